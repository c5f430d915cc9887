import { desc, eq } from 'drizzle-orm';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Queryable } from './index.ts';
import { inboundMail, tickets, type InboundMailOutcome, type TicketRow } from './schema.ts';

/*
 * The mail reader's SQL (mail/inbound/): the record of each mail taken from the support mailbox, the ticket a reply
 * token names, and the language of a sender's latest ticket.
 */

/**
 * Records a mail as processed, in the transaction that handles it: true when this transaction is the first to take it,
 * false when it was processed before (or by another server, whose transaction this one waits for at the unique index).
 * Written as `ignored` first; `settleInboundMail` says what became of it before the transaction ends.
 */
export async function claimInboundMail(tx: Queryable, mail: { messageKey: string; fromAddress: string; subject: string }, at: Date): Promise<number | undefined> {
  const [row] = await tx
    .insert(inboundMail)
    .values({ messageKey: mail.messageKey, fromAddress: mail.fromAddress, subject: mail.subject, outcome: 'ignored', processedAt: at })
    .onConflictDoNothing({ target: inboundMail.messageKey })
    .returning({ id: inboundMail.id });
  return row?.id;
}

/** When a mail was processed (by this server or another), or undefined when it never was. */
export async function inboundMailProcessedAt(db: Queryable, messageKey: string): Promise<Date | undefined> {
  const [row] = await db.select({ processedAt: inboundMail.processedAt }).from(inboundMail).where(eq(inboundMail.messageKey, messageKey)).limit(1);
  return row?.processedAt;
}

/** What became of a claimed mail: a reply on or a new ticket, or ignored with the reason. */
export async function settleInboundMail(tx: Queryable, id: number, outcome: InboundMailOutcome, details: { reason?: string | undefined; ticketId?: string | undefined }): Promise<void> {
  await tx
    .update(inboundMail)
    .set({ outcome, reason: details.reason ?? null, ticketId: details.ticketId ?? null })
    .where(eq(inboundMail.id, id));
}

/** The ticket of a reply token, its row locked for the rest of the transaction. */
export async function lockTicketByReplyToken(tx: Queryable, replyToken: string): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.replyToken, replyToken)).for('update').limit(1);
  return row;
}

/** The language of the latest ticket opened for `emailLower` (the lower-cased address), or undefined when it has none. */
export async function latestTicketLanguage(db: Queryable, emailLower: string): Promise<SiteLanguage | undefined> {
  const [row] = await db
    .select({ language: tickets.language })
    .from(tickets)
    .where(eq(tickets.emailLower, emailLower))
    .orderBy(desc(tickets.createdAt))
    .limit(1);
  return row?.language;
}
