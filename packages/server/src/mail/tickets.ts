import { randomBytes } from 'node:crypto';
import { company } from '@orisun/api/company';
import { customerTicketPagePath } from '@orisun/api/routing';
import type { Config } from '../config.ts';
import type { MailAttachmentRef, TicketRow } from '../db/schema.ts';
import { officeTime } from './officeTime.ts';
import type { NewMail } from '../db/outbox.ts';
import { submissionMail } from './submission.ts';
import { ticketCustomerWords, type TicketCustomerWords } from './ticketCustomerWords.ts';

type MailConfig = Pick<Config, 'mailTo' | 'publicUrl' | 'imap'>;

/** What a customer wrote, with the files that came with it (stored; the mail reads them when it is sent). */
export interface WrittenWithFiles {
  message: string;
  at: Date;
  attachments?: readonly MailAttachmentRef[] | undefined;
}

/** The lines under a message that name its attached files (the mail carries them as attachments). */
function attachedLines(attachments: readonly MailAttachmentRef[] | undefined, words: Pick<TicketCustomerWords, 'attached'> = ticketCustomerWords.en): string {
  if (!attachments || attachments.length === 0) return '';
  return ['', '', words.attached(attachments.length), ...attachments.map((a) => `- ${a.filename}`)].join('\n');
}

/** The mail's attachments, read from DATA_DIR at send time (the outbox keeps only their paths). */
const withAttachments = (attachments: readonly MailAttachmentRef[] | undefined) =>
  attachments && attachments.length > 0 ? { attachments: [...attachments] } : {};

/** An address field's parts: `Helpdesk <help@orisun.example>` -> name `Helpdesk`, local `help`, domain `orisun.example`. */
export function mailboxParts(mailbox: string): { name: string | undefined; local: string; domain: string } {
  const angled = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(mailbox);
  const address = (angled ? angled[2]! : mailbox).trim();
  const at = address.lastIndexOf('@');
  const name = angled?.[1]?.replace(/^"|"$/g, '').trim();
  return { name: name === '' ? undefined : name, local: address.slice(0, at), domain: address.slice(at + 1).toLowerCase() };
}

/**
 * Where a customer's answer to a ticket mail goes. With the mail reader on (`IMAP_URL`): the support mailbox with the
 * ticket's reply token as a sub-address, `Helpdesk <help+<token>@orisun.example>`, which the mailbox receives (plus
 * addressing) and the reader reads the ticket from (mail/inbound/). Without it: the support mailbox itself, since a
 * provider without plus addressing would bounce the sub-address and no one would read it anyway.
 */
export function ticketReplyTo(config: MailConfig, ticket: Pick<TicketRow, 'replyToken'>): string {
  if (!config.imap) return config.mailTo.support;
  const { name, local, domain } = mailboxParts(config.mailTo.support);
  const address = `${local.split('+')[0]}+${ticket.replyToken}@${domain}`;
  return name ? `${name} <${address}>` : address;
}

/**
 * A new Message-ID for a mail to the customer about `ticket`: `<ticket.<reply token>.<random>@<support domain>>`. A
 * mail client answering it names it in `In-Reply-To` and `References`, which is the reader's second way to the ticket
 * (when the customer answers to another address than the Reply-To).
 */
export function ticketMessageId(config: Pick<Config, 'mailTo'>, ticket: Pick<TicketRow, 'replyToken'>): string {
  return `<ticket.${ticket.replyToken}.${randomBytes(6).toString('hex')}@${mailboxParts(config.mailTo.support).domain}>`;
}

/**
 * The fields every mail to the customer about a ticket has: Reply-To and Message-ID; `automatic` ones (made by the
 * desk itself, not written by a person) also say `Auto-Submitted: auto-generated` (RFC 3834), so that an
 * out-of-office responder does not answer them.
 */
const toCustomer = (config: MailConfig, ticket: TicketRow, automatic: boolean) => ({
  to: ticket.email,
  replyTo: ticketReplyTo(config, ticket),
  messageId: ticketMessageId(config, ticket),
  ...(automatic ? { headers: { 'Auto-Submitted': 'auto-generated' } as const } : {}),
});

/** The customer ticket page in the ticket's language (`/fr/dashboard` for a French ticket). */
const ticketPageUrl = (config: Pick<Config, 'publicUrl'>, ticket: Pick<TicketRow, 'language'>) => `${config.publicUrl}${customerTicketPagePath(ticket.language)}`;

/** The one-time sign-in link of the customer ticket page, in the ticket's language. */
const signInLinkUrl = (config: Pick<Config, 'publicUrl'>, secret: string, ticket: Pick<TicketRow, 'language'>) => `${ticketPageUrl(config, ticket)}?link=${encodeURIComponent(secret)}`;

/** The words of a mail to the ticket's customer: in the language the ticket was opened in. */
const wordsOf = (ticket: Pick<TicketRow, 'language'>) => ticketCustomerWords[ticket.language];

const signInLines = (config: MailConfig, ticket: TicketRow, secret: string) => [
  wordsOf(ticket).signInOnce,
  signInLinkUrl(config, secret, ticket),
  '',
  wordsOf(ticket).signInLater(ticketPageUrl(config, ticket), ticket.reference),
];

const signatureOf = (ticket: TicketRow) => ['', wordsOf(ticket).signature, `${company.mailboxes.support} · ${company.phone.display}`];

