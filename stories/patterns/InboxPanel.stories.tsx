import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, inboxKinds, type InboxKind } from '@orisun/api';
import { handlers, inboxFixtures, inboxHandlers, respondSlowly, respondWithError } from '@orisun/api/mocks';
import { DeskPanel } from './DeskPanel.tsx';
import { inboxCopy } from '../../site/src/pages/StaffDesk/inbox/inboxCopy.ts';
import { InboxPanel, type InboxPanelProps } from '../../site/src/pages/StaffDesk/inbox/InboxPanel.tsx';

function InboxPanelInSite(props: InboxPanelProps) {
  return (
    <DeskPanel path="/admin/dashboard">
      <InboxPanel {...props} />
    </DeskPanel>
  );
}

/**
 * The staff inbox of /admin/dashboard: one tab per kind of public submission, each with search, its filter,
 * a handled mark per row, pages and a CSV export link. Driven by the API's MSW inbox handlers: every story
 * has its own copy of the fixtures, so marks and reopenings last for that story only.
 */
const meta = {
  title: 'Patterns/InboxPanel',
  component: InboxPanelInSite,
  args: { defaultKind: 'briefs', headingLevel: 2 },
  argTypes: { defaultKind: { control: 'select', options: [...inboxKinds] } },
  parameters: { layout: 'padded', msw: { handlers: [...inboxHandlers(), ...handlers] } },
} satisfies Meta<typeof InboxPanelInSite>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fresh fixtures for one story (marks made in one story never show in another). */
const ownHandlers = (options: Parameters<typeof inboxHandlers>[0] = {}) => ({ msw: { handlers: [...inboxHandlers(options), ...handlers] } });

/** The table of a kind, once it has loaded. */
const tableOf = (canvasElement: HTMLElement, kind: InboxKind) =>
  within(canvasElement).findByRole('table', { name: inboxCopy.caption(kind) }, { timeout: 10_000 });

const rowOf = (table: HTMLElement, who: string) => within(table).getByRole('rowheader', { name: new RegExp(who) }).closest('tr')!;

/** Project briefs, newest first: who sent each, the handled marks, the count and the export link. */
export const Default: Story = {
  parameters: ownHandlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement, 'briefs');
    const senders = within(table).getAllByRole('rowheader');
    await expect(senders.map((cell) => cell.textContent)).toEqual(inboxFixtures.items.briefs.map((b) => `${b.name}${b.email}`));
    await expect(canvas.getByText('3 project briefs')).toBeVisible();
    await expect(within(rowOf(table, 'Kwame Mensah')).getByRole('checkbox', { name: 'Handled' })).toBeChecked();
    const exportLink = canvas.getByRole('link', { name: inboxCopy.exportLabel });
    await expect(exportLink).toHaveAttribute('href', '/api/inbox/briefs/export.csv');
    await expect(exportLink).toHaveAttribute('download');
  },
};

/** A search that finds nothing: the no-results state, whose button clears the search. */
export const SearchEmpty: Story = {
  parameters: ownHandlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableOf(canvasElement, 'briefs');
    const search = canvas.getByRole('searchbox', { name: inboxCopy.searchLabel('briefs') });
    await userEvent.type(search, 'nobody at all{Enter}');
    const none = await canvas.findByRole('region', { name: inboxCopy.noResultsTitle('briefs') });
    await expect(canvas.getByText('0 project briefs')).toBeVisible();
    await expect(canvas.getByRole('link', { name: inboxCopy.exportLabel })).toHaveAttribute('href', '/api/inbox/briefs/export.csv?q=nobody+at+all');
    await userEvent.click(within(none).getByRole('button', { name: inboxCopy.resetFilters }));
    await tableOf(canvasElement, 'briefs');
    await expect(search).toHaveValue('');
  },
};

/** Marking a brief handled: checked at once, then who marked it and when. */
export const HandledToggle: Story = {
  parameters: ownHandlers({ delayMs: 300 }),
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, 'briefs');
    const box = within(rowOf(table, 'Ngozi Adichie')).getByRole('checkbox', { name: 'Handled' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await waitFor(() => expect(box).toHaveAccessibleDescription(/By Adaeze Okafor/), { timeout: 5_000 });
    const show = within(canvasElement).getByRole('combobox', { name: inboxCopy.handledFilter.label });
    await userEvent.selectOptions(show, 'Not handled');
    await waitFor(() => expect(within(canvasElement).getByText('1 project brief')).toBeVisible(), { timeout: 5_000 });
  },
};

