import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { Badge, Box, Inline, Stack, badgeTones, badgeVariants } from '@orisun/ui';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Open', tone: 'neutral', variant: 'soft' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Ticket statuses: the word says the status, the tone reinforces it. */
export const Statuses: Story = {
  render: () => (
    <Inline space="2">
      <Badge tone="info">Open</Badge>
      <Badge tone="caution">Waiting on you</Badge>
      <Badge tone="positive" icon={<CircleCheck />}>
        Resolved
      </Badge>
      <Badge tone="critical" variant="solid">
        Urgent
      </Badge>
    </Inline>
  ),
};

/** Every variant × tone on canvas and surface. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="3">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Stack space="2">
            {badgeVariants.map((variant) => (
              <Inline key={variant} space="2">
                {badgeTones.map((tone) => (
                  <Badge key={tone} tone={tone} variant={variant}>
                    {variant} {tone}
                  </Badge>
                ))}
              </Inline>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
