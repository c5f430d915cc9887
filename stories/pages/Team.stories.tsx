import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TeamPage from '../../site/src/pages/Team/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Team',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: TeamPage, path: '/team' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Meet Our Team');
    for (const role of ['Founder & CEO', 'Co-Founder & COO', 'CTO', 'HR Manager', 'Lead Backend Developer'])
      await expect(canvas.getByText(role)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    // No placeholder profile links.
    await expect(canvasElement.querySelector('a[href="#"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Join Our Team' }));
    const body = within(canvasElement.ownerDocument.body);
    // The dialog's code loads on demand: under the full test run's load that can take seconds.
    const dialog = await body.findByRole('dialog', { name: 'Join Our Team' }, { timeout: 15_000 });
    // The application form (its states are in Patterns/TeamApplicationDialog), focus on its first field.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Full name/ })).toHaveFocus(), { timeout: 15_000 });
    await expect(within(dialog).getByLabelText(/^Resume/)).toHaveAttribute('type', 'file');
    await expect(within(dialog).getByRole('button', { name: 'Submit application' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Join Our Team' })).toHaveFocus();
  },
};
