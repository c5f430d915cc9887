import { statusAfterCustomerReply, ticketStatusChange } from '@orisun/api';
import type { Config } from '../config.ts';
import type { Transaction } from '../db/index.ts';
import { enqueueMail } from '../db/outbox.ts';
import type { TicketRow } from '../db/schema.ts';
import { addTicketEntry, addTicketEvent, createSignInLink, insertTicket, updateTicket, type NewTicket, type TicketActor } from '../db/tickets.ts';
import { findAccount } from '../db/staff.ts';
import { keepAttachmentsOf, type AttachmentsToKeep } from '../storage/ticketAttachments.ts';
import { ticketCustomerReplyToAssigneeMail, ticketReceivedMail, ticketToSupportMail } from './tickets.ts';

/*
 * What a customer does to the desk, in the caller's transaction: open a ticket, or reply on one. The support form and
 * the ticket page (routes/tickets.ts) and the mail reader (mail/inbound/) call the same two functions, so a reply by
 * e-mail is stored, audited, reopens and is mailed exactly like a reply on the ticket page. It sits in mail/ (above
 * db/, which never imports mail) because each write also queues the desk's mail.
 */

type DeskConfig = Pick<Config, 'mailTo' | 'publicUrl' | 'imap'>;

/**
 * A customer's reply on `ticket` (locked by the caller): the `reply` entry and event, the status rule of
 * `statusAfterCustomerReply` (a `waiting-for-response` or `resolved` ticket opens again), and the mail to the support
 * mailbox. `files` (checked) are kept with the reply and attached to those mails. Returns the ticket as updated.
 */
export async function addCustomerReply(
  tx: Transaction,
  config: DeskConfig,
  ticket: TicketRow,
  message: string,
  at: Date,
  files?: AttachmentsToKeep,
): Promise<TicketRow> {
  const actor: TicketActor = { kind: 'customer', name: ticket.customerName };
  const entry = await addTicketEntry(tx, ticket.id, 'reply', actor, message, at);
  const attachments = await keepAttachmentsOf(tx, ticket, entry.id, files, at);
  await addTicketEvent(tx, ticket.id, actor, 'reply', null, null, at);
  const to = statusAfterCustomerReply(ticket.status);
  if (to !== ticket.status) await addTicketEvent(tx, ticket.id, actor, 'status', ticket.status, to, at);
  const updated = await updateTicket(tx, ticket.id, { updatedAt: at, lastActivityAt: at, ...(to === ticket.status ? {} : ticketStatusChange(to, at)) });
  await enqueueMail(tx, ticketToSupportMail(config, updated, { message, at, attachments }, true));
  // The person working the ticket hears of it too, unless they turned that off.
  const assignee = updated.assignedStaffId ? await findAccount(tx, updated.assignedStaffId) : undefined;
  if (assignee && !assignee.disabled && assignee.notifyOnCustomerReply) {
    await enqueueMail(tx, ticketCustomerReplyToAssigneeMail(config, updated, assignee, { message, at, attachments }));
  }
  return updated;
}

/** What a customer sends to open a ticket (the support form's fields, or a mail's). */
export type CustomerRequest = NewTicket;

/**
 * A new ticket a customer opened (the support form, or a mail to the support mailbox): the ticket and its `created`
 * event, the customer's mail with the reference and a one-time sign-in link, and the support mailbox's mail.
 */
export async function openCustomerTicket(tx: Transaction, config: DeskConfig, request: CustomerRequest, at: Date, files?: AttachmentsToKeep): Promise<TicketRow> {
  const ticket = await insertTicket(tx, request, at, { kind: 'customer', name: request.name });
  const attachments = await keepAttachmentsOf(tx, ticket, null, files, at);
  const secret = await createSignInLink(tx, ticket.emailLower, at);
  await enqueueMail(tx, ticketReceivedMail(config, ticket, request, secret, false));
  await enqueueMail(tx, ticketToSupportMail(config, ticket, { message: request.message, at, attachments }, false));
  return ticket;
}
