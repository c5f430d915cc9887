import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Checkbox } from './Checkbox.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Checkbox', () => {
  it('toggles from its label, uncontrolled, and reports the state', async () => {
    const onCheckedChange = vi.fn();
    const { container } = render(<Checkbox label="Send me the newsletter" hint="Once a month" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box).toHaveAccessibleDescription('Once a month');
    await userEvent.click(screen.getByText('Send me the newsletter'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await expectNoAxeViolations(container);
  });

  it('toggles with Space from the keyboard', async () => {
    render(<Checkbox label="Agree" />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('follows a controlled checked prop', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox label="Pinned" checked={checked} onCheckedChange={setChecked} />
          <output>{String(checked)}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('shows an error, required and disabled states', async () => {
    const { container } = render(
      <>
        <Checkbox label="I accept the terms" required error="Accept the terms to continue" />
        <Checkbox label="Disabled" disabled />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
    expect(screen.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('takes register() unchanged as a boolean', async () => {
    const schema = z.object({ terms: z.literal(true, { error: 'Accept the terms to continue' }) });
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });
      return (
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <Checkbox label="I accept the terms" error={formState.errors.terms?.message} {...register('terms')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Accept the terms to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ terms: true }, expect.anything()));
  });
});
