import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ongoingProjects } from '../../site/src/content/projects.ts';
import { ProjectCard } from '../../site/src/pages/Projects/ProjectCard.tsx';

const meta = {
  title: 'Patterns/ProjectCard',
  component: ProjectCard,
  args: { project: ongoingProjects[0]!, headingLevel: 3 },
} satisfies Meta<typeof ProjectCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The campus food delivery platform at 35%. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '35%');
    await expect(canvas.getByRole('list', { name: 'Technologies' })).toBeVisible();
  },
};

/** Nearly done, with a long title and many technologies. */
export const LongContent: Story = {
  args: {
    project: {
      id: 'long',
      title: 'Inventory, invoicing and mobile point-of-sale system for a chain of pharmacies in Oyo State',
      description: 'Stock across twelve branches, NAFDAC batch tracking, offline sales that sync when the connection returns.',
      progress: 90,
      tech: ['React', 'React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'SQLite', 'Redis', 'Docker', 'Paystack', 'Flutterwave'],
    },
  },
};
