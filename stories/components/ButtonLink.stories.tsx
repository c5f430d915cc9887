import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArrowRight } from 'lucide-react';
import { Box, ButtonLink, Inline, Stack, buttonSizes, buttonTones, buttonVariants } from '@orisun/ui';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '#quote', children: 'Get a quote', variant: 'solid', size: 'md', tone: 'accent', external: false },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    tone: { control: 'select', options: buttonTones },
    icon: { control: false },
  },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '#quote');
  },
};

/** A call to action with an arrow. */
export const WithIcon: Story = { args: { children: 'View case studies', icon: <ArrowRight />, iconPosition: 'end', variant: 'outline' } };

/** `external`: new tab, an icon, and "(opens in a new tab)" for screen readers. */
export const External: Story = {
  args: { href: 'https://example.com/', external: true, children: 'Partner site', variant: 'soft' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Partner site (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Every variant × size × tone. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Box background="surface" padding="3">
      <Stack space="2">
        {buttonVariants.map((variant) =>
          buttonTones.map((tone) => (
            <Inline key={`${variant}${tone}`} space="2">
              {buttonSizes.map((size) => (
                <ButtonLink key={size} href="#x" variant={variant} tone={tone} size={size}>
                  {variant} {tone} {size}
                </ButtonLink>
              ))}
            </Inline>
          )),
        )}
      </Stack>
    </Box>
  ),
};
