import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, ticketMessages } from '@orisun/api';
import { handlers, mockEndpoint, respondWith, respondWithError, ticketFixtures } from '@orisun/api/mocks';
import { ticketPage } from '../../site/src/content/customerTickets.ts';
import CustomerTicketsPage from '../../site/src/pages/CustomerTickets/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/CustomerTickets',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: CustomerTicketsPage, path: '/dashboard' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story's answers: these first, every other endpoint its default (a story's `msw.handlers` replace the preview's). */
const answering = (...overrides: typeof handlers) => ({ msw: { handlers: [...overrides, ...handlers] } });

/** The page's code (react-hook-form, zod, the API client) and the answers may take seconds under load. */
const loaded = { timeout: 15_000 };

const [invoices, passwordReset] = ticketFixtures.client.tickets;

/** No customer session: `POST /api/client-tickets` answers `{ email: null, tickets: [] }` (a 200). */
const noSession = respondWith(endpoints.clientTickets, ticketFixtures.clientSignedOut);

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const toasts = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('region', { name: /Notifications/ }));

/** Signed out: Email, Ticket ID and 'View Ticket', and the support line and mailbox. */
export const SignedOut: Story = {
  parameters: answering(noSession),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const form = await page.findByRole('form', { name: ticketPage.signIn.formHeading }, loaded);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(ticketPage.signIn.heading);
    await expect(within(form).getByRole('textbox', { name: /^Email/ })).toBeRequired();
    await expect(within(form).getByRole('textbox', { name: /^Ticket ID/ })).toBeRequired();
    await expect(within(form).getByRole('button', { name: 'View Ticket' })).toBeEnabled();
    await expect(page.getByRole('link', { name: ticketPage.contacts.phone.display })).toHaveAttribute('href', `tel:${ticketPage.contacts.phone.e164}`);
    await expect(page.getByRole('link', { name: ticketPage.contacts.email })).toHaveAttribute('href', `mailto:${ticketPage.contacts.email}`);
  },
};

/** A wrong ticket ID (401): 'Invalid email or ticket ID' above the form; what was typed stays. */
export const SignInFailure: Story = {
  parameters: answering(noSession, respondWithError(endpoints.ticketAuth, 401, { error: ticketMessages.invalidCredentials })),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /^Email/ }, loaded), 'chiamaka@example.com');
    await userEvent.type(page.getByRole('textbox', { name: /^Ticket ID/ }), 'ORI-0000-0000-0000-0000');
    await userEvent.click(page.getByRole('button', { name: 'View Ticket' }));
    await expect(await page.findByRole('alert', {}, loaded)).toHaveTextContent('Invalid email or ticket ID');
    await expect(page.getByRole('textbox', { name: /^Ticket ID/ })).toHaveValue('ORI-0000-0000-0000-0000');
    await expect(page.queryByRole('heading', { name: ticketPage.signedIn.heading })).toBeNull();
  },
};

/** The server's session in this story: signed out until 'View Ticket' succeeds. */
const session = { signedIn: false };

/** Signing in: 'Authenticated Successfully', then the tickets. */
export const SignIn: Story = {
  beforeEach: () => {
    session.signedIn = false;
  },
  parameters: answering(
    mockEndpoint(endpoints.clientTickets, () =>
      HttpResponse.json(session.signedIn ? ticketFixtures.client : ticketFixtures.clientSignedOut),
    ),
    mockEndpoint(endpoints.ticketAuth, () => {
      session.signedIn = true;
      return HttpResponse.json(ticketFixtures.signedIn);
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /^Email/ }, loaded), 'chiamaka@example.com');
    await userEvent.type(page.getByRole('textbox', { name: /^Ticket ID/ }), invoices!.reference);
    await userEvent.click(page.getByRole('button', { name: 'View Ticket' }));
    await waitFor(() => expect(toasts(canvasElement).getByText('Authenticated Successfully')).toBeVisible(), loaded);
    const heading = await page.findByRole('heading', { level: 1, name: ticketPage.signedIn.heading }, loaded);
    await waitFor(() => expect(heading).toHaveFocus());
    // The tickets' code (CustomerTicket.tsx, a chunk of its own) comes once signed in.
    await expect(await page.findAllByRole('article', {}, loaded)).toHaveLength(2);
  },
};

