import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Inline, Stack, StatusBadge, Text, ticketStatuses } from '@orisun/ui';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'in-progress' },
  argTypes: { status: { control: 'select', options: [...ticketStatuses, 'on-hold', undefined] } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status the desk uses, one that it does not know, and none. */
const shown = [...ticketStatuses, 'escalated-to-vendor', undefined] as const;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('in progress');
    await expect(badge).toHaveAttribute('data-tone', 'info');
  },
};

/**
 * Resolved green, in progress blue, waiting for response blue outlined with an hourglass (the kit
 * has no purple tone), anything else yellow. Each has its own icon and words.
 */
export const Statuses: Story = {
  render: () => (
    <Inline space="2">
      {shown.map((status) => (
        <StatusBadge key={status ?? 'none'} status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('resolved')).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByText('waiting for response')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('escalated to vendor')).toHaveAttribute('data-tone', 'caution');
    await expect(canvas.getByText('pending')).toHaveAttribute('data-tone', 'caution');
    // Never colour alone: every badge has an icon beside its words.
    for (const badge of canvasElement.querySelectorAll('[data-component="StatusBadge"]')) {
      await expect(badge.querySelector('[data-part="Icon"] svg')).not.toBeNull();
    }
  },
};

/** No status yet: "pending", yellow. */
export const Pending: Story = { args: { status: undefined } };

/** Words of the caller's (a translation); the look still follows `status`. */
export const CustomWords: Story = { args: { status: 'resolved', children: 'Résolu' } };

/** In a narrow column, a long unknown status keeps to one line and the column scrolls, never the badge text. */
export const LongStatus: Story = {
  args: { status: 'waiting-for-third-party-supplier-confirmation' },
  render: (args) => (
    <Box style={{ maxWidth: '16rem' }}>
      <Text>
        Status: <StatusBadge {...args} />
      </Text>
    </Box>
  ),
};

export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="3">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Inline space="2">
            {shown.map((status) => (
              <StatusBadge key={status ?? 'none'} status={status} />
            ))}
          </Inline>
        </Box>
      ))}
    </Stack>
  ),
};
