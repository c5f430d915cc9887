import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, Stack, Text } from '@orisun/ui';

const offices = [
  { value: '1', label: 'Lagos', description: 'Nigeria' },
  { value: '2', label: 'Ogbomosho', description: 'Nigeria' },
  { value: '3', label: 'Cotonou', description: 'Benin Republic' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Office',
    name: 'office',
    options: offices,
    hint: '',
    error: '',
    required: false,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, label: { control: 'text' } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click on a tile chooses it; arrow keys move the choice (the browser's own radio behaviour). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Office' })).toBeVisible();
    const lagos = canvas.getByRole('radio', { name: 'Lagos' });
    await expect(lagos).toHaveAccessibleDescription('Nigeria');
    await userEvent.click(canvas.getByText('Lagos'));
    await expect(lagos).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ogbomosho' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Ogbomosho' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
  },
};

export const WithHint: Story = {
  args: { hint: 'The team in that office reads your message and answers you.', required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /Office/ });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('The team in that office reads your message and answers you.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose the office to write to.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /Office/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose the office to write to.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Two options without descriptions, and an option that cannot be chosen. */
export const Options: Story = {
  args: {
    label: 'Urgency',
    name: 'urgency',
    defaultValue: 'medium',
    options: [
      { value: 'low', label: 'Low' },
      { value: 'medium', label: 'Medium' },
      { value: 'high', label: 'High', disabled: true },
    ],
  },
};

/** Controlled with `value` + `onValueChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Stack space="3">
        <RadioGroup {...args} value={value} onValueChange={setValue} />
        <Text tone="muted">Chosen: {offices.find((o) => o.value === value)?.label ?? 'none'}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
    await userEvent.click(canvas.getByText('Cotonou'));
    await expect(canvas.getByText('Chosen: Cotonou')).toBeVisible();
  },
};