/**
 * Signed in (a session cookie): 'Your Support Tickets', the address and 'Log out', then each ticket with
 * its status and urgency, the customer's message, the conversation (staff responses and the customer's
 * replies, who wrote and when, oldest first) and a reply box.
 */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: ticketPage.signedIn.heading }, loaded)).toBeVisible();
    await expect(page.getByText(ticketFixtures.client.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeEnabled();
    const ticket = within(await page.findByRole('article', { name: invoices!.subject }, loaded));
    await expect(ticket.getByText(`Ticket ${invoices!.reference}`)).toBeVisible();
    await expect(ticket.getByText('in progress')).toBeVisible();
    await expect(ticket.getByText('High urgency')).toBeVisible();
    await expect(ticket.getByText('23 Nov 2026, 09:15')).toBeVisible();
    const entries = ticket.getAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent(`Tunde Bakare${ticketPage.ticket.staff}23 Nov 2026, 10:40`);
    await expect(entries[1]).toHaveTextContent(`Chiamaka Eze${ticketPage.ticket.customer}24 Nov 2026, 11:02`);
    await expect(ticket.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
    const resolved = within(page.getByRole('article', { name: passwordReset!.subject }));
    await expect(resolved.getByText('resolved')).toBeVisible();
    await expect(page.getByRole('link', { name: ticketPage.contacts.email })).toBeVisible();
  },
};

/**
 * 'Track your Ticket' right after the support form: a session limited to the ticket just written. That ticket at
 * once, to read and answer; the address's other tickets behind 'Sign in to see all your tickets'.
 */
export const LimitedToNewTicket: Story = {
  parameters: answering(respondWith(endpoints.clientTickets, ticketFixtures.clientLimited)),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: ticketPage.limited.heading }, loaded)).toBeVisible();
    await expect(await page.findAllByRole('article', {}, loaded)).toHaveLength(1);
    await expect(page.getByText(ticketPage.limited.note)).toBeVisible();
    await expect(page.queryByRole('form', { name: ticketPage.signIn.formHeading })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: ticketPage.limited.showSignInLabel }));
    const form = await page.findByRole('form', { name: ticketPage.limited.formHeading });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  },
};

/** A reply: Send Reply waits for text (blank is refused), then 'Reply Successfully Sent' and an empty box. */
export const ReplySent: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const ticket = within(await page.findByRole('article', { name: invoices!.subject }, loaded));
    const box = ticket.getByRole('textbox', { name: /^Reply to the support team/ });
    const send = ticket.getByRole('button', { name: 'Send Reply' });
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'It works again, thank you!');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(toasts(canvasElement).getByText('Reply Successfully Sent')).toBeVisible(), loaded);
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(send).toBeDisabled();
  },
};

/** The reply failed: 'Error sending reply', and the text stays in the box. */
export const ReplyFailure: Story = {
  parameters: answering(respondWithError(endpoints.clientReply, 500)),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const ticket = within(await page.findByRole('article', { name: passwordReset!.subject }, loaded));
    const box = ticket.getByRole('textbox', { name: /^Reply to the support team/ });
    await userEvent.type(box, 'The mail still does not arrive.');
    await userEvent.click(ticket.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toasts(canvasElement).getByText('Error sending reply')).toBeVisible(), loaded);
    await expect(box).toHaveValue('The mail still does not arrive.');
  },
};

