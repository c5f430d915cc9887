import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { homeFaq } from '../../site/src/content/home.ts';
import { HomeFaq } from '../../site/src/pages/Home/HomeFaq.tsx';

const meta = {
  title: 'Patterns/HomeFaq',
  component: HomeFaq,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeFaq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page FAQ: five questions, all closed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: homeFaq.heading })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};

/** One answer open: the others stay closed. */
export const OneOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = homeFaq.entries[2]!;
    await userEvent.click(canvas.getByRole('button', { name: entry.question }));
    await expect(await canvas.findByRole('region', { name: entry.question })).toHaveTextContent('3 months of complimentary post-launch support');
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(4);
  },
};
