import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Select } from './Select.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const options = [
  { value: 'custom', label: 'Custom Software Development' },
  { value: 'saas', label: 'B2B SaaS Solutions' },
  { value: 'mobile', label: 'Mobile App Development', disabled: true },
];

describe('Select', () => {
  it('is a native combobox with its label, placeholder and options', async () => {
    const { container } = render(<Select label="Project type" hint="Pick the closest" placeholder="Choose a type" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Project type' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Pick the closest');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: 'Mobile App Development' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('reports changes and works controlled', async () => {
    const onChange = vi.fn();
    render(<Select label="Type" options={options} value="saas" onChange={(e) => onChange(e.target.value)} />);
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveValue('saas');
    await userEvent.selectOptions(select, 'custom');
    expect(onChange).toHaveBeenCalledWith('custom');
  });

  it('accepts option children', () => {
    render(
      <Select label="Urgency" defaultValue="medium">
        <option value="low">Low</option>
        <option value="medium">Medium</option>
      </Select>,
    );
    expect(screen.getByRole('combobox')).toHaveValue('medium');
  });

  it('shows an error in place and is invalid', async () => {
    const { container } = render(<Select label="Type" options={options} placeholder="Choose" error="Choose a project type" required />);
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Choose a project type');
    await expectNoAxeViolations(container);
  });

  it('takes register() unchanged: an empty placeholder fails the zod enum in place', async () => {
    const schema = z.object({ type: z.enum(['custom', 'saas'], { error: 'Choose a project type' }) });
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });
      return (
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <Select label="Type" placeholder="Choose" options={options} error={formState.errors.type?.message} {...register('type')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose a project type')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'saas');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ type: 'saas' }, expect.anything()));
  });
});
