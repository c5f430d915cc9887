import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CircleCheck, Mail, Phone } from 'lucide-react';
import { Icon, Inline, Text, iconSizes } from '@orisun/ui';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { icon: Phone, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: iconSizes }, icon: { control: false } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers. */
export const Default: Story = {};

/** With a visible text the icon stays decorative; `size="inherit"` follows the text. */
export const WithText: Story = {
  render: () => (
    <Text>
      <Icon icon={Mail} size="inherit" /> hello@orisun.example
    </Text>
  ),
};

/** `label` when the icon alone carries meaning: it becomes an image with that name. */
export const Labelled: Story = {
  args: { icon: CircleCheck, label: 'Resolved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Resolved' })).toBeVisible();
  },
};

/** Every size. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Inline space="4" alignY="bottom">
      {iconSizes.map((size) => (
        <Icon key={size} icon={Phone} size={size} />
      ))}
    </Inline>
  ),
};
