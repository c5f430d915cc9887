import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, Stack, Text } from '@orisun/ui';

const areas = [
  { value: 'react', label: 'React' },
  { value: 'payments', label: 'Payments integration' },
  { value: 'ussd', label: 'USSD apps' },
  { value: 'cloud', label: 'Cloud architecture' },
  { value: 'ux', label: 'UX research' },
];

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Areas of expertise',
    name: 'expertise',
    options: areas,
    hint: '',
    error: '',
    required: false,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, label: { control: 'text' } },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click or Space toggles a chip; the callback gets every chosen value, in the options' order. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Areas of expertise' })).toBeVisible();
    await userEvent.click(canvas.getByText('USSD apps'));
    await expect(canvas.getByRole('checkbox', { name: 'USSD apps' })).toBeChecked();
    await userEvent.click(canvas.getByText('React'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['react', 'ussd']);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'React' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ussd']);
  },
};

export const WithHint: Story = {
  args: { hint: 'Choose at least two.', required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Areas of expertise/ });
    await expect(group).toHaveAccessibleDescription('Choose at least two.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please select at least 2 areas of expertise', defaultValue: ['react'] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Areas of expertise/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please select at least 2 areas of expertise');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['payments'] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** Controlled with `value` + `onValueChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>([]);
    return (
      <Stack space="3">
        <CheckboxGroup {...args} value={value} onValueChange={setValue} />
        <Text tone="muted">Chosen: {value.length === 0 ? 'none' : value.join(', ')}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
    await userEvent.click(canvas.getByText('Cloud architecture'));
    await userEvent.click(canvas.getByText('React'));
    await expect(canvas.getByText('Chosen: react, cloud')).toBeVisible();
  },
};

/** Every state, for visual regression: open, chosen, invalid, disabled, a long label. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="5">
      <CheckboxGroup label="Open and chosen" name="a" options={areas} defaultValue={['payments', 'ux']} hint="Choose at least two." required />
      <CheckboxGroup label="With error" name="b" options={areas} defaultValue={['react']} error="Please select at least 2 areas of expertise" />
      <CheckboxGroup label="Disabled" name="c" options={areas.slice(0, 3)} defaultValue={['ussd']} disabled />
      <CheckboxGroup
        label="Long label"
        name="d"
        options={[{ value: 'long', label: 'Enterprise resource planning for agricultural co-operatives across West Africa' }, areas[0]!]}
      />
    </Stack>
  ),
};
