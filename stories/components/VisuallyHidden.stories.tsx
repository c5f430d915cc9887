import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '@orisun/ui';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers hear this' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Adds context to a short visible label: the button is announced "Edit profile". */
export const InButton: Story = {
  render: () => (
    <button type="button">
      Edit <VisuallyHidden>profile</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit profile' })).toBeVisible();
  },
};
