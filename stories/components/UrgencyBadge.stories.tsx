import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Inline, Stack, UrgencyBadge, ticketUrgencies } from '@orisun/ui';

const meta = {
  title: 'Components/UrgencyBadge',
  component: UrgencyBadge,
  args: { urgency: 'medium' },
  argTypes: { urgency: { control: 'inline-radio', options: ticketUrgencies } },
} satisfies Meta<typeof UrgencyBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Medium urgency')).toHaveAttribute('data-tone', 'caution');
  },
};

/** Low grey with a chevron down, medium yellow with an equals sign, high red with a chevron up; the words say it too. */
export const Urgencies: Story = {
  render: () => (
    <Inline space="2">
      {ticketUrgencies.map((urgency) => (
        <UrgencyBadge key={urgency} urgency={urgency} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Low urgency')).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByText('High urgency')).toHaveAttribute('data-tone', 'critical');
  },
};

/** Short words in a column already headed "Urgency". */
export const ShortWords: Story = { args: { urgency: 'high', children: 'High' } };

export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="3">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Inline space="2">
            {ticketUrgencies.map((urgency) => (
              <UrgencyBadge key={urgency} urgency={urgency} />
            ))}
            <UrgencyBadge urgency="high">High</UrgencyBadge>
          </Inline>
        </Box>
      ))}
    </Stack>
  ),
};
