import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '@orisun/ui';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { href: '#story-main', children: 'Skip to main content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="story-main" tabIndex={-1}>
        Tab into the story: the skip link appears in the top-left corner.
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Focused by the first Tab: visible, and Enter moves focus to the target. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
  },
};
