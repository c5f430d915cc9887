import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Stack, Text, headingLevels, headingSizes, textTones } from '@orisun/ui';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 2, children: 'Software that works where you are' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: [undefined, ...headingSizes] },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each level at its default size. */
export const Levels: Story = {
  render: () => (
    <Stack space="3">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

/** `size` changes the look, not the outline: an `h2` styled small for a sidebar. */
export const SizeIndependentOfLevel: Story = { args: { level: 2, size: 'md', children: 'Related threads' } };

/** An eyebrow (muted) above an accent title. */
export const Tones: Story = {
  render: () => (
    <Stack space="1">
      <Text size="sm" tone="muted" weight="semibold">
        Our services
      </Text>
      <Heading level={2} tone="accent">
        What we build
      </Heading>
    </Stack>
  ),
};

/** Long titles wrap in balanced lines. */
export const LongContent: Story = {
  args: { level: 1, children: 'Custom software, mobile apps and cloud services for businesses across West Africa and beyond' },
};

/** Every size and tone on canvas and surface. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="4">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Stack space="2">
            {headingSizes.map((size) => (
              <Heading key={size} level={3} size={size}>
                Size {size}
              </Heading>
            ))}
            {textTones.map((tone) => (
              <Heading key={tone} level={3} size="lg" tone={tone}>
                Tone {tone}
              </Heading>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
