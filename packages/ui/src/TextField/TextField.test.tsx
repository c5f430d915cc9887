import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createRef } from 'react';
import { TextField } from './TextField.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('TextField', () => {
  it('labels the input and ties the hint to it', async () => {
    const { container } = render(<TextField label="Email" hint="We reply within a day." type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAccessibleDescription('We reply within a day.');
    expect(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('marks the error: aria-invalid, described by hint and error, inside a live region', async () => {
    const { container } = render(<TextField label="Email" hint="Work address" error="Enter a valid e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Enter a valid e-mail address');
    const error = screen.getByText('Enter a valid e-mail address');
    expect(error.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(container);
  });

  it('marks required visibly and for assistive tech, without a native bubble', () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the label as the name when it is hidden visually', () => {
    render(<TextField label="Search the forum" type="search" labelHidden />);
    expect(screen.getByRole('searchbox', { name: 'Search the forum' })).toBeInTheDocument();
  });

  it('passes ref, DOM props and events to the input; className and style to the root', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const { container } = render(
      <TextField label="Name" ref={ref} name="name" className="mine" style={{ maxWidth: 300 }} onChange={onChange} autoComplete="name" />,
    );
    expect(ref.current).toBe(screen.getByRole('textbox'));
    expect(ref.current).toHaveAttribute('autocomplete', 'name');
    const root = container.querySelector('[data-component="TextField"]');
    expect(root).toHaveClass('mine');
    expect(root).toHaveStyle({ maxWidth: '300px' });
    expect(ref.current).not.toHaveClass('mine');
    await userEvent.type(ref.current!, 'Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('works controlled and uncontrolled', async () => {
    const onChange = vi.fn();
    render(<TextField label="Uncontrolled" defaultValue="Ada" />);
    render(<TextField label="Controlled" value="Bola" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Uncontrolled' }), 'n');
    expect(screen.getByRole('textbox', { name: 'Uncontrolled' })).toHaveValue('Adan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Controlled' }), 'x');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Controlled' })).toHaveValue('Bola');
  });

  it('is disabled with the field', () => {
    render(<TextField label="Name" disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('takes react-hook-form register() unchanged and shows the zod error in place', async () => {
    const schema = z.object({ email: z.email('Enter a valid e-mail address') });
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
      return (
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <TextField label="Email" type="email" required error={formState.errors.email?.message} {...register('email')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const { container } = render(<Form />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.clear(input);
    await user.type(input, 'ada@orisun.ng');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'ada@orisun.ng' }, expect.anything()));
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
