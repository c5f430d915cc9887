/**
 * Copy of the customer ticket page (`/dashboard`, `/fr/dashboard`; docs/product.md §2.10 and §3.7): the sign-in form
 * (e-mail and ticket ID, or the one-time link of the mail), the customer's tickets with their conversation and reply
 * box, and the support contacts. The phone line, the support mailbox and the response promise are the company's facts
 * (`brand`). The words are the `customerTickets` messages (site/messages); the English ones are the spec's (401
 * 'Invalid email or ticket ID', 'Reply Successfully Sent', which the server's `ticketMessages` say too).
 */
import * as m from '#messages';
import type { TicketUrgency } from '@orisun/api';
import { intlLocales, locale, localeHref } from '../i18n/index.ts';
import { brand } from './brand.ts';
import { rateLimitedMessage, waitDuration } from './forms.ts';

const { withinHours, highUrgencyAverageHours: urgentHours } = brand.supportResponse;

/** How a moment of a ticket reads: `23 Nov 2026, 09:15` (French `23 nov. 2026, 09:15`), in West Africa Time (the offices' zone), whatever the browser's. */
export const ticketTimeZone = 'Africa/Lagos';
const timeFormat = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: ticketTimeZone });
export function formatTicketTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

const statusWords: Record<string, () => string> = {
  open: () => m.customerTickets_statusOpen(),
  'in-progress': () => m.customerTickets_statusInProgress(),
  'waiting-for-response': () => m.customerTickets_statusWaiting(),
  resolved: () => m.customerTickets_statusResolved(),
};

/**
 * A status as the badge says it in this page's language; a status the desk added later as stored, hyphens as spaces
 * (as the kit's `formatTicketStatus`, which this copy does not import: it would bring the app kit into the page).
 */
export function ticketStatusWords(status: string | null | undefined): string {
  const text = status?.trim();
  if (!text) return m.customerTickets_statusPending();
  return statusWords[text]?.() ?? text.replace(/-/g, ' ');
}

const urgencyWords: Record<TicketUrgency, () => string> = {
  low: () => m.customerTickets_urgencyLow(),
  medium: () => m.customerTickets_urgencyMedium(),
  high: () => m.customerTickets_urgencyHigh(),
};

/** An urgency as the badge says it ("High urgency", "Urgence élevée"). */
export const ticketUrgencyWords = (urgency: TicketUrgency): string => (urgencyWords[urgency] ?? urgencyWords.medium)();

const wait = (retryAfterSeconds: number | undefined) => (retryAfterSeconds === undefined ? m.forms_aFewMinutes() : waitDuration(retryAfterSeconds));

