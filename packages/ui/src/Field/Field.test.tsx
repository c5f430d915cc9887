import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field } from './Field.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Field', () => {
  it('wires any control: label, hint and error ids from useId', async () => {
    const { container } = render(
      <Field label="Hourly rate (USD)" hint="At least 50" error="The rate must be at least 50" required>
        {(control) => <input type="number" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Hourly rate (USD)' });
    const [hintId, errorId] = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hintId!)).toHaveTextContent('At least 50');
    expect(document.getElementById(errorId!)).toHaveTextContent('The rate must be at least 50');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    await expectNoAxeViolations(container);
  });

  it('uses a given id and leaves aria-describedby off when there is nothing to describe', () => {
    render(<Field label="Name" id="name">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the error region in the DOM while empty so a new message is announced', () => {
    const { container, rerender } = render(<Field label="Name">{(c) => <input {...c} />}</Field>);
    const region = container.querySelector('[data-part="Error"]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(<Field label="Name" error="Enter your name">{(c) => <input {...c} />}</Field>);
    expect(container.querySelector('[data-part="Error"]')).toBe(region);
    expect(region).toHaveTextContent('Enter your name');
  });
});
