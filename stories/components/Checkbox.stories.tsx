import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, Stack, Text } from '@orisun/ui';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    label: 'Send me the monthly newsletter',
    hint: '',
    error: '',
    required: false,
    disabled: false,
    onCheckedChange: fn(),
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, label: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole label row toggles it, and Space from the keyboard. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Send me the monthly newsletter' });
    await userEvent.click(canvas.getByText('Send me the monthly newsletter'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'One e-mail a month. Unsubscribe from any issue.' },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', required: true, error: 'Accept the terms to continue' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  },
};

export const Required: Story = {
  args: { label: 'I accept the terms', required: true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
};

/** Controlled with `checked` + `onCheckedChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <Stack space="3">
        <Checkbox {...args} label="Pin this thread" checked={checked} onCheckedChange={setChecked} />
        <Text>{checked ? 'Pinned' : 'Not pinned'}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByText('Pinned')).toBeVisible();
  },
};

/** Every state, for visual regression. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="3">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="With hint" hint="One e-mail a month." />
      <Checkbox label="Required" required />
      <Checkbox label="With error" error="Accept the terms to continue" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
    </Stack>
  ),
};
