import { supportRequestSchema, ticketAttachmentMaxBytes, ticketAttachmentMaxFiles, ticketAttachmentMessages, type TicketUrgency } from '@orisun/api';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { addTicketEntry } from '../../db/tickets.ts';
import { checkAttachments, receiveBuffer, removeKept, type AttachmentsToKeep } from '../../storage/ticketAttachments.ts';
import { displayFilename, removeReceived, type ReceivedFile } from '../../storage/uploads.ts';
import { claimInboundMail, inboundMailProcessedAt, lockTicketByReplyToken, settleInboundMail } from '../../db/inbound.ts';
import type { TicketRow } from '../../db/schema.ts';
import { addCustomerReply, openCustomerTicket } from '../ticketWrites.ts';
import { languageOfMailTicket } from './language.ts';
import type { InboundMail } from './parse.ts';

/** What became of one mail. `duplicate`: it had been processed before (by this server or another), at `processedAt`. */
export type InboundOutcome =
  | { outcome: 'reply'; ticket: TicketRow }
  | { outcome: 'ticket'; ticket: TicketRow; reason: string }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'duplicate'; processedAt: Date };

/** The support form's default urgency (medium): a mail has no urgency field. */
const defaultUrgency: TicketUrgency = supportRequestSchema.shape.urgency.parse(undefined);

export type InboundConfig = Pick<Config, 'mailTo' | 'mailFrom' | 'publicUrl' | 'imap' | 'dataDir'>;

/**
 * Turns one read mail into what it means for the desk, in ONE transaction with its `inbound_mail` record:
 *
 * - a mail whose reply token (Reply-To sub-address first, else In-Reply-To/References) names a ticket, sent from
 *   that ticket's address (any case): a customer reply on it, exactly as on the ticket page (mail/ticketWrites.ts:
 *   stored, audited, a resolved or waiting ticket opens again, the support mailbox is mailed);
 * - any other person's mail, a token of another address included: a new ticket of the sender, with the support
 *   form's mails (the reference and a sign-in link to the sender, the ticket to the support mailbox), in the language
 *   the sender wrote in (`languageOfMailTicket`; a reply keeps its ticket's);
 * - an auto-reply, a bounce, our own mail, an unreadable one: recorded as ignored with the reason, nothing mailed.
 *
 * The record's unique key makes a mail count once, however many servers read the mailbox. Throws only when the
 * database fails; then nothing of it is stored, and the mail stays in the mailbox to be tried again.
 */
export async function handleInboundMail(db: Database, config: InboundConfig, mail: InboundMail, at: Date): Promise<InboundOutcome> {
  const files = mail.ignoreReason === undefined ? await mailAttachments(config.dataDir, mail) : { checked: [], dropped: [], received: [] };
  const kept: string[] = [];
  try {
    return await handleChecked(db, config, mail, at, { dataDir: config.dataDir, files: files.checked, kept }, files.dropped);
  } catch (error) {
    await removeKept(kept);
    throw error;
  } finally {
    await removeReceived(files.received);
  }
}

/**
 * The mail's files written to the partial folder and checked like the forms' attachments (images and PDFs of at most
 * 5 MB, by content, at most `ticketAttachmentMaxFiles`): those to keep, and a line for staff about each one dropped.
 */
async function mailAttachments(dataDir: string, mail: InboundMail) {
  const received: ReceivedFile[] = [];
  const dropped: string[] = [];
  for (const attachment of mail.attachments) {
    const name = displayFilename(attachment.filename, 'unnamed file');
    if (attachment.content.length > ticketAttachmentMaxBytes) dropped.push(`${name}: over 5 MB`);
    else received.push(await receiveBuffer(dataDir, attachment.content, attachment.filename));
  }
  const { checked, issues } = await checkAttachments(received);
  dropped.push(...issues.map((issue) => issue.message.replace(ticketAttachmentMessages.content, 'not an image or PDF')));
  for (const extra of checked.splice(ticketAttachmentMaxFiles)) dropped.push(`${extra.name}: more than ${ticketAttachmentMaxFiles} files`);
  return { checked, dropped, received };
}

/** The note staff see on a ticket when a mail's files were not kept (the whole mail stays in the processed folder). */
export function droppedAttachmentsNote(dropped: readonly string[]): string {
  return [
    `The customer's mail had ${dropped.length === 1 ? 'a file' : `${dropped.length} files`} the desk did not keep (only images and PDFs of at most 5 MB, ${ticketAttachmentMaxFiles} a message):`,
    ...dropped.map((line) => `- ${line}`),
    'The whole mail is in the support mailbox.',
  ].join('\n');
}

async function handleChecked(db: Database, config: InboundConfig, mail: InboundMail, at: Date, files: AttachmentsToKeep, dropped: readonly string[]): Promise<InboundOutcome> {
  /** Staff hear of the files that were not kept, in a note on the ticket (never shown or mailed to the customer). */
  const noteDropped = async (tx: Transaction, ticket: TicketRow) => {
    if (dropped.length === 0) return;
    await addTicketEntry(tx, ticket.id, 'note', { kind: 'customer', name: 'Mail reader' }, droppedAttachmentsNote(dropped), at);
  };
  return db.transaction(async (tx): Promise<InboundOutcome> => {
    const claimed = await claimInboundMail(tx, mail, at);
    if (claimed === undefined) return { outcome: 'duplicate', processedAt: (await inboundMailProcessedAt(tx, mail.messageKey)) ?? at };
    if (mail.ignoreReason !== undefined) {
      await settleInboundMail(tx, claimed, 'ignored', { reason: mail.ignoreReason });
      return { outcome: 'ignored', reason: mail.ignoreReason };
    }
    const senderLower = mail.fromAddress.toLowerCase();
    let reason = 'no reply token: a new request';
    for (const token of [...mail.recipientTokens, ...mail.referenceTokens]) {
      const ticket = await lockTicketByReplyToken(tx, token);
      if (!ticket) {
        reason = 'a reply token of no ticket: a new request';
        continue;
      }
      if (ticket.emailLower !== senderLower) {
        // Someone else answering (a forwarded mail, a colleague): their own ticket, never a write on another's.
        reason = 'a reply token of a ticket of another address: a new request of the sender';
        continue;
      }
      const updated = await addCustomerReply(tx, config, ticket, mail.text, at, files);
      await noteDropped(tx, updated);
      await settleInboundMail(tx, claimed, 'reply', { ticketId: ticket.id });
      return { outcome: 'reply', ticket: updated };
    }
    const language = await languageOfMailTicket(tx, mail);
    const request = { name: mail.fromName, email: mail.fromAddress, subject: mail.subject, message: mail.text, urgency: defaultUrgency, language };
    const ticket = await openCustomerTicket(tx, config, request, at, files);
    await noteDropped(tx, ticket);
    await settleInboundMail(tx, claimed, 'ticket', { ticketId: ticket.id, reason });
    return { outcome: 'ticket', ticket, reason };
  });
}
