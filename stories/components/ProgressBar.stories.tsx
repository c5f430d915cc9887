import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, Stack, progressBarTones } from '@orisun/ui';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Development progress', value: 35, max: 100, tone: 'accent' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'select', options: progressBarTones },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Development progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '35%');
  },
};

/** Empty and complete. */
export const Bounds: Story = {
  render: (args) => (
    <Stack space="5">
      <ProgressBar {...args} label="Not started" value={0} />
      <ProgressBar {...args} label="Delivered" value={100} tone="positive" />
    </Stack>
  ),
};

/** `valueText`: the value in words instead of a percentage. */
export const ValueText: Story = { args: { label: 'Hiring steps', value: 2, max: 5, valueText: 'Step 2 of 5' } };
