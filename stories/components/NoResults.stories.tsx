import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, NoResults, Stack, Text } from '@orisun/ui';

const meta = {
  title: 'Components/NoResults',
  component: NoResults,
  args: {
    title: 'No events match your search',
    description: 'Try another word, or reset the filters to see every event.',
    resetLabel: 'Reset Filters',
    onReset: fn(),
  },
} satisfies Meta<typeof NoResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'No events match your search' });
    await expect(region).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Reset Filters' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

/** `onReset` clears the filters, and the list comes back. */
export const ResetsTheList: Story = {
  render: function Render(args) {
    const [filtered, setFiltered] = useState(true);
    return filtered ? (
      <NoResults {...args} onReset={() => setFiltered(false)} />
    ) : (
      <Stack space="2">
        <Text>Showing 7 events</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Filters' }));
    await expect(canvas.queryByRole('region', { name: 'No events match your search' })).toBeNull();
    await expect(canvas.getByText('Showing 7 events')).toBeVisible();
  },
};

/** `headingLevel`: under a section's `h2`, the title is an `h3`. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3, title: 'No consultants match your filters', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent('No consultants match your filters');
  },
};

export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: (args) => (
    <>
      <NoResults {...args} />
      <Card>
        <NoResults {...args} headingLevel={3} title="No consultants match your filters" description={undefined} />
      </Card>
    </>
  ),
};
