import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlProblems } from '@orisun/test-support/html';
import { useState } from 'react';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const options = [
  { value: 'react', label: 'React' },
  { value: 'payments', label: 'Payments' },
  { value: 'ussd', label: 'USSD apps' },
];

function Example(props: Partial<CheckboxGroupProps>) {
  return <CheckboxGroup label="Expertise" name="expertise" options={options} {...props} />;
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, with hint and error as its description', async () => {
    const { container, rerender } = render(<Example hint="Choose at least two." required />);
    const group = screen.getByRole('group', { name: 'Expertise' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Choose at least two.');
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(['expertise', 'expertise', 'expertise']);
    await expectNoAxeViolations(container);

    rerender(<Example hint="Choose at least two." required error="Please select at least 2 areas of expertise" />);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose at least two. Please select at least 2 areas of expertise');
    await expectNoAxeViolations(container);
  });

  it('toggles on click and with Space, and reports the chosen values in the options order', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('USSD apps'));
    expect(onValueChange).toHaveBeenLastCalledWith(['ussd']);
    await user.tab();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: 'React' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'React' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(['react', 'ussd']);
    await user.click(screen.getByText('USSD apps'));
    expect(onValueChange).toHaveBeenLastCalledWith(['react']);
  });

  it('follows `value` when controlled and hands `ref` to the first checkbox', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['payments']);
      return (
        <>
          <Example value={value} onValueChange={setValue} ref={(el) => el?.setAttribute('data-ref', '')} />
          <button type="button" onClick={() => setValue([])}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Payments' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'React' })).toHaveAttribute('data-ref');
    await user.click(screen.getByText('React'));
    expect(screen.getByRole('checkbox', { name: 'React' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('disables every option, or one', () => {
    const { rerender } = render(<Example disabled defaultValue={['ussd']} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'USSD apps' })).toBeChecked();
    rerender(<CheckboxGroup label="Expertise" name="expertise" options={[...options, { value: 'cobol', label: 'COBOL', disabled: true }]} />);
    expect(screen.getByRole('checkbox', { name: 'COBOL' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'React' })).toBeEnabled();
  });

  it('prerenders valid HTML', async () => {
    const html = renderToStaticMarkup(
      <form>
        <CheckboxGroup label="Expertise" name="expertise" options={options} hint="Two or more." error="Choose two." required defaultValue={['react']} />
      </form>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });
});
