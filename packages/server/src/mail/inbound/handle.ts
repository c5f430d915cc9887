import { supportRequestSchema, type TicketUrgency } from '@orisun/api';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { claimInboundMail, inboundMailProcessedAt, lockTicketByReplyToken, settleInboundMail } from '../../db/inbound.ts';
import type { TicketRow } from '../../db/schema.ts';
import { addCustomerReply, openCustomerTicket } from '../ticketWrites.ts';
import type { InboundMail } from './parse.ts';

/** What became of one mail. `duplicate`: it had been processed before (by this server or another), at `processedAt`. */
export type InboundOutcome =
  | { outcome: 'reply'; ticket: TicketRow }
  | { outcome: 'ticket'; ticket: TicketRow; reason: string }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'duplicate'; processedAt: Date };

/** The support form's default urgency (medium): a mail has no urgency field. */
const defaultUrgency: TicketUrgency = supportRequestSchema.shape.urgency.parse(undefined);

export type InboundConfig = Pick<Config, 'mailTo' | 'mailFrom' | 'publicUrl' | 'imap'>;

/**
 * Turns one read mail into what it means for the desk, in ONE transaction with its `inbound_mail` record:
 *
 * - a mail whose reply token (Reply-To sub-address first, else In-Reply-To/References) names a ticket, sent from
 *   that ticket's address (any case): a customer reply on it, exactly as on the ticket page (mail/ticketWrites.ts:
 *   stored, audited, a resolved or waiting ticket opens again, the support mailbox is mailed);
 * - any other person's mail, a token of another address included: a new ticket of the sender, with the support
 *   form's mails (the reference and a sign-in link to the sender, the ticket to the support mailbox);
 * - an auto-reply, a bounce, our own mail, an unreadable one: recorded as ignored with the reason, nothing mailed.
 *
 * The record's unique key makes a mail count once, however many servers read the mailbox. Throws only when the
 * database fails; then nothing of it is stored, and the mail stays in the mailbox to be tried again.
 */
export async function handleInboundMail(db: Database, config: InboundConfig, mail: InboundMail, at: Date): Promise<InboundOutcome> {
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
      const updated = await addCustomerReply(tx, config, ticket, mail.text, at);
      await settleInboundMail(tx, claimed, 'reply', { ticketId: ticket.id });
      return { outcome: 'reply', ticket: updated };
    }
    const ticket = await openCustomerTicket(tx, config, { name: mail.fromName, email: mail.fromAddress, subject: mail.subject, message: mail.text, urgency: defaultUrgency }, at);
    await settleInboundMail(tx, claimed, 'ticket', { ticketId: ticket.id, reason });
    return { outcome: 'ticket', ticket, reason };
  });
}
