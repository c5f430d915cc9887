import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlProblems } from '@orisun/test-support/html';
import { useState } from 'react';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const options = [
  { value: '1', label: 'Lagos', description: 'Nigeria' },
  { value: '2', label: 'Ogbomosho', description: 'Nigeria' },
  { value: '3', label: 'Cotonou', description: 'Benin Republic' },
];

function Example(props: Partial<RadioGroupProps>) {
  return <RadioGroup label="Office" name="office" options={options} {...props} />;
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend, with hint and error as its description', async () => {
    const { container, rerender } = render(<Example hint="Where your message goes." required />);
    const group = screen.getByRole('radiogroup', { name: 'Office' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Where your message goes.');
    expect(group).not.toHaveAttribute('aria-invalid');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(['office', 'office', 'office']);
    // The description is not part of the name.
    expect(screen.getByRole('radio', { name: 'Cotonou' })).toHaveAccessibleDescription('Benin Republic');
    await expectNoAxeViolations(container);

    rerender(<Example hint="Where your message goes." required error="Choose the office to write to." />);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Where your message goes. Choose the office to write to.');
    await expectNoAxeViolations(container);
  });

  it('chooses on click and moves the choice with arrow keys (native radios)', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Lagos'));
    expect(screen.getByRole('radio', { name: 'Lagos' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('1');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Ogbomosho' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ogbomosho' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('2');
  });

  it('follows `value` when controlled and hands `ref` to the radio Tab lands on', () => {
    function Controlled() {
      const [value, setValue] = useState('3');
      return <Example value={value} onValueChange={setValue} ref={(el) => el?.setAttribute('data-ref', '')} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Cotonou' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cotonou' })).toHaveAttribute('data-ref');
    expect(screen.getByRole('radio', { name: 'Lagos' })).not.toHaveAttribute('data-ref');
  });

  it('disables every option', () => {
    render(<Example disabled defaultValue="2" />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Ogbomosho' })).toBeChecked();
  });

  it('prerenders valid HTML', async () => {
    const html = renderToStaticMarkup(
      <form>
        <RadioGroup label="Office" name="office" options={options} hint="Where it goes." error="Choose one." required />
      </form>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });
});
