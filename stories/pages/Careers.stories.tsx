import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CareersPage from '../../site/src/pages/Careers/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Careers',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: CareersPage, path: '/careers' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Careers at Orisun Software');
    for (const name of ['Technical', 'Creative & Strategic', 'Internships']) await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    const apply = canvas.getByRole('link', { name: 'Apply by e-mail: Frontend Developer (React)' });
    await expect(apply).toHaveAttribute('href', expect.stringMatching(/^mailto:careers@orisun\.software\?subject=Application%3A%20Frontend/));
    await expect(canvas.getByRole('link', { name: 'Send a spontaneous application' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const steps = within(canvas.getByRole('list', { name: 'Our hiring process' })).getAllByRole('listitem');
    await expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual(['Application', 'Intro Call', 'Skills Check', 'Team Chat', 'Offer']);
    await expect(canvas.getByText(/application takes 5 minutes and the screening call 15 minutes/)).toBeVisible();
  },
};
