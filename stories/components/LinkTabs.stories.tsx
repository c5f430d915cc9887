import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkTabs, Stack, Text, type LinkTab } from '@orisun/ui';

const views = ['Recent', 'Popular', 'Unanswered', 'Solved', 'Saved'] as const;
const tabsAt = (current: string): LinkTab[] => views.map((label) => ({ href: `?tab=${label.toLowerCase()}`, label, current: label === current }));

const meta = {
  title: 'Components/LinkTabs',
  component: LinkTabs,
  args: { label: 'Thread lists', tabs: tabsAt('Recent') },
} satisfies Meta<typeof LinkTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One link per view, the current one marked `aria-current="page"`: the links work without JavaScript. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Thread lists' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...views]);
    await expect(within(nav).getByRole('link', { name: 'Recent' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Solved' })).toHaveAttribute('href', '?tab=solved');
    await expect(within(nav).getByRole('link', { name: 'Solved' })).not.toHaveAttribute('aria-current');
  },
};

/** `onNavigate`: a page that shows the view itself (an island) takes a plain click, and the address changes in place. */
export const Navigate: Story = {
  args: { onNavigate: fn() },
  render: function Render(args) {
    const [current, setCurrent] = useState('Recent');
    return (
      <Stack space="4">
        <LinkTabs
          {...args}
          tabs={tabsAt(current)}
          onNavigate={(href, event) => {
            args.onNavigate?.(href, event);
            setCurrent(views.find((view) => href.endsWith(view.toLowerCase())) ?? 'Recent');
          }}
        />
        <Text>Showing: {current}</Text>
      </Stack>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Unanswered' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('?tab=unanswered', expect.anything());
    await expect(canvas.getByText('Showing: Unanswered')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Unanswered' })).toHaveAttribute('aria-current', 'page');
  },
};

/** At 375 px the row scrolls sideways (the page does not), with a shadow at the edge that has more; every tab is reachable. */
export const Phone: Story = {
  args: { tabs: tabsAt('Recent').map((tab) => ({ ...tab, label: `${String(tab.label)} threads` })) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Thread lists' });
    const list = nav.querySelector('ul')!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(getComputedStyle(list).backgroundImage).toContain('radial-gradient');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const saved = within(nav).getByRole('link', { name: 'Saved threads' });
    saved.focus();
    await expect(saved).toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
  },
};
