import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box, Inline, Link, Stack, Text, linkTones, linkUnderlines } from '@orisun/ui';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#contact', children: 'Contact us', tone: 'link', underline: 'always', external: false },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** In running text links are always underlined. */
export const InText: Story = {
  render: (args) => (
    <Text>
      Read our <Link {...args}>privacy policy</Link> before you send your CV.
    </Text>
  ),
};

/** `external`: new tab, an icon, and "(opens in a new tab)" for screen readers. */
export const External: Story = {
  args: { href: 'https://github.com/', external: true, children: 'Our code on GitHub' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Our code on GitHub (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `underline="hover"` in navigation, where the place already says "link". */
export const Navigation: Story = {
  render: () => (
    <Inline as="nav" aria-label="Main" space="4">
      <Link href="#services" tone="neutral" underline="hover">
        Services
      </Link>
      <Link href="#about" tone="neutral" underline="hover">
        About
      </Link>
      <Link href="#forum" tone="neutral" underline="hover">
        Forum
      </Link>
    </Inline>
  ),
};

/** Keyboard: Tab reaches the link and shows the focus ring. */
export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Contact us' })).toHaveFocus();
  },
};

/** Every tone and underline on canvas and surface. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="3">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Stack space="2">
            {linkTones.map((tone) => (
              <Inline key={tone} space="4">
                {linkUnderlines.map((underline) => (
                  <Link key={underline} href="#x" tone={tone} underline={underline}>
                    {tone} {underline}
                  </Link>
                ))}
                <Link href="https://example.com" external tone={tone}>
                  {tone} external
                </Link>
              </Inline>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