/** A refused mark goes back, and an error toast says so. */
export const HandledFails: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.setInboxHandled, 500), ...inboxHandlers(), ...handlers] } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, 'briefs');
    const box = within(rowOf(table, 'Amina Bello')).getByRole('checkbox', { name: 'Handled' });
    await userEvent.click(box);
    // Toasts render in a portal, outside the canvas.
    await expect(await screen.findByText(inboxCopy.handled.markFailed(true), {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  },
};

/** Expert Network applications: reopening one lets the person apply again. */
export const ConsultantsReopen: Story = {
  args: { defaultKind: 'consultants' },
  parameters: ownHandlers(),
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, 'consultants');
    await expect(within(rowOf(table, 'Olumide Ajayi')).getByText(inboxCopy.reopen.reopened)).toBeVisible();
    await userEvent.click(within(rowOf(table, 'Chiamaka Eze')).getByRole('button', { name: /^Reopen/ }));
    await expect(await screen.findByText(inboxCopy.reopen.done('Chiamaka Eze'), {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, 'Chiamaka Eze')).getByText(inboxCopy.reopen.reopened)).toBeVisible());
    await expect(within(rowOf(table, 'Chiamaka Eze')).queryByRole('button', { name: /^Reopen/ })).toBeNull();
  },
};

/** Contact messages by office: the filter narrows the table and the export link alike. */
export const ContactByOffice: Story = {
  args: { defaultKind: 'contact' },
  parameters: ownHandlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableOf(canvasElement, 'contact');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Office' }), 'Lagos');
    await waitFor(() => expect(canvas.getByText('1 contact message')).toBeVisible(), { timeout: 5_000 });
    await expect(canvas.getByRole('link', { name: inboxCopy.exportLabel })).toHaveAttribute('href', '/api/inbox/contact/export.csv?office=1');
  },
};

/** Subscribers: who is waiting to confirm, on the list, or gone. */
export const Subscribers: Story = {
  args: { defaultKind: 'subscribers' },
  parameters: ownHandlers(),
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, 'subscribers');
    await expect(within(rowOf(table, 'former@example.com')).getByText('Unsubscribed')).toBeVisible();
    await expect(within(rowOf(table, 'chidi@example.com')).getByText('Waiting for confirmation')).toBeVisible();
  },
};

/** A kind with nothing yet. */
export const Empty: Story = {
  args: { defaultKind: 'reservations' },
  parameters: ownHandlers({ items: { reservations: [] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: inboxCopy.emptyTitle('reservations') }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Waiting for the first page. */
export const Loading: Story = {
  parameters: { msw: { handlers: [respondSlowly(endpoints.listInbox, 'infinite'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(inboxCopy.loading('briefs'));
  },
};

/** The server could not be reached or refused: the reason, and a way to try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.listInbox, 500), ...handlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(inboxCopy.loadFailed);
    await expect(within(alert).getByRole('button', { name: inboxCopy.retry })).toBeVisible();
  },
};

/**
 * On a phone (the `page` tag runs it at 375 px too): the kinds' tabs wrap instead of cutting a label off, and each
 * item is a card of labelled lines, so the message and the Handled mark are on screen without scrolling sideways.
 */
export const OnAPhone: Story = {
  tags: ['page'],
  parameters: ownHandlers(),
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, 'contact');
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    const list = within(canvasElement).getByRole('tablist', { name: inboxCopy.tabsLabel });
    for (const tab of within(list).getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect({ tab: tab.textContent, left: box.left >= list.getBoundingClientRect().left, right: box.right <= list.getBoundingClientRect().right + 0.5 }).toEqual({
        tab: tab.textContent,
        left: true,
        right: true,
      });
    }
    // Narrower than a tablet (740 px), the rows are cards: nothing scrolls sideways. (Wider, the table may scroll in its frame.)
    if (viewport >= 740) return;
    const frame = table.closest('[data-component="Table"]') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
    const row = within(table).getAllByRole('row')[1]!;
    for (const control of [within(row).getByRole('checkbox', { name: 'Handled' }), within(row).getAllByRole('cell').at(-2)!]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(viewport);
    }
  },
  args: { defaultKind: 'contact' },
};
