/**
 * Copy of the customer ticket page (`/dashboard`, docs/product.md §2.10 and §3.7): the sign-in form
 * (e-mail and ticket ID, or the one-time link of the mail), the customer's tickets with their
 * conversation and reply box, and the support contacts. The phone line, the support mailbox and the
 * response promise are the company's facts (`brand`). The server's own sentences (401 'Invalid email
 * or ticket ID', 'Reply Successfully Sent') are `ticketMessages` of `@orisun/api`.
 */
import { brand } from './brand.ts';
import { waitDuration } from './forms.ts';

const { withinHours, highUrgencyAverageHours } = brand.supportResponse;

/** How a moment of a ticket reads: `23 Nov 2026, 09:15`, in West Africa Time (the offices' zone), whatever the browser's. */
export const ticketTimeZone = 'Africa/Lagos';
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: ticketTimeZone });
export function formatTicketTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

export const ticketPage = {
  /** While the page finds out whether the visitor is signed in (or signs them in with the mail's link). */
  pending: {
    heading: 'Track your Ticket',
    status: 'Opening your tickets…',
  },
  /** Without JavaScript the page cannot sign in: the support line and mailbox still work. */
  noScript: `This page needs JavaScript to show your tickets. You can still reach support by phone (${brand.phone.display}) or e-mail (${brand.mailboxes.support}).`,
  signIn: {
    heading: 'Track your Ticket',
    intro: 'Sign in with the e-mail address you wrote from and your ticket ID to read our answers and reply.',
    formHeading: 'View your ticket',
    formHint: 'Your ticket ID starts with ORI-. It is in the e-mail we sent when you opened the ticket.',
    email: { label: 'Email' },
    ticketId: { label: 'Ticket ID', placeholder: 'ORI-XXXX-XXXX-XXXX-XXXX' },
    submitLabel: 'View Ticket',
    submittingLabel: 'Checking...',
    /** The success toast (docs/product.md §2.10). */
    authenticated: 'Authenticated Successfully',
    newTicket: 'No ticket yet?',
    newTicketLabel: 'Contact Support',
    newTicketHref: '/support',
  },
  /** Why signing in did not work (docs/product.md §2.10), shown as an alert above the form. */
  signInError: {
    title: 'You are not signed in',
    /** 401: the server's words, kept identical. */
    invalid: 'Invalid email or ticket ID',
    /** Another refusal without a sentence of its own (a broken answer, a 5xx without one). */
    server: 'Server error',
    /** No answer at all. */
    unreachable: 'Authentication failed',
    unreachableDetail: 'We could not reach our server. Check your connection and try again.',
    rateLimited: (retryAfterSeconds: number | undefined) =>
      `Too many sign-in attempts. Please wait ${retryAfterSeconds === undefined ? 'a few minutes' : waitDuration(retryAfterSeconds)} and try again.`,
    /** The mail's one-time link was used already, or is older than 7 days. */
    linkExpired: 'This sign-in link has expired or was used already. Sign in with your e-mail address and ticket ID: they are in the e-mail we sent you.',
  },
  signedIn: {
    heading: 'Your Support Tickets',
    signedInAs: 'Signed in as',
    logOutLabel: 'Log out',
    loggingOutLabel: 'Logging out...',
    logOutFailed: 'Could not log out. Please try again.',
    listLabel: 'Your tickets',
    count: (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}, most recent activity first.`,
    empty: {
      title: 'No tickets yet',
      description: 'There is no ticket for this e-mail address any more. Need help with something new?',
      actionLabel: 'Contact Support',
      actionHref: '/support',
    },
  },
  /**
   * 'Track your Ticket' right after the support form: a session limited to the ticket just written (docs/adr/0009).
   * The other tickets of the address need the full sign-in.
   */
  limited: {
    heading: 'Your Support Ticket',
    note: 'You are seeing the ticket you just wrote.',
    othersHeading: 'Your other tickets',
    othersBody: (email: string) =>
      `To see every ticket of ${email}, sign in with your e-mail address and a ticket ID, or open the link in the e-mail we sent you.`,
    showSignInLabel: 'Sign in to see all your tickets',
    formHeading: 'Sign in to see all your tickets',
  },
  /** The list could not be read (docs/product.md §2.10). */
  listError: {
    title: 'Error fetching tickets',
    body: 'We could not load your tickets. Please try again in a moment.',
    retryLabel: 'Try again',
  },
  ticket: {
    reference: 'Ticket',
    opened: 'Opened',
    message: 'Your message',
    conversation: 'Conversation',
    noConversation: `No answer yet. We answer within ${withinHours} hours, and in about ${highUrgencyAverageHours} hours on average for high urgency.`,
    /** Who wrote an entry, besides the name. */
    staff: 'Support team',
    customer: 'Your reply',
  },
  reply: {
    label: 'Reply to the support team',
    hint: 'We e-mail the support team, and answer here and by e-mail.',
    submitLabel: 'Send Reply',
    sendingLabel: 'Sending...',
    /** docs/product.md §2.10. */
    sent: 'Reply Successfully Sent',
    failed: 'Error sending reply',
    rateLimited: (retryAfterSeconds: number | undefined) =>
      `You have sent several replies in a short time. Please wait ${retryAfterSeconds === undefined ? 'a few minutes' : waitDuration(retryAfterSeconds)} before trying again.`,
    kept: 'Your reply is still in the box.',
    attachments: {
      label: 'Attachments (optional)',
      hint: 'Screenshots or PDFs: up to 3 files of 5 MB each.',
      choose: 'Add files',
      empty: 'No files chosen',
    },
  },
  contacts: {
    heading: 'Need to talk to someone?',
    body: `Call or e-mail our support team with your ticket ID. We answer within ${withinHours} hours.`,
    phoneLabel: 'Support line',
    emailLabel: 'Support e-mail',
    phone: brand.phone,
    email: brand.mailboxes.support,
  },
} as const;

export type TicketPageCopy = typeof ticketPage;
