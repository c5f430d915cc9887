import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consultants } from '../../site/src/content/consultants.ts';
import { ConsultantCard } from '../../site/src/pages/Consultants/ConsultantCard.tsx';

const [first, second] = consultants;

const meta = {
  title: 'Patterns/ConsultantCard',
  component: ConsultantCard,
  args: { consultant: first! },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ConsultantCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company team member with five areas: three tags and '+2 more'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: first!.name });
    const tags = within(within(card).getByRole('list', { name: 'Expertise' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual([...first!.expertise.slice(0, 3), '+2 more']);
  },
};

/** An external expert. */
export const External: Story = {
  args: { consultant: consultants.find((c) => !c.isCompanyMember)! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('External expert')).toBeVisible();
  },
};

/** The profile dialog, open; Escape closes it and focus returns to 'View profile'. */
export const Profile: Story = {
  args: { consultant: second! },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: `View ${second!.name}'s profile` });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    // The dialog's code loads on demand: under the full test run's load that can take seconds.
    const dialog = await body.findByRole('dialog', { name: second!.name }, { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).getByText(second!.bio)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};
