import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Inline, Logo, Text, Stack } from '@orisun/ui';

const svg = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${fill}"/><text x="48" y="60" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const organisationLogo = svg('#0b7a66', 'OL');
const defaultLogo = svg('#5b5f67', '?');

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { src: organisationLogo, fallbackSrc: defaultLogo, alt: 'Orisun Labs', width: 96, height: 96, loading: 'eager' },
  argTypes: { loading: { control: 'inline-radio', options: ['lazy', 'eager'] } },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The logo's file answers 404: the default logo takes its place, with the same name and size. */
export const BrokenImage: Story = {
  args: { src: '/logos/this-logo-does-not-exist.svg', alt: 'EMEA Partner Network' },
  render: (args) => (
    <Stack space="2">
      <Logo {...args} />
      <Text size="sm" tone="muted">
        The source 404s, so the default logo shows.
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'EMEA Partner Network' });
    await waitFor(() => expect(img).toHaveAttribute('data-fallback'));
    await expect(img.getAttribute('src')).toBe(defaultLogo);
  },
};

/** Sizes: always pass both width and height so the page does not jump while logos load. */
export const Sizes: Story = {
  render: (args) => (
    <Inline space="4" align="center">
      {[32, 48, 64, 96].map((size) => (
        <Logo key={size} {...args} alt={`Orisun Labs at ${size} px`} width={size} height={size} />
      ))}
    </Inline>
  ),
};
