import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, ticketMessages } from '@orisun/api';
import { mockEndpoint, respondWith, respondWithError, respondWithNetworkError, ticketFixtures } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { createQueryClient } from '../../api/queryClient.ts';
import { ticketPage } from '../../content/customerTickets.ts';
import { preloadIslands } from '../../islands/intent.tsx';
import CustomerTicketsPage from './index.tsx';

const { server, requests: received } = mockApi();

// The reply boxes' code (an island on intent) here before the first test, as the server's HTML of them is on a first
// visit: else the first test to look for a box races the import of react-hook-form and zod.
beforeAll(() => preloadIslands());

const [invoices, passwordReset] = ticketFixtures.client.tickets;
const signedOut = () => respondWith(endpoints.clientTickets, ticketFixtures.clientSignedOut);

/**
 * The server's customer session, as far as the page can tell: `/api/client-tickets` answers `email: null` until a
 * sign-in (with e-mail and ticket ID, or the mail's link) succeeds, and again after 'Log out'.
 */
function session({ list = ticketFixtures.client } = {}) {
  const state = { signedIn: false };
  server.use(
    mockEndpoint(endpoints.clientTickets, () =>
      HttpResponse.json(state.signedIn ? list : ticketFixtures.clientSignedOut),
    ),
    mockEndpoint(endpoints.ticketAuth, () => {
      state.signedIn = true;
      return HttpResponse.json(ticketFixtures.signedIn);
    }),
    mockEndpoint(endpoints.ticketSignOut, () => {
      state.signedIn = false;
      return HttpResponse.json({ message: ticketMessages.signedOut });
    }),
  );
  return state;
}

