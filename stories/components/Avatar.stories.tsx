import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, Inline, avatarSizes, avatarTones } from '@orisun/ui';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Adebayo Okafor', size: 'md', tone: 'accent', labelled: true },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    tone: { control: 'select', options: avatarTones },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Initials: the team has no photos yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Adebayo Okafor' })).toHaveTextContent('AO');
  },
};

/** `size`: sm for lists, md for cards, lg for a profile. */
export const Sizes: Story = {
  render: (args) => (
    <Inline space="3" alignY="center">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

/** `src` that fails to load: the initials stay. */
export const BrokenPhoto: Story = {
  args: { src: '/does-not-exist.jpg', name: 'Fifamè Houngbédji' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Fifamè Houngbédji' });
    await waitFor(() => expect(avatar).toHaveTextContent('FH'));
  },
};
