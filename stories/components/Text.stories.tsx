import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, Text, textSizes, textTones, textWeights } from '@orisun/ui';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: {
    children: 'Orisun Software builds web and mobile products from Lagos, Ogbomosho and Cotonou.',
    size: 'md',
    weight: 'regular',
    tone: 'default',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The size steps; `md` is body text. */
export const Sizes: Story = {
  render: (args) => (
    <Stack space="2">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

/** Tones: `muted` for secondary text; status tones always come with words that state the status. */
export const Tones: Story = {
  render: (args) => (
    <Stack space="2">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: Ticket updated
        </Text>
      ))}
    </Stack>
  ),
};

/** `maxLines` truncates previews with an ellipsis; here two lines in a narrow column. */
export const MaxLines: Story = {
  args: {
    maxLines: 2,
    children:
      'How do I reset my password on the customer portal? I tried the link in the e-mail but it says the token has expired, and I requested a new one three times already.',
  },
  render: (args) => (
    <Box style={{ maxWidth: '16rem' }}>
      <Text {...args} />
    </Box>
  ),
};

/** `as="span"` for text inside other text. */
export const Inline: Story = {
  render: () => (
    <Text>
      Call us on{' '}
      <Text as="span" weight="semibold">
        +234 800 000 0000
      </Text>{' '}
      (Monday to Friday).
    </Text>
  ),
};

/** Every size, weight and tone, on the canvas and on a surface. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="4">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Stack space="1">
            {textSizes.map((size) =>
              textWeights.map((weight) => (
                <Text key={`${size}${weight}`} size={size} weight={weight}>
                  {size} {weight}
                </Text>
              )),
            )}
            {textTones.map((tone) => (
              <Text key={tone} tone={tone}>
                Tone {tone}
              </Text>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