function renderPage(path = '/dashboard') {
  const router = createMemoryRouter([{ path: '/dashboard', Component: CustomerTicketsPage }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));
const calls = (path: string) => received.filter((r) => r.path === path);

type User = ReturnType<typeof userEvent.setup>;

async function signIn(user: User, email = 'chiamaka@example.com', ticketId = invoices!.reference) {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
  await user.type(screen.getByRole('textbox', { name: /^Ticket ID/ }), ticketId);
  await user.click(screen.getByRole('button', { name: 'View Ticket' }));
}

describe('customer ticket page (/dashboard)', { timeout: 20_000 }, () => {
  it('signed out: the sign-in form (Email, Ticket ID, View Ticket) and the support contacts; no axe violations', async () => {
    server.use(signedOut());
    const { container } = renderPage();
    const form = await screen.findByRole('form', { name: ticketPage.signIn.formHeading });
    expect(screen.getByRole('heading', { level: 1, name: ticketPage.signIn.heading })).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Ticket ID/ })).toBeRequired();
    expect(within(form).getByRole('button', { name: 'View Ticket' })).toBeEnabled();
    expect(screen.getByRole('link', { name: ticketPage.contacts.phone.display })).toHaveAttribute('href', `tel:${ticketPage.contacts.phone.e164}`);
    expect(screen.getByRole('link', { name: ticketPage.contacts.email })).toHaveAttribute('href', `mailto:${ticketPage.contacts.email}`);
    expect(screen.queryByRole('heading', { name: ticketPage.signedIn.heading })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('needs both e-mail and ticket ID: explained on the fields, nothing sent', async () => {
    server.use(signedOut());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Ticket' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your e-mail address.'));
    expect(screen.getByRole('textbox', { name: /^Ticket ID/ })).toHaveAccessibleDescription('Enter your ticket ID.');
    expect(email).toHaveFocus();
    await user.type(email, 'chiamaka@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Ticket ID/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'View Ticket' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Ticket ID/ })).toHaveFocus());
    expect(calls('/api/ticket-auth')).toEqual([]);
  });

  it("401: 'Invalid email or ticket ID' above the form, the button disabled while checking, what was typed kept", async () => {
    server.use(signedOut(), respondWithError(endpoints.ticketAuth, 401, { error: ticketMessages.invalidCredentials, delayMs: 200 }));
    const user = userEvent.setup();
    const { container } = renderPage();
    await signIn(user, 'chiamaka@example.com', 'ORI-0000-0000-0000-0000');
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or ticket ID');
    expect(calls('/api/ticket-auth')[0]?.body).toEqual({ email: 'chiamaka@example.com', ticketId: 'ORI-0000-0000-0000-0000' });
    expect(screen.getByRole('textbox', { name: /^Ticket ID/ })).toHaveValue('ORI-0000-0000-0000-0000');
    expect(screen.getByRole('button', { name: 'View Ticket' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['429', () => respondWithError(endpoints.ticketAuth, 429, { retryAfterSeconds: 900 }), 'Too many sign-in attempts. Please wait 15 minutes and try again.'],
    ['no answer', () => respondWithNetworkError(endpoints.ticketAuth), 'Authentication failed'],
    ['500 with a sentence', () => respondWithError(endpoints.ticketAuth, 500, { error: 'The ticket desk is closed for maintenance.' }), 'The ticket desk is closed for maintenance.'],
    ['a broken answer', () => mockEndpoint(endpoints.ticketAuth, () => HttpResponse.json({ nonsense: true })), 'Server error'],
  ])('a sign-in failure (%s) says why', async (_, handler, text) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(signedOut(), handler());
    const user = userEvent.setup();
    renderPage();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    log.mockRestore();
  });

  it("signs in: 'Authenticated Successfully', then 'Your Support Tickets' (focused) with the address and every ticket", async () => {
    session();
    const user = userEvent.setup();
    renderPage();
    await signIn(user, 'Chiamaka@Example.com', invoices!.reference.toLowerCase());
    await waitFor(() => expect(toasts().getByText('Authenticated Successfully')).toBeVisible());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your Support Tickets' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('chiamaka@example.com')).toBeVisible();
    // The tickets come in a chunk of their own, after the heading: wait for them (seconds on a busy CI machine).
    const list = await screen.findByRole('list', { name: ticketPage.signedIn.listLabel }, { timeout: 5000 });
    expect(within(list).getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([
      invoices!.subject,
      passwordReset!.subject,
    ]);
  });

  it('with a session cookie, shows the tickets at once: reference, status, urgency, en-GB WAT times and the thread in order', async () => {
    const { container } = renderPage();
    const ticket = await screen.findByRole('article', { name: invoices!.subject });
    expect(ticket).toHaveTextContent(`Ticket ${invoices!.reference}`);
    expect(within(ticket).getByText('in progress')).toHaveAttribute('data-status', 'in-progress');
    expect(within(ticket).getByText('High urgency')).toBeVisible();
    // 08:15 UTC is 09:15 in Lagos (WAT), whatever the browser's zone.
    expect(within(ticket).getByText('23 Nov 2026, 09:15')).toHaveAttribute('datetime', invoices!.createdAt);
    expect(ticket).toHaveTextContent(invoices!.message);
    const thread = within(ticket).getAllByRole('listitem');
    expect(thread.map((entry) => entry.textContent)).toEqual([
      `Tunde BakareSupport team23 Nov 2026, 10:40${invoices!.responses[0]!.message}`,
      `Chiamaka EzeYour reply24 Nov 2026, 11:02${invoices!.clientReplies[0]!.message}`,
    ]);
    const resolved = screen.getByRole('article', { name: passwordReset!.subject });
    expect(within(resolved).getByText('resolved')).toHaveAttribute('data-status', 'resolved');
    expect(within(resolved).getByRole('textbox', { name: /^Reply to the support team/ })).toBeVisible();
    expect(calls('/api/ticket-auth')).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("while the server is asked: the sign-in form, or 'Opening your tickets…' in a browser that last saw a session", async () => {
    const answers: (() => void)[] = [];
    const signedInNow = { value: true };
    server.use(
      mockEndpoint(endpoints.clientTickets, async () => {
        await new Promise<void>((resolve) => answers.push(resolve));
        return HttpResponse.json(signedInNow.value ? ticketFixtures.client : ticketFixtures.clientSignedOut);
      }),
    );
    // A browser that saw a session (the list, a sign-in, the support form): the pending view, then the tickets.
    localStorage.setItem('orisun:customer-session', '1');
    const first = renderPage();
    expect(await screen.findByText(ticketPage.pending.status, { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!();
    expect(await screen.findByRole('heading', { level: 1, name: ticketPage.signedIn.heading })).toBeVisible();
    first.unmount();

    // The session gone (the server says signed out): the hint is dropped, and the next visit shows the form at once.
    signedInNow.value = false;
    const second = renderPage();
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await waitFor(() => expect(localStorage.getItem('orisun:customer-session')).toBeNull());
    second.unmount();
    renderPage();
    expect(await screen.findByRole('textbox', { name: /^Email/ })).toBeVisible();
    expect(screen.queryByText(ticketPage.pending.status, { selector: '[aria-hidden]' })).toBeNull();
    await waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!();
  });

  it("a session limited to the ticket just written ('Track your Ticket'): that ticket at once, and the full sign-in for the others", async () => {
    const state = { full: false };
    server.use(
      mockEndpoint(endpoints.clientTickets, () => HttpResponse.json(state.full ? ticketFixtures.client : ticketFixtures.clientLimited)),
      mockEndpoint(endpoints.ticketAuth, () => {
        state.full = true;
        return HttpResponse.json(ticketFixtures.signedIn);
      }),
    );
    const user = userEvent.setup();
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: ticketPage.limited.heading })).toBeVisible();
    const list = screen.getByRole('list', { name: ticketPage.signedIn.listLabel });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText(ticketPage.limited.note)).toBeVisible();
    expect(screen.getByText(ticketPage.limited.othersBody('chiamaka@example.com'))).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: ticketPage.limited.showSignInLabel }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
    expect(screen.getByRole('form', { name: ticketPage.limited.formHeading })).toBeVisible();
    await signIn(user);
    const heading = await screen.findByRole('heading', { level: 1, name: ticketPage.signedIn.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(screen.getByRole('list', { name: ticketPage.signedIn.listLabel })).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: ticketPage.limited.showSignInLabel })).toBeNull();
  });

  it('a ticket with no answer yet says when to expect one; a waiting ticket shows its status', async () => {
    server.use(
      respondWith(endpoints.clientTickets, {
        email: 'ibrahim@example.com',
        tickets: [{ ...invoices!, status: 'waiting-for-response', responses: [], clientReplies: [] }],
        limited: false,
      }),
    );
    renderPage();
    const ticket = await screen.findByRole('article', { name: invoices!.subject });
    expect(within(ticket).getByText('waiting for response')).toHaveAttribute('data-status', 'waiting-for-response');
    expect(ticket).toHaveTextContent(ticketPage.ticket.noConversation);
    expect(screen.getByText('ibrahim@example.com')).toBeVisible();
  });

  it('an empty list says so and offers the support form', async () => {
    server.use(respondWith(endpoints.clientTickets, ticketFixtures.clientEmpty));
    renderPage();
    expect(await screen.findByRole('heading', { name: ticketPage.signedIn.empty.title })).toBeVisible();
    expect(screen.getByRole('link', { name: ticketPage.signedIn.empty.actionLabel })).toHaveAttribute('href', '/support');
  });

  it("'Error fetching tickets' when the list cannot be read, and 'Try again' reads it again", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.clientTickets, 500));
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching tickets');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: invoices!.subject })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });

  it("'Error fetching tickets' when the list's answer has no tickets (the call trusts the server, but the page does not break)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockEndpoint(endpoints.clientTickets, () => HttpResponse.json({ email: 'chiamaka@example.com' })));
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error fetching tickets');
    expect(screen.queryByText('chiamaka@example.com')).toBeNull();
    log.mockRestore();
  });

  it('refuses a blank reply (Send Reply disabled), sends one, empties the box and reads the list again', async () => {
    const user = userEvent.setup();
    renderPage();
    const ticket = await screen.findByRole('article', { name: invoices!.subject });
    const box = within(ticket).getByRole('textbox', { name: /^Reply to the support team/ });
    const send = within(ticket).getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}  ');
    expect(send).toBeDisabled();
    const listsBefore = calls('/api/client-tickets').length;

    await user.type(box, 'It works again, thank you!');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(toasts().getByText('Reply Successfully Sent')).toBeVisible());
    // As the shared schema sends it: trimmed.
    expect(calls('/api/client-reply')[0]?.body).toEqual({ id: invoices!.id, reply: 'It works again, thank you!' });
    expect(calls('/api/client-tickets').length).toBeGreaterThan(listsBefore);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(send).toBeDisabled();
  });

  it("a failed reply: 'Error sending reply', the text kept, the list read again", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.clientReply, 500));
    const user = userEvent.setup();
    renderPage();
    const ticket = await screen.findByRole('article', { name: passwordReset!.subject });
    const box = within(ticket).getByRole('textbox', { name: /^Reply to the support team/ });
    await user.type(box, 'The mail still does not arrive.');
    const listsBefore = calls('/api/client-tickets').length;
    await user.click(within(ticket).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toasts().getByText('Error sending reply')).toBeVisible());
    expect(box).toHaveValue('The mail still does not arrive.');
    await waitFor(() => expect(calls('/api/client-tickets').length).toBeGreaterThan(listsBefore));
    log.mockRestore();
  });

  it('Log out ends the session and brings back an empty sign-in form, focused', async () => {
    const state = session();
    state.signedIn = true;
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Ticket ID/ })).toHaveValue('');
    expect(calls('/api/ticket-auth/sign-out')).toHaveLength(1);
    expect(screen.queryByRole('article')).toBeNull();
    expect(state.signedIn).toBe(false);
  });

  describe('the one-time link of the mail (?link=)', () => {
    it('signs in without typing and takes the secret out of the address (replacing the history entry)', async () => {
      const { router } = renderPage('/dashboard?link=S3cr3t-link_value&utm_source=mail#top');
      expect(await screen.findByRole('heading', { level: 1, name: 'Your Support Tickets' })).toBeVisible();
      expect(calls('/api/ticket-auth/link')[0]?.body).toEqual({ link: 'S3cr3t-link_value' });
      expect(router.state.location.search).toBe('?utm_source=mail');
      expect(router.state.location.hash).toBe('#top');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(`${router.state.location.pathname}${router.state.location.search}`).not.toContain('S3cr3t');
      await waitFor(() => expect(toasts().getByText('Authenticated Successfully')).toBeVisible());
      // The list is read once the link has signed in, never before (no 401 flash of the form).
      expect(calls('/api/client-tickets')).toHaveLength(1);
      expect(calls('/api/ticket-auth/link')).toHaveLength(1);
    });

    it('an expired or used link says so above the sign-in form; the secret is gone from the address all the same', async () => {
      server.use(signedOut(), respondWithError(endpoints.ticketAuthLink, 401, { error: ticketMessages.invalidLink }));
      const { router } = renderPage('/dashboard?link=used-once');
      expect(await screen.findByRole('alert')).toHaveTextContent(ticketPage.signInError.linkExpired);
      expect(screen.getByRole('form', { name: ticketPage.signIn.formHeading })).toBeVisible();
      expect(router.state.location.search).toBe('');
      expect(router.state.historyAction).toBe('REPLACE');
    });
  });
});
