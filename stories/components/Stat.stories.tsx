import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stat, StatGroup } from '@orisun/ui';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: { value: '15+', label: 'Team Members' },
  decorators: [
    (Story) => (
      <StatGroup aria-label="Example figures">
        <Story />
      </StatGroup>
    ),
  ],
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A group of four figures flows into as many columns as fit. */
export const Group: Story = {
  render: () => (
    <>
      <Stat value="15+" label="Team Members" />
      <Stat value="20+" label="Projects" />
      <Stat value="2" label="Countries" />
      <Stat value="100%" label="Client Satisfaction" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

/** A long label wraps under its figure. */
export const LongLabel: Story = { args: { value: '3 months', label: 'Of complimentary post-launch support on every project we deliver' } };
