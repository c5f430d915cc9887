import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Link, SocialIcon, socialNetworks } from '@orisun/ui';

const meta = {
  title: 'Components/SocialIcon',
  component: SocialIcon,
  args: { network: 'github', size: 24 },
  argTypes: { network: { control: 'inline-radio', options: socialNetworks } },
} satisfies Meta<typeof SocialIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every network, as icon links with accessible names (as in the site footer). */
export const AllNetworks: Story = {
  render: (args) => (
    <Inline as="ul" space="3" aria-label="Social media">
      {socialNetworks.map((network) => (
        <Link key={network} href={`#${network}`} tone="muted" aria-label={`Orisun Software on ${network}`}>
          <SocialIcon {...args} network={network} />
        </Link>
      ))}
    </Inline>
  ),
};
