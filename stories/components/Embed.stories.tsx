import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Embed } from '@orisun/ui';

/** A same-document page stands in for the third-party one, so the story works offline. */
const demoPage = `<!doctype html><html lang="en"><title>Demo</title><body style="margin:0;display:grid;place-items:center;height:100vh;font:16px system-ui;background:#e8f3ef;color:#0b3d2e"><p>Another site's page (a map, a video)</p></body></html>`;

const meta = {
  title: 'Components/Embed',
  component: Embed,
  args: { title: 'Map of the Lagos office', srcDoc: demoPage, aspectRatio: '16 / 9' },
  argTypes: { aspectRatio: { control: 'text' } },
} satisfies Meta<typeof Embed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full width, height from the aspect ratio, lazy by default, named by its title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Map of the Lagos office');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('loading', 'lazy');
  },
};

export const AspectRatio: Story = {
  args: { aspectRatio: '4 / 3' },
};
