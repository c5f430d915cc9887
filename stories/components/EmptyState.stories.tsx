import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inbox, SearchX } from 'lucide-react';
import { Button, ButtonLink, Card, EmptyState } from '@orisun/ui';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: Inbox,
    title: 'No tickets yet',
    description: 'When you open a support ticket, you can follow it here.',
    action: <ButtonLink href="#support">Open a ticket</ButtonLink>,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'No tickets yet' })).toBeVisible();
  },
};

/** No results: the action resets the search. */
export const NoResults: Story = {
  args: {
    icon: SearchX,
    title: 'No threads match “invoice”',
    description: 'Check the spelling or try a shorter word.',
    action: <Button variant="outline">Clear search</Button>,
  },
};

/** Without icon or action, inside a card. */
export const Minimal: Story = {
  args: { icon: undefined, action: undefined, title: 'No replies yet', description: 'Be the first to reply.' },
  render: (args) => (
    <Card>
      <EmptyState {...args} headingLevel={3} />
    </Card>
  ),
};

export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: (args) => (
    <>
      <EmptyState {...args} />
      <Card>
        <EmptyState title="No replies yet" description="Be the first to reply." headingLevel={3} />
      </Card>
    </>
  ),
};