/** Signed in with no ticket: the empty state offers the support form. */
export const Empty: Story = {
  parameters: answering(respondWith(endpoints.clientTickets, ticketFixtures.clientEmpty)),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: ticketPage.signedIn.empty.title }, loaded)).toBeVisible();
    await expect(page.getByRole('link', { name: ticketPage.signedIn.empty.actionLabel })).toHaveAttribute('href', '/support');
    await expect(page.queryByRole('article')).toBeNull();
  },
};

/** The list could not be read: 'Error fetching tickets' with 'Try again'. */
export const ListError: Story = {
  parameters: answering(respondWithError(endpoints.clientTickets, 500)),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert', {}, loaded);
    await expect(alert).toHaveTextContent('Error fetching tickets');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Opened from the mail's one-time link: signed in without typing. */
export const FromMailLink: Story = {
  args: { path: '/dashboard?link=one-time-secret' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: ticketPage.signedIn.heading }, loaded)).toBeVisible();
    await waitFor(() => expect(toasts(canvasElement).getByText('Authenticated Successfully')).toBeVisible(), loaded);
  },
};

/** A used or expired link: it says so, above the sign-in form. */
export const ExpiredMailLink: Story = {
  args: { path: '/dashboard?link=used-already' },
  parameters: answering(noSession, respondWithError(endpoints.ticketAuthLink, 401, { error: ticketMessages.invalidLink })),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('alert', {}, loaded)).toHaveTextContent(ticketPage.signInError.linkExpired);
    await expect(page.getByRole('form', { name: ticketPage.signIn.formHeading })).toBeVisible();
  },
};

/** The limited session's ticket with files: the first message's and a response's, as download links (no image loaded). */
const withAttachments = {
  ...ticketFixtures.clientLimited,
  tickets: ticketFixtures.clientLimited.tickets.map((ticket) => ({
    ...ticket,
    attachments: [
      { id: '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b2c', name: 'invoice-march.pdf', kind: 'pdf' as const, bytes: 245_760, downloadName: `ticket-${ticket.reference}-1.pdf`, url: '/api/ticket-attachments/0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b2c' },
    ],
    responses: ticket.responses.map((response, index) =>
      index === 0
        ? { ...response, attachments: [{ id: '1c8b4d2f-3a5e-4f6b-9c7d-8e9f0a1b2c3d', name: 'fixed-settings.png', kind: 'png' as const, bytes: 1_572_864, downloadName: `ticket-${ticket.reference}-2.png`, url: '/api/ticket-attachments/1c8b4d2f-3a5e-4f6b-9c7d-8e9f0a1b2c3d' }] }
        : response,
    ),
  })),
};

/** Files on a ticket show as download links with type and size; a reply takes files too, listed with a remove button. */
export const WithAttachments: Story = {
  parameters: answering(respondWith(endpoints.clientTickets, withAttachments)),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const ticket = within((await page.findAllByRole('article', {}, loaded))[0]!);
    const pdfLink = ticket.getByRole('link', { name: /invoice-march\.pdf \(PDF, 240 KB\)/ });
    await expect(pdfLink).toHaveAttribute('href', '/api/ticket-attachments/0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b2c');
    await expect(pdfLink).toHaveAttribute('download', expect.stringMatching(/^ticket-ORI-.*-1\.pdf$/));
    if (withAttachments.tickets[0]!.responses.length > 0) await expect(ticket.getByRole('link', { name: /fixed-settings\.png \(PNG image, 1\.5 MB\)/ })).toBeVisible();
    await expect(canvasElement.querySelector('article img')).toBeNull();

    const input = ticket.getByLabelText(/^Attachments \(optional\)/);
    await userEvent.upload(input, new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' }));
    await expect(ticket.getByText('receipt.png')).toBeVisible();
    await userEvent.type(ticket.getByRole('textbox', { name: /^Reply to the support team/ }), 'Here is the receipt.');
    await userEvent.click(ticket.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toasts(canvasElement).getByText('Reply Successfully Sent')).toBeVisible(), loaded);
    await waitFor(() => expect(ticket.queryByText('receipt.png')).toBeNull());
  },
};
