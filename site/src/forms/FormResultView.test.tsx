import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { FormResultView } from './FormResultView.tsx';
import { useBackToForm } from './useBackToForm.ts';

/** An on-page form as Contact and Support have it: the form, or its result view with the ways back. */
function OnPageForm() {
  const [result, setResult] = useState<'sent' | null>(null);
  const heading = useRef<HTMLElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const backToForm = useBackToForm(result, setResult, () => firstField.current?.focus());
  if (result === null) {
    return (
      <form
        aria-label="Contact"
        onSubmit={(event) => {
          event.preventDefault();
          setResult('sent');
          queueMicrotask(() => heading.current?.focus());
        }}
      >
        <label>
          Name <input ref={firstField} name="name" />
        </label>
        <button type="submit">Send</button>
      </form>
    );
  }
  return (
    <FormResultView
      tone="positive"
      title="Message Sent!"
      headingRef={heading}
      lines={["We'll get back to you within 24 hours.", 'A copy is on its way to your inbox.']}
      part="Sent"
    >
      <button type="button" onClick={() => backToForm(true)}>
        Send another
      </button>
      <button type="button" onClick={() => backToForm(false)}>
        Close quietly
      </button>
    </FormResultView>
  );
}

describe('FormResultView and useBackToForm', () => {
  it('shows the outcome as a focusable heading of the given level, described by its sentences, with no axe violations', async () => {
    const { container } = render(
      <FormResultView level={3} tone="critical" title="Something went wrong!" headingRef={{ current: null }} lines={['Please try again.']} part="Error" />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Something went wrong!' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAccessibleDescription('Please try again.');
    expect(container.querySelector('[data-part="Error"]')).toContainElement(heading);
    await expectNoAxeViolations(container);
  });

  it('brings the form back with focus on its first field, or without moving focus when asked not to', async () => {
    const user = userEvent.setup();
    render(<OnPageForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const heading = await screen.findByRole('heading', { name: 'Message Sent!' });
    expect(heading).toHaveAccessibleDescription("We'll get back to you within 24 hours. A copy is on its way to your inbox.");
    await expect.poll(() => document.activeElement).toBe(heading);

    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Close quietly' }));
    expect(screen.getByRole('form', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveFocus();
  });
});
