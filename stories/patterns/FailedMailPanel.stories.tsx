import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { HttpHandler } from 'msw';
import { mailOutboxMessages, outboxEndpoints } from '@orisun/api';
import { failedMails, handlers, moreFailedMails, outboxHandlers, respondSlowly, respondWithError } from '@orisun/api/mocks';
import { UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';
import { failedMailCopy as copy } from '../../site/src/content/staffDesk.ts';
import { FailedMailPanel, type FailedMailPanelProps } from '../../site/src/pages/StaffDesk/mail/FailedMailPanel.tsx';

/** The panel as the dashboard shows it: its own query client per story. */
function FailedMailPanelInSite(props: FailedMailPanelProps) {
  const [client] = useState(() => createQueryClient());
  return (
    // Storybook's preview already wraps every story in a ToastProvider.
    <Providers queryClient={client}>
      <UiProvider linkComponent={RouterLink}>
        <FailedMailPanel {...props} />
      </UiProvider>
    </Providers>
  );
}

const [confirmation, brief, response] = failedMails as [(typeof failedMails)[number], (typeof failedMails)[number], (typeof failedMails)[number]];

/**
 * The Mail tab of /admin/dashboard (staff and admins): the mail the server gave up on after its tries, most recently
 * queued first, with why it failed; 'Send again' per mail and 'Send all again' queue it to go out at once. Driven by
 * the API's MSW outbox handlers: every story has its own copy of the failed mail.
 */
const meta = {
  title: 'Patterns/FailedMailPanel',
  component: FailedMailPanelInSite,
  args: { headingLevel: 2 },
  argTypes: { headingLevel: { control: 'select', options: [2, 3, 4] } },
  parameters: { layout: 'padded', msw: { handlers: [...outboxHandlers(), ...handlers] } },
} satisfies Meta<typeof FailedMailPanelInSite>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Failed mail of its own for one story, put back as it was before each run of the story. */
function ownOutbox(options: Parameters<typeof outboxHandlers>[0] = {}, overrides: HttpHandler[] = []) {
  const outbox = outboxHandlers(options);
  return { parameters: { msw: { handlers: [...overrides, ...outbox, ...handlers] } }, beforeEach: () => outbox.reset() };
}

const slow = { timeout: 40_000 };
const tableOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: copy.caption }, slow);
const rowHeaders = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
const sendAgain = (canvasElement: HTMLElement, mail: { subject: string; to: string }) =>
  within(canvasElement).getByRole('button', { name: copy.retryName(mail.subject, mail.to) });

/** Three failed mails, most recently queued first: a confirmation link, a project brief and a staff response. */
export const Default: Story = {
  ...ownOutbox(),
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await expect(rowHeaders(table)).toEqual([
      `${confirmation.subject}${copy.kind(confirmation.kind)}`,
      `${brief.subject}${copy.kind(brief.kind)}`,
      `${response.subject}${copy.kind(response.kind)}`,
    ]);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: `${copy.heading} (${copy.count(3)})` })).toBeVisible();
    await expect(within(table).getByText(response.lastError!)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: copy.retryAllLabel })).toHaveAccessibleDescription(copy.retryAllDescription(3));
  },
};

/** 'Send again' (by keyboard): the mail leaves the list at once, a toast says where it goes, focus moves to the next mail. */
export const SendAgain: Story = {
  ...ownOutbox({ delayMs: 200 }),
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    sendAgain(canvasElement, brief).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowHeaders(table)).toHaveLength(2), slow);
    await expect(await screen.findByText(copy.toasts.retriedDetail(brief.to), {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(sendAgain(canvasElement, response)).toHaveFocus(), slow);
    await expect(within(canvasElement).getByText(copy.count(2))).toBeVisible();
  },
};

/** The server refuses (another staff member sent it already: 409): the mail comes back, and an error toast says why. */
export const SendAgainRefused: Story = {
  ...ownOutbox({}, [respondWithError(outboxEndpoints.retryFailedMail, 409, { error: mailOutboxMessages.notFailed, delayMs: 200 })]),
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await userEvent.click(sendAgain(canvasElement, confirmation));
    await expect(await screen.findByText(mailOutboxMessages.notFailed, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(rowHeaders(table)).toHaveLength(3), slow);
  },
};

/** 'Send all again': every failed mail is queued, a toast says how many, and the empty state follows. */
export const SendAllAgain: Story = {
  ...ownOutbox(),
  play: async ({ canvasElement }) => {
    await tableOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy.retryAllLabel }));
    await expect(await screen.findByText(copy.toasts.retriedAll(3), {}, slow)).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('region', { name: copy.emptyTitle }, slow)).toBeVisible();
  },
};

/** More than a page: pages of 20. */
export const ManyPages: Story = {
  ...ownOutbox({ mails: [...failedMails, ...moreFailedMails(22)] }),
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await expect(rowHeaders(table)).toHaveLength(20);
    const pages = within(canvasElement).getByRole('navigation', { name: copy.pagesLabel });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowHeaders(table)).toHaveLength(5), slow);
  },
};

/** Nothing failed: what a healthy outbox shows. */
export const Empty: Story = {
  ...ownOutbox({ mails: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: copy.emptyTitle }, slow)).toBeVisible();
    await expect(within(canvasElement).getByText(copy.count(0))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: copy.retryAllLabel })).toBeNull();
  },
};

/** Waiting for the list. */
export const Loading: Story = {
  parameters: { msw: { handlers: [respondSlowly(outboxEndpoints.listFailedMail, 'infinite'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(copy.loading);
  },
};

/** The list could not be loaded: the reason and a retry. */
export const LoadError: Story = {
  name: 'Error',
  ...ownOutbox({}, [respondWithError(outboxEndpoints.listFailedMail, 500)]),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(copy.loadFailed);
    await expect(within(alert).getByRole('button', { name: copy.retryLoadLabel })).toBeVisible();
  },
};
