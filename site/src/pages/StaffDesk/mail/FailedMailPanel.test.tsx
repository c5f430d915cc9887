import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mailOutboxMessages, outboxEndpoints } from '@orisun/api';
import { failedMails, moreFailedMails, outboxHandlers, respondWithError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { ToastProvider, UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../../app/Providers.tsx';
import { RouterLink } from '../../../runtime/RouterLink.tsx';
import { failedMailCopy as copy } from '../../../content/staffDesk.ts';
import { FailedMailPanel } from './FailedMailPanel.tsx';

const { server, requests } = mockApi();
const [confirmation, brief, response] = failedMails as [(typeof failedMails)[number], (typeof failedMails)[number], (typeof failedMails)[number]];

function renderPanel() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return render(
    <Providers queryClient={client} toasts={ToastProvider}>
      <UiProvider linkComponent={RouterLink}>
        <FailedMailPanel />
      </UiProvider>
    </Providers>,
  );
}

const table = () => screen.findByRole('table', { name: copy.caption });
/** The body rows, each as its cells' text. */
const rows = () =>
  within(screen.getByRole('table', { name: copy.caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const subjects = () => rows().map((cells) => cells[0]);
const sendAgain = (mail: { subject: string; to: string }) => screen.getByRole('button', { name: copy.retryName(mail.subject, mail.to) });
const posts = () => requests.filter((r) => r.method === 'POST').map((r) => r.path);
const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-part="Title"]' });

describe('FailedMailPanel', () => {
  it('lists the failed mail most recently queued first: subject and kind, recipient and reply-to, tries, last error, times in WAT; the count; no axe violations', async () => {
    server.use(...outboxHandlers());
    const { container } = renderPanel();
    await table();
    expect(rows()).toEqual([
      [
        `${confirmation.subject}Newsletter confirmation link`,
        'ifeoma@example.comReplies to hello@orisun.software',
        '12',
        confirmation.lastError,
        '22 Nov 2026, 15:05',
        '26 Nov 2026, 09:12',
        copy.retryLabel,
      ],
      [`${brief.subject}Project brief, to sales`, 'Sales <sales@orisun.software>Replies to kola@example.com', '12', brief.lastError, '21 Nov 2026, 11:30', '25 Nov 2026, 12:48', copy.retryLabel],
      [
        `${response.subject}Staff response, to the customer`,
        'chiamaka@example.comReplies to support@orisun.software',
        '12',
        response.lastError,
        '20 Nov 2026, 10:15',
        '24 Nov 2026, 08:40',
        copy.retryLabel,
      ],
    ]);
    expect(screen.getByText('26 Nov 2026, 09:12')).toHaveAttribute('datetime', confirmation.lastAttemptAt);
    expect(screen.getByRole('heading', { level: 2, name: `${copy.heading} (${copy.count(3)})` })).toBeVisible();
    expect(screen.getByText(copy.count(3))).toBeVisible();
    expect(screen.getByRole('button', { name: copy.retryAllLabel })).toHaveAccessibleDescription(copy.retryAllDescription(3));
    expect(screen.queryByRole('navigation', { name: copy.pagesLabel })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('Send again (from the keyboard) takes the mail out at once, asks the server, toasts, and moves focus to the next mail', async () => {
    server.use(...outboxHandlers({ delayMs: 300 }));
    const user = userEvent.setup();
    renderPanel();
    await table();
    sendAgain(brief).focus();
    await user.keyboard('{Enter}');
    // Optimistic: gone before the server has answered.
    expect(subjects()).toEqual([expect.stringContaining(confirmation.subject), expect.stringContaining(response.subject)]);
    expect(screen.getByText(copy.count(2))).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(sendAgain(response)));
    expect(await toastTitle(copy.toasts.retried)).toBeInTheDocument();
    expect(screen.getByText(copy.toasts.retriedDetail(brief.to))).toBeInTheDocument();
    expect(posts()).toEqual([`/api/outbox/failed/${brief.id}/retry`]);
    // The server agrees once the list is fetched again.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.path === '/api/outbox/failed')).toHaveLength(2));
    expect(subjects()).toHaveLength(2);
  });

  it('a refused Send again puts the mail back, with an error toast giving the reason (409: someone sent it already)', async () => {
    server.use(respondWithError(outboxEndpoints.retryFailedMail, 409, { error: mailOutboxMessages.notFailed, delayMs: 200 }), ...outboxHandlers());
    const user = userEvent.setup();
    renderPanel();
    await table();
    await user.click(sendAgain(response));
    expect(subjects()).toHaveLength(2);
    expect(await toastTitle(copy.toasts.retryFailed)).toBeInTheDocument();
    expect(screen.getByText(mailOutboxMessages.notFailed)).toBeInTheDocument();
    await waitFor(() => expect(subjects()).toHaveLength(3));
    expect(screen.getByText(copy.count(3))).toBeVisible();
  });

  it('Send all again sends every failed mail, says how many, and the empty list takes focus to the heading', async () => {
    server.use(...outboxHandlers());
    const user = userEvent.setup();
    renderPanel();
    await table();
    await user.click(screen.getByRole('button', { name: copy.retryAllLabel }));
    expect(await toastTitle(copy.toasts.retriedAll(3))).toBeInTheDocument();
    expect(posts()).toEqual(['/api/outbox/failed/retry']);
    expect(await screen.findByRole('region', { name: copy.emptyTitle })).toBeVisible();
    expect(screen.queryByRole('button', { name: copy.retryAllLabel })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it('says when no mail has failed (no table, no Send all again)', async () => {
    // The default answer: nothing failed.
    const { container } = renderPanel();
    expect(await screen.findByRole('region', { name: copy.emptyTitle })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: copy.emptyTitle })).toBeVisible();
    expect(screen.getByText(copy.count(0))).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: copy.retryAllLabel })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when the list cannot be loaded (the reason) and tries again on request', async () => {
    server.use(respondWithError(outboxEndpoints.listFailedMail, 500));
    const user = userEvent.setup();
    const { container } = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(copy.loadFailed);
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expectNoAxeViolations(container);
    server.resetHandlers();
    server.use(...outboxHandlers());
    await user.click(within(alert).getByRole('button', { name: copy.retryLoadLabel }));
    await table();
    expect(subjects()).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages through many failed mails', async () => {
    server.use(...outboxHandlers({ mails: [...failedMails, ...moreFailedMails(22)] }));
    const user = userEvent.setup();
    renderPanel();
    await table();
    expect(subjects()).toHaveLength(20);
    expect(screen.getByText(copy.count(25))).toBeVisible();
    const pages = screen.getByRole('navigation', { name: copy.pagesLabel });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(subjects()).toHaveLength(5));
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(requests.some((r) => r.path === '/api/outbox/failed' && r.method === 'GET')).toBe(true);
  });
});
