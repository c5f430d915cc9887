import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabsRootProps } from './Tabs.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

function Example(props: Omit<TabsRootProps, 'children'>) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List aria-label="Expert network">
        <Tabs.Trigger value="browse">Browse experts</Tabs.Trigger>
        <Tabs.Trigger value="apply">Apply as an expert</Tabs.Trigger>
        <Tabs.Trigger value="faq" disabled>
          FAQ
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="browse">Consultant list</Tabs.Content>
      <Tabs.Content value="apply">Application form</Tabs.Content>
      <Tabs.Content value="faq">Questions</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('wires tabs to their panels', async () => {
    const { container } = render(<Example defaultValue="browse" />);
    expect(screen.getByRole('tablist', { name: 'Expert network' })).toHaveAttribute('aria-orientation', 'horizontal');
    const tab = screen.getByRole('tab', { name: 'Browse experts' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Browse experts' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Consultant list');
    await expectNoAxeViolations(container);
  });

  it('switches with arrow keys, skipping disabled tabs and wrapping', async () => {
    const onValueChange = vi.fn();
    render(<Example defaultValue="browse" onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Browse experts' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Apply as an expert' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Application form');
    expect(onValueChange).toHaveBeenLastCalledWith('apply');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Browse experts' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Apply as an expert' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('waits for Enter in manual activation mode', async () => {
    render(<Example defaultValue="browse" activationMode="manual" />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Consultant list');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Application form');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('apply');
      return (
        <>
          <Example value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Apply as an expert' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Browse experts' }));
    expect(screen.getByRole('status')).toHaveTextContent('browse');
  });
});
