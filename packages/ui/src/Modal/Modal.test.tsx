import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

function Example(props: { titleHidden?: boolean; description?: string | null; onOpenChange?: (open: boolean) => void }) {
  const { titleHidden, description = 'Tell us what you need and we reply within a day.', onOpenChange } = props;
  return (
    <Modal.Root onOpenChange={onOpenChange}>
      <Modal.Trigger>Start a project</Modal.Trigger>
      <Modal.Content title="Project brief" titleHidden={titleHidden} description={description ?? undefined}>
        <Modal.Body>
          <label>
            Name <input />
          </label>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>Cancel</Modal.Close>
          <button type="button">Send</button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

describe('Modal', () => {
  it('wires aria-labelledby and aria-describedby to the rendered title and description', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Start a project' }));
    const dialog = screen.getByRole('dialog', { name: 'Project brief' });
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(title).toHaveTextContent('Project brief');
    expect(title?.tagName).toBe('H2');
    expect(description).toHaveTextContent('Tell us what you need and we reply within a day.');
    expect(dialog).toHaveAccessibleDescription('Tell us what you need and we reply within a day.');
    expect(dialog).toHaveAttribute('data-component', 'Modal');
    await expectNoAxeViolations(document.body);
  });

  it('keeps a visually hidden title as the name, and drops aria-describedby without a description', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Example titleHidden description={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start a project' }));
    const dialog = screen.getByRole('dialog', { name: 'Project brief' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('heading', { name: 'Project brief' })).toHaveStyle({ position: 'absolute', width: '1px' });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('traps focus inside, closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Start a project' });
    await user.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes from the labelled close button and from Modal.Close', async () => {
    render(<Example />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start a project' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a project' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop', async () => {
    render(<Example />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start a project' }));
    const overlay = document.querySelector('[data-part="Overlay"]')!;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows a controlled open prop', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <output>{open ? 'open' : 'closed'}</output>
          <Modal.Root open={open} onOpenChange={setOpen}>
            <Modal.Content title="Sent" description="Thanks, we will be in touch." closeLabel="Close dialog" />
          </Modal.Root>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Sent' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('passes className and style to the panel', () => {
    render(
      <Modal.Root defaultOpen>
        <Modal.Content title="T" description="D" className="mine" style={{ maxWidth: 500 }} />
      </Modal.Root>,
    );
    expect(screen.getByRole('dialog')).toHaveClass('mine');
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '500px' });
  });
});
