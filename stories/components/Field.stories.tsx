import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '@orisun/ui';

/**
 * `Field` is the wiring every kit field shares (label, hint, error, required). Use it directly
 * only to label a control the kit does not have: here a native range input.
 */
const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Monthly budget (₦ thousands)',
    hint: 'A rough figure helps us suggest the right scope.',
    error: '',
    required: false,
    disabled: false,
    labelHidden: false,
    children: (control) => <input type="range" min={100} max={5000} step={100} defaultValue={500} {...control} />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}><Story /></div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Monthly budget (₦ thousands)' });
    await expect(slider).toHaveAccessibleDescription('A rough figure helps us suggest the right scope.');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.click(within(canvasElement).getByText('Monthly budget (₦ thousands)'));
    await expect(slider).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { error: 'Choose at least ₦200,000.', required: true },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: /Monthly budget/ });
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAttribute('aria-required', 'true');
    await expect(slider).toHaveAccessibleDescription(/Choose at least ₦200,000\./);
    await expect(within(canvasElement).getByText('Choose at least ₦200,000.')).toBeVisible();
  },
};

export const LabelHidden: Story = {
  args: { labelHidden: true, hint: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: /Monthly budget/ })).toBeInTheDocument();
  },
};
