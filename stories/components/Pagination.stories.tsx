import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, Stack, type PaginationProps } from '@orisun/ui';

/** Buttons mode with its own state, as a list that pages in place does it. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons (`onPageChange`): Tab to Next and press Enter; the current page is `aria-current="page"`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const nav$ = within(nav);
    await expect(nav$.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav$.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    nav$.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(nav$.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(nav$.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(nav$.getByRole('button', { name: 'Page 10' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(nav$.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(nav$.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Links (`hrefForPage`), rendered through the UiProvider's link component (the router's, on the site). */
export const Links: Story = {
  args: { page: 4, pageCount: 12, hrefForPage: (page: number) => `#page-${page}`, label: 'Ticket pages' },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Ticket pages' }));
    await expect(nav.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '#page-5');
  },
};

/** Many pages: first, last, the current page with its neighbours, and gaps. */
export const ManyPages: Story = { args: { page: 25, pageCount: 50 } };

/** Few pages: every one listed. */
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

/** On the last page, Next is unavailable (and out of the tab order for links). */
export const LastPage: Story = { args: { page: 10, pageCount: 10 } };

/** One page or none: nothing to move through, so nothing is rendered. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** At 375 px: previous, "Page x of y" and next only; the page never scrolls sideways. */
export const Phone: Story = {
  args: { page: 25, pageCount: 50 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByText('Page 25 of 50')).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: 'Page 24' })).toBeNull();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="5">
      <Pagination page={1} pageCount={5} onPageChange={() => {}} label="Five pages" />
      <Pagination page={6} pageCount={20} onPageChange={() => {}} label="Twenty pages" />
      <Pagination page={120} pageCount={120} hrefForPage={(p) => `#page-${p}`} label="Many pages" />
    </Stack>
  ),
};
