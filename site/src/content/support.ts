/**
 * Copy of the Contact Support page (`/support`, docs/product.md §2.9, §3.7 and §5.8): the support form
 * (`POST /support-form`), its success and error views, and the side note with the support line.
 * The phone line, the support mailbox and the response promise are the company's facts
 * (`brand`, from `@orisun/api/company`), which the server's mail reads too.
 *
 * Only the page module imports this (the form gets its words as props), so the copy stays in the
 * page's own chunk. The customer ticket page has its words in `customerTickets.ts`.
 */
import type { TicketUrgency } from '@orisun/api';
import { brand } from './brand.ts';
import { mailtoWith, clipForEmail, offlineNotSent, rateLimitedMessage } from './forms.ts';

const { withinHours, highUrgencyAverageHours } = brand.supportResponse;

/** The support line and mailbox, as links. */
export const supportContacts = {
  phone: brand.phone,
  email: brand.mailboxes.support,
} as const;

export const supportHero = {
  eyebrow: 'Help Center',
  heading: 'Contact Support',
  intro: `Tell us what went wrong and we open a ticket for you. We answer within ${withinHours} hours, and in about ${highUrgencyAverageHours} hours on average when it is urgent.`,
} as const;

export const supportSection = {
  heading: 'Open a support ticket',
} as const;

/** The urgency choices, in the form's order (default medium, docs/product.md §5.8). */
export const urgencyOptions: readonly { value: TicketUrgency; label: string; description: string }[] = [
  { value: 'low', label: 'Low', description: 'A question, or something that can wait' },
  { value: 'medium', label: 'Medium', description: 'Something does not work as it should' },
  { value: 'high', label: 'High', description: 'Your business is stopped by it' },
];

/** The support form, its success view and its error view. */
export const supportForm = {
  heading: 'Submit a support request',
  description: 'All fields are required. We e-mail you the ticket ID and a link to follow your ticket.',
  fields: {
    name: { label: 'Full name' },
    email: { label: 'E-mail' },
    subject: { label: 'Subject', hint: 'A few words: "Invoices show the wrong currency".' },
    urgency: { label: 'Urgency', hint: `High-urgency tickets get an answer in about ${highUrgencyAverageHours} hours on average.` },
    message: { label: 'Detailed description', hint: 'What happened, what you expected, and the steps that lead to it.' },
    attachments: { label: 'Attachments (optional)', hint: 'Screenshots or PDFs: up to 3 files of 5 MB each.', choose: 'Add files', empty: 'No files chosen' },
    /** The honeypot: hidden from people and screen readers, so only robots fill it. */
    honeypot: { label: 'Leave this field empty' },
  },
  submitLabel: 'Submit Request',
  submittingLabel: 'Submitting...',
  /** With JavaScript off: the form cannot send; the support line and mailbox always work. */
  noScript: `Sending this form needs JavaScript. You can still reach support by phone (${brand.phone.display}) or e-mail (${brand.mailboxes.support}).`,
  success: {
    title: 'Request Submitted!',
    referenceLabel: 'Your ticket ID',
    copyLabel: 'Copy ticket ID',
    copied: 'Ticket ID copied.',
    copyFailed: 'Copying did not work here: select the ticket ID and copy it.',
    /** Where the reference and the sign-in link went. */
    mailed: (email: string) =>
      `We have e-mailed it to ${email}, with a link to your ticket page. Keep it: with your e-mail address it opens your ticket.`,
    /** The response promise for the urgency chosen (docs/product.md §5.10). */
    promise: (urgency: TicketUrgency) =>
      urgency === 'high'
        ? `We answer high-urgency tickets in about ${highUrgencyAverageHours} hours on average.`
        : `We answer within ${withinHours} hours.`,
    trackLabel: 'Track your Ticket',
    trackHref: '/dashboard',
    anotherLabel: 'Submit Another Request',
  },
  error: {
    title: 'Something went wrong!',
    body: 'Please try again or contact us directly.',
    /** A second line for the failures that have more to say. */
    unreachable: offlineNotSent,
    rateLimited: (retryAfterSeconds: number | undefined) => rateLimitedMessage('requests', retryAfterSeconds),
    kept: 'What you wrote is still in the form.',
    retryLabel: 'Try again',
    callLabel: `Call ${brand.phone.display}`,
    emailLabel: `E-mail ${brand.mailboxes.support}`,
  },
  /** The e-mail fallback of the error view: the request, ready to send. */
  emailHref: (request: { name: string; email: string; subject: string; message: string; urgency: TicketUrgency }) =>
    mailtoWith(
      brand.mailboxes.support,
      `Support request (${request.urgency} urgency): ${request.subject}`,
      `${clipForEmail(request.message)}\n\n${request.name}\n${request.email}\n`,
    ),
} as const;

export type SupportFormCopy = typeof supportForm;

/** The side note: how else to reach support, and how fast we answer. */
export const supportNote = {
  heading: 'Other ways to reach us',
  phoneLabel: 'Support line',
  emailLabel: 'Support e-mail',
  hours: `Every request is answered within ${withinHours} hours; high-urgency ones in about ${highUrgencyAverageHours} hours on average.`,
  trackHeading: 'Already have a ticket?',
  trackBody: 'Sign in with your e-mail address and ticket ID to read our answers and reply.',
  trackLabel: 'Track your Ticket',
  trackHref: '/dashboard',
} as const;