export const ticketPage = {
  /** While the page finds out whether the visitor is signed in (or signs them in with the mail's link). */
  pending: {
    heading: m.customerTickets_trackHeading(),
    status: m.customerTickets_pendingStatus(),
  },
  /** Without JavaScript the page cannot sign in: the support line and mailbox still work. */
  noScript: m.customerTickets_noScript({ phone: brand.phone.display, email: brand.mailboxes.support }),
  signIn: {
    heading: m.customerTickets_trackHeading(),
    intro: m.customerTickets_signInIntro(),
    formHeading: m.customerTickets_formHeading(),
    formHint: m.customerTickets_formHint(),
    email: { label: m.customerTickets_emailLabel() },
    ticketId: { label: m.customerTickets_ticketIdLabel(), placeholder: 'ORI-XXXX-XXXX-XXXX-XXXX' },
    submitLabel: m.customerTickets_submitLabel(),
    submittingLabel: m.customerTickets_submittingLabel(),
    /** The success toast (docs/product.md §2.10). */
    authenticated: m.customerTickets_authenticated(),
    newTicket: m.customerTickets_newTicket(),
    newTicketLabel: m.customerTickets_newTicketLabel(),
    newTicketHref: localeHref('/support'),
  },
  /** Why signing in did not work (docs/product.md §2.10), shown as an alert above the form. */
  signInError: {
    title: m.customerTickets_signInErrorTitle(),
    /** 401: the server's words, kept identical. */
    invalid: m.customerTickets_invalid(),
    /** Another refusal without a sentence of its own (a broken answer, a 5xx without one). */
    server: m.customerTickets_serverError(),
    /** No answer at all. */
    unreachable: m.customerTickets_unreachable(),
    unreachableDetail: m.customerTickets_unreachableDetail(),
    rateLimited: (retryAfterSeconds: number | undefined) => m.customerTickets_rateLimited({ wait: wait(retryAfterSeconds) }),
    /** The mail's one-time link was used already, or is older than 7 days. */
    linkExpired: m.customerTickets_linkExpired(),
  },
  signedIn: {
    heading: m.customerTickets_signedInHeading(),
    signedInAs: m.customerTickets_signedInAs(),
    logOutLabel: m.customerTickets_logOutLabel(),
    loggingOutLabel: m.customerTickets_loggingOutLabel(),
    logOutFailed: m.customerTickets_logOutFailed(),
    listLabel: m.customerTickets_listLabel(),
    count: (n: number) => (n === 1 ? m.customerTickets_countOne({ count: n }) : m.customerTickets_countMany({ count: n })),
    empty: {
      title: m.customerTickets_emptyTitle(),
      description: m.customerTickets_emptyDescription(),
      actionLabel: m.customerTickets_newTicketLabel(),
      actionHref: localeHref('/support'),
    },
  },
  /**
   * 'Track your Ticket' right after the support form: a session limited to the ticket just written (docs/adr/0009).
   * The other tickets of the address need the full sign-in.
   */
  limited: {
    heading: m.customerTickets_limitedHeading(),
    note: m.customerTickets_limitedNote(),
    othersHeading: m.customerTickets_othersHeading(),
    othersBody: (email: string) => m.customerTickets_othersBody({ email }),
    showSignInLabel: m.customerTickets_showSignInLabel(),
    formHeading: m.customerTickets_showSignInLabel(),
  },
  /** The list could not be read (docs/product.md §2.10). */
  listError: {
    title: m.customerTickets_listErrorTitle(),
    body: m.customerTickets_listErrorBody(),
    retryLabel: m.forms_errorRetryLabel(),
  },
  ticket: {
    reference: m.customerTickets_reference(),
    opened: m.customerTickets_opened(),
    message: m.customerTickets_message(),
    conversation: m.customerTickets_conversation(),
    noConversation: m.customerTickets_noConversation({ withinHours, urgentHours }),
    /** Who wrote an entry, besides the name. */
    staff: m.customerTickets_staff(),
    customer: m.customerTickets_customer(),
  },
  reply: {
    label: m.customerTickets_replyLabel(),
    hint: m.customerTickets_replyHint(),
    /** The form's name among the page's others: the label and the ticket's subject. */
    formName: (subject: string) => m.customerTickets_replyFormName({ subject }),
    submitLabel: m.customerTickets_sendReply(),
    sendingLabel: m.customerTickets_sending(),
    /** docs/product.md §2.10. */
    sent: m.customerTickets_sent(),
    failed: m.customerTickets_failed(),
    rateLimited: (retryAfterSeconds: number | undefined) => rateLimitedMessage(m.customerTickets_replies(), retryAfterSeconds),
    kept: m.customerTickets_kept(),
    attachments: {
      label: m.support_attachmentsLabel(),
      hint: m.support_attachmentsHint(),
      choose: m.support_attachmentsChoose(),
      empty: m.support_attachmentsEmpty(),
    },
  },
  contacts: {
    heading: m.customerTickets_contactsHeading(),
    body: m.customerTickets_contactsBody({ withinHours }),
    phoneLabel: m.customerTickets_phoneLabel(),
    emailLabel: m.customerTickets_supportEmailLabel(),
    phone: brand.phone,
    email: brand.mailboxes.support,
  },
} as const;

export type TicketPageCopy = typeof ticketPage;
