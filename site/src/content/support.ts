/**
 * Copy of the Contact Support page (`/support`, `/fr/support`; docs/product.md §2.9, §3.7 and §5.8): the support form
 * (`POST /support-form`), its success and error views, and the side note with the support line. The phone line, the
 * support mailbox and the response promise are the company's facts (`brand`, from `@orisun/api/company`), which the
 * server's mail reads too. The words are the `support` messages (site/messages).
 *
 * Only the page module imports this (the form gets its words as props), so the copy stays in the
 * page's own chunk. The customer ticket page has its words in `customerTickets.ts`.
 */
import * as m from '#messages';
import type { TicketUrgency } from '@orisun/api';
import { localeHref } from '../i18n/index.ts';
import { brand } from './brand.ts';
import { mailtoWith, clipForEmail, offlineNotSent, rateLimitedMessage } from './forms.ts';

const { withinHours, highUrgencyAverageHours: urgentHours } = brand.supportResponse;

/** The support line and mailbox, as links. */
export const supportContacts = {
  phone: brand.phone,
  email: brand.mailboxes.support,
} as const;

export const supportHero = {
  eyebrow: m.support_heroEyebrow(),
  heading: m.support_heroHeading(),
  intro: m.support_heroIntro({ withinHours, urgentHours }),
} as const;

export const supportSection = {
  heading: m.support_sectionHeading(),
} as const;

/** The urgency choices, in the form's order (default medium, docs/product.md §5.8). */
export const urgencyOptions: readonly { value: TicketUrgency; label: string; description: string }[] = [
  { value: 'low', label: m.support_urgencyLow(), description: m.support_urgencyLowDescription() },
  { value: 'medium', label: m.support_urgencyMedium(), description: m.support_urgencyMediumDescription() },
  { value: 'high', label: m.support_urgencyHigh(), description: m.support_urgencyHighDescription() },
];

/** An urgency's name in this build's language ("high"; French "élevée"), for the e-mail fallback's subject. */
const urgencyName = (urgency: TicketUrgency) => (urgencyOptions.find((option) => option.value === urgency)?.label ?? urgency).toLowerCase();

/** The support form, its success view and its error view. */
export const supportForm = {
  heading: m.support_formHeading(),
  description: m.support_formDescription(),
  fields: {
    name: { label: m.support_nameLabel() },
    email: { label: m.support_emailLabel() },
    subject: { label: m.support_subjectLabel(), hint: m.support_subjectHint() },
    urgency: { label: m.support_urgencyLabel(), hint: m.support_urgencyHint({ urgentHours }) },
    message: { label: m.support_messageLabel(), hint: m.support_messageHint() },
    attachments: { label: m.support_attachmentsLabel(), hint: m.support_attachmentsHint(), choose: m.support_attachmentsChoose(), empty: m.support_attachmentsEmpty() },
    /** The honeypot: hidden from people and screen readers, so only robots fill it. */
    honeypot: { label: m.forms_honeypotLabel() },
  },
  submitLabel: m.support_submitLabel(),
  submittingLabel: m.support_submittingLabel(),
  /** With JavaScript off: the form cannot send; the support line and mailbox always work. */
  noScript: m.support_noScript({ phone: brand.phone.display, email: brand.mailboxes.support }),
  success: {
    title: m.support_successTitle(),
    referenceLabel: m.support_referenceLabel(),
    copyLabel: m.support_copyLabel(),
    copied: m.support_copied(),
    copyFailed: m.support_copyFailed(),
    /** Where the reference and the sign-in link went. */
    mailed: (email: string) => m.support_mailed({ email }),
    /** The response promise for the urgency chosen (docs/product.md §5.10). */
    promise: (urgency: TicketUrgency) => (urgency === 'high' ? m.support_promiseHigh({ urgentHours }) : m.support_promise({ withinHours })),
    trackLabel: m.support_trackLabel(),
    trackHref: localeHref('/dashboard'),
    anotherLabel: m.support_anotherLabel(),
  },
  error: {
    title: m.support_errorTitle(),
    body: m.support_errorBody(),
    /** A second line for the failures that have more to say. */
    unreachable: offlineNotSent,
    rateLimited: (retryAfterSeconds: number | undefined) => rateLimitedMessage(m.support_requests(), retryAfterSeconds),
    kept: m.support_errorKept(),
    retryLabel: m.support_retryLabel(),
    callLabel: m.support_callLabel({ phone: brand.phone.display }),
    emailLabel: m.support_errorEmailLabel({ email: brand.mailboxes.support }),
  },
  /** The e-mail fallback of the error view: the request, ready to send. */
  emailHref: (request: { name: string; email: string; subject: string; message: string; urgency: TicketUrgency }) =>
    mailtoWith(
      brand.mailboxes.support,
      m.support_emailSubject({ urgency: urgencyName(request.urgency), subject: request.subject }),
      `${clipForEmail(request.message)}\n\n${request.name}\n${request.email}\n`,
    ),
} as const;

export type SupportFormCopy = typeof supportForm;

/** The side note: how else to reach support, and how fast we answer. */
export const supportNote = {
  heading: m.support_noteHeading(),
  phoneLabel: m.support_notePhoneLabel(),
  emailLabel: m.support_noteEmailLabel(),
  hours: m.support_noteHours({ withinHours, urgentHours }),
  trackHeading: m.support_trackHeading(),
  trackBody: m.support_trackBody(),
  trackLabel: m.support_trackLabel(),
  trackHref: localeHref('/dashboard'),
} as const;
