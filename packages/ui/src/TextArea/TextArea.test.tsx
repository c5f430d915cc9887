import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TextArea } from './TextArea.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('TextArea', () => {
  it('has 4 rows by default and the field wiring', async () => {
    const { container } = render(<TextArea label="Project details" hint="What should it do?" error="Tell us about the project" required />);
    const box = screen.getByRole('textbox', { name: 'Project details' });
    expect(box).toHaveAttribute('rows', '4');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('What should it do? Tell us about the project');
    await expectNoAxeViolations(container);
  });

  it('counts characters against maxLength and describes the count', async () => {
    const { container } = render(<TextArea label="Bio" showCount maxLength={20} defaultValue="Hi" />);
    const box = screen.getByRole('textbox', { name: 'Bio' });
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
    await userEvent.type(box, ' there');
    expect(screen.getByText('8 / 20')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('8 of 20 characters used');
    await expectNoAxeViolations(container);
  });

  it('announces the count only once typing pauses', async () => {
    vi.useFakeTimers();
    try {
      const { container } = render(<TextArea label="Bio" showCount />);
      const live = container.querySelector('[aria-live="polite"]:not([data-part="Error"])')!;
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ab' } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'abc' } });
      act(() => vi.advanceTimersByTime(300));
      expect(live).toHaveTextContent('');
      act(() => vi.advanceTimersByTime(1000));
      expect(live).toHaveTextContent('3 characters');
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<TextArea label="Bio" showCount value="abc" onChange={() => {}} />);
    expect(screen.getByText('3 characters')).toBeInTheDocument();
    rerender(<TextArea label="Bio" showCount value="abcdef" onChange={() => {}} />);
    expect(screen.getByText('6 characters')).toBeInTheDocument();
  });

  it('takes register() and counts react-hook-form default values', async () => {
    const schema = z.object({ details: z.string().min(10, 'Write at least 10 characters') });
    function Form() {
      const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { details: 'Short' } });
      return (
        <form noValidate onSubmit={handleSubmit(() => {})}>
          <TextArea label="Details" showCount maxLength={500} error={formState.errors.details?.message} {...register('details')} />
          <button type="submit">Submit</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByText('5 / 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Write at least 10 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('recounts after the form is reset', async () => {
    render(
      <form>
        <TextArea label="Bio" showCount defaultValue="Hi" />
        <button type="reset">Clear</button>
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox'), ' there');
    expect(screen.getByText('8 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('2 characters')).toBeInTheDocument();
  });
});
