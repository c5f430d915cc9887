import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@orisun/ui';
import { leadership } from '../../site/src/content/team.ts';
import { TeamMemberCard } from '../../site/src/pages/Team/TeamMemberCard.tsx';

const meta = {
  title: 'Patterns/TeamMemberCard',
  component: TeamMemberCard,
  args: { member: leadership[0]! },
  decorators: [
    (Story) => (
      <Box maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TeamMemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No photo and no public profiles yet: initials, name and role, and no links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oluwaseun Adeyemi' })).toBeVisible();
    await expect(canvas.getByText('OA')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** With real profiles: each one an external link named after the person and the network. */
export const WithProfiles: Story = {
  args: {
    member: {
      ...leadership[2]!,
      social: [
        { network: 'linkedin', href: 'https://www.linkedin.com/in/example' },
        { network: 'github', href: 'https://github.com/example' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Chukwuemeka Obi on GitHub/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A photo that fails to load falls back to the initials. */
export const BrokenPhoto: Story = { args: { member: { ...leadership[1]!, image: '/team/missing.jpg' } } };