/** To the customer after the support form (a new ticket, or a follow-up on one) or staff's New Ticket. */
export function ticketReceivedMail(config: MailConfig, ticket: TicketRow, written: { subject: string; message: string }, secret: string, followUp: boolean): NewMail {
  const words = wordsOf(ticket);
  return {
    kind: 'ticket-received',
    ...toCustomer(config, ticket, true),
    subject: `[${ticket.reference}] ${words.about(followUp ? words.followUpSubject : words.receivedSubject, ticket.subject)}`,
    text: [
      words.hello(ticket.customerName),
      '',
      followUp ? words.followUp(ticket.reference) : words.received(ticket.reference),
      '',
      words.subjectLine(written.subject),
      words.youWrote,
      written.message,
      '',
      ...signInLines(config, ticket, secret),
      ...signatureOf(ticket),
    ].join('\n'),
  };
}

/** To the support mailbox: a ticket or a customer's follow-up; a reply answers the customer. */
export function ticketToSupportMail(config: MailConfig, ticket: TicketRow, written: WrittenWithFiles, followUp: boolean): NewMail {
  return submissionMail({
    kind: followUp ? 'ticket-reply-to-support' : 'ticket-to-support',
    to: config.mailTo.support,
    sender: { name: ticket.customerName, email: ticket.email },
    subject: `[${ticket.reference}] ${followUp ? 'Customer reply' : `New ticket (${ticket.urgency})`}: ${ticket.subject}`,
    intro: followUp ? `The customer wrote again on ticket ${ticket.reference}.` : 'A customer sent a support request.',
    fields: [
      ['Ticket', ticket.reference],
      ['Subject', ticket.subject],
      ['Urgency', ticket.urgency],
      ['Status', ticket.status],
    ],
    row: { id: ticket.id, createdAt: written.at },
    body: { label: 'Message:', text: written.message + attachedLines(written.attachments) },
    closing: `Answer on the staff dashboard (${config.publicUrl}/admin/dashboard) so the customer sees it on their ticket page.`,
    ...withAttachments(written.attachments),
  });
}

/** To the customer: a staff response, under the author's name and with their signature when they keep one. */
export function ticketResponseMail(
  config: MailConfig,
  ticket: TicketRow,
  response: { author: string; message: string; signature?: string; at: Date; attachments?: readonly MailAttachmentRef[] | undefined },
): NewMail {
  const words = wordsOf(ticket);
  return {
    kind: 'ticket-response',
    ...toCustomer(config, ticket, false),
    subject: `[${ticket.reference}] ${words.about(words.responseSubject, ticket.subject)}`,
    text: [
      words.hello(ticket.customerName),
      '',
      words.answered(response.author, ticket.reference, response.at),
      '',
      response.message + attachedLines(response.attachments, words),
      ...(response.signature ? ['', response.signature] : []),
      '',
      (config.imap ? words.answerByMail : words.answerOnPage)(ticketPageUrl(config, ticket), ticket.reference),
      ...signatureOf(ticket),
    ].join('\n'),
    ...withAttachments(response.attachments),
  };
}

/** To the customer: the ticket was resolved. */
export function ticketResolvedMail(config: MailConfig, ticket: TicketRow): NewMail {
  const words = wordsOf(ticket);
  return {
    kind: 'ticket-resolved',
    ...toCustomer(config, ticket, true),
    subject: `[${ticket.reference}] ${words.about(words.resolvedSubject, ticket.subject)}`,
    text: [
      words.hello(ticket.customerName),
      '',
      words.resolved(ticket.reference),
      ticketPageUrl(config, ticket),
      ...signatureOf(ticket),
    ].join('\n'),
  };
}

/** The address of a ticket on the staff desk (the workspace's `?ticket=`), for the desk's mails to staff. */
const deskTicketUrl = (config: Pick<Config, 'publicUrl'>, ticket: Pick<TicketRow, 'reference'>) =>
  `${config.publicUrl}/admin/dashboard?view=mine&ticket=${encodeURIComponent(ticket.reference)}`;

/** To a staff member: a colleague assigned them a ticket (they may turn this off in Your profile). */
export function ticketAssignedMail(config: MailConfig, ticket: TicketRow, to: { name: string; email: string }, by: string): NewMail {
  return {
    kind: 'ticket-assigned',
    to: to.email,
    replyTo: config.mailTo.support,
    subject: `[${ticket.reference}] Assigned to you: ${ticket.subject}`,
    text: [
      `Hello ${to.name},`,
      '',
      `${by} assigned you the ticket ${ticket.reference} (${ticket.urgency} urgency) from ${ticket.customerName}:`,
      '',
      ticket.subject,
      '',
      `Open it on the desk: ${deskTicketUrl(config, ticket)}`,
      '',
      'You get this mail because a ticket was assigned to you; turn it off under Your profile on the desk.',
    ].join('\n'),
  };
}

/** To a staff member: the customer of a ticket assigned to them replied (they may turn this off in Your profile). */
export function ticketCustomerReplyToAssigneeMail(config: MailConfig, ticket: TicketRow, to: { name: string; email: string }, written: WrittenWithFiles): NewMail {
  return {
    kind: 'ticket-reply-to-assignee',
    to: to.email,
    replyTo: config.mailTo.support,
    subject: `[${ticket.reference}] ${ticket.customerName} replied: ${ticket.subject}`,
    text: [
      `Hello ${to.name},`,
      '',
      `${ticket.customerName} replied on ${officeTime(written.at)} to your ticket ${ticket.reference}:`,
      '',
      written.message + attachedLines(written.attachments),
      '',
      `Answer on the desk: ${deskTicketUrl(config, ticket)}`,
      '',
      "You get this mail because the ticket is assigned to you; turn it off under Your profile on the desk.",
    ].join('\n'),
    ...withAttachments(written.attachments),
  };
}
