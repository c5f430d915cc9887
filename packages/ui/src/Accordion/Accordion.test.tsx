import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Accordion, type AccordionRootProps } from './Accordion.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const faq = [
  { value: 'cost', q: 'How much does a project cost?', a: 'It depends on the scope; the brief gets you a quote.' },
  { value: 'time', q: 'How long does it take?', a: 'Most projects ship in 8 to 16 weeks.' },
  { value: 'where', q: 'Where are you based?', a: 'Lagos, Ogbomosho and Cotonou.' },
];

function Faq(props: Omit<AccordionRootProps, 'children'>) {
  return (
    <Accordion.Root {...props}>
      {faq.map((f) => (
        <Accordion.Item key={f.value} value={f.value}>
          <Accordion.Trigger headingLevel={f.value === 'where' ? 4 : undefined}>{f.q}</Accordion.Trigger>
          <Accordion.Content>{f.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('renders triggers as buttons in headings of the chosen level', () => {
    render(<Faq headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How much does a project cost?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Where are you based?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('defaults to h3', () => {
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('opens one item at a time, and clicking the open one closes it (the FAQ)', async () => {
    const onValueChange = vi.fn();
    const { container } = render(<Faq onValueChange={onValueChange} />);
    const user = userEvent.setup();
    const cost = screen.getByRole('button', { name: 'How much does a project cost?' });
    const time = screen.getByRole('button', { name: 'How long does it take?' });

    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(cost.getAttribute('aria-controls')!);
    expect(region).toHaveTextContent(faq[0]!.a);
    expect(region).toHaveAttribute('role', 'region');
    expect(onValueChange).toHaveBeenLastCalledWith('cost');
    await expectNoAxeViolations(container);

    await user.click(time);
    expect(time).toHaveAttribute('aria-expanded', 'true');
    expect(cost).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('time');

    await user.click(time);
    expect(time).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    await expectNoAxeViolations(container);
  });

  it('moves between triggers with arrow keys and toggles with Enter', async () => {
    render(<Faq />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'How much does a project cost?' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const time = screen.getByRole('button', { name: 'How long does it take?' });
    expect(time).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(time).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Where are you based?' })).toHaveFocus();
  });

  it('opens defaultValue first, and follows a controlled value', async () => {
    const { unmount } = render(<Faq defaultValue="where" />);
    expect(screen.getByRole('button', { name: 'Where are you based?' })).toHaveAttribute('aria-expanded', 'true');
    unmount();

    function Controlled() {
      const [value, setValue] = useState('time');
      return (
        <>
          <Faq value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('cost')}>Show cost</button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('button', { name: 'How long does it take?' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show cost' }));
    expect(screen.getByRole('button', { name: 'How much does a project cost?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'How long does it take?' })).toHaveAttribute('aria-expanded', 'false');
  });
});
