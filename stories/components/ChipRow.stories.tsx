import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChipRow, chipRowWrapFroms, Tag } from '@orisun/ui';

const categories = ['General Discussion', 'Feature Requests', 'Troubleshooting', 'Announcements', 'Showcase'] as const;

const meta = {
  title: 'Components/ChipRow',
  component: ChipRow,
  args: { wrapFrom: 'tablet' },
  argTypes: { wrapFrom: { control: 'inline-radio', options: chipRowWrapFroms } },
  render: (args) => (
    <nav aria-label="Categories">
      <ChipRow {...args}>
        <Tag tone="accent" href="#all" aria-current="page">
          All
        </Tag>
        {categories.map((name) => (
          <Tag key={name} href={`#${name}`}>{`${name} (12)`}</Tag>
        ))}
      </ChipRow>
    </nav>
  ),
} satisfies Meta<typeof ChipRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list of chip links; from a tablet up they wrap, so every one shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Categories' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(nav).getByRole('link', { name: 'Troubleshooting (12)' })).toHaveAttribute('href', '#Troubleshooting');
  },
};

/** At 375 px: one line that scrolls sideways, its end fading out where more follows, the page itself never wider. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('navigation', { name: 'Categories' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(getComputedStyle(list).maskImage).toContain('linear-gradient');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    // The last chip scrolls clear of the fade.
    list.scrollLeft = list.scrollWidth;
    const last = within(list).getByRole('link', { name: 'Showcase (12)' });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right - 32);
  },
};
