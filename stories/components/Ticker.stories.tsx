import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Ticker } from '@orisun/ui';

const items = ['React', 'Node.js', 'PostgreSQL', 'TypeScript', 'AWS', 'Google Cloud', 'Flutter', 'Kotlin', 'Swift', 'Docker'].map((label) => ({
  label,
  href: `https://example.com/${encodeURIComponent(label.toLowerCase())}`,
}));

const meta = {
  title: 'Components/Ticker',
  component: Ticker,
  args: { items, label: 'Technologies we work with', duration: 20, pauseLabel: 'Pause scrolling' },
  argTypes: { duration: { control: { type: 'range', min: 5, max: 60, step: 5 } } },
} satisfies Meta<typeof Ticker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loops every `duration` seconds; hover or focus pauses it; reduced motion stops it and wraps the names. */
export const Default: Story = {};

/** A faster loop. */
export const Fast: Story = { args: { duration: 8 } };

/** The pause button stops the loop for good (aria-pressed tells its state). */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.getByRole('button', { name: 'Pause scrolling' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
  },
};
