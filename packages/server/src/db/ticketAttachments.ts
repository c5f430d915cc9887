import { asc, eq, inArray, max } from 'drizzle-orm';
import { ticketAttachmentType, type ClientTicketList, type TicketAttachment } from '@orisun/api';
import type { Queryable } from './index.ts';
import { ticketAttachments, tickets, type TicketAttachmentRow } from './schema.ts';
import { customerTickets } from './tickets.ts';

/*
 * The SQL of ticket attachments (`ticket_attachments`): the files are kept by storage/ticketAttachments.ts, which
 * calls these in the transaction of the message they came with.
 */

export type NewTicketAttachment = Omit<TicketAttachmentRow, 'id' | 'position'> & { id: string };

/**
 * Stores attachments of one message, numbered after the ticket's earlier ones (the caller holds the ticket's row
 * lock, or made the ticket in this transaction, so the numbers are its own; the unique index would refuse a clash).
 */
export async function insertTicketAttachments(tx: Queryable, ticketId: string, rows: readonly NewTicketAttachment[]): Promise<TicketAttachmentRow[]> {
  if (rows.length === 0) return [];
  const [last] = await tx.select({ position: max(ticketAttachments.position) }).from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticketId));
  const start = last?.position ?? 0;
  return tx
    .insert(ticketAttachments)
    .values(rows.map((row, index) => ({ ...row, ticketId, position: start + index + 1 })))
    .returning();
}

/** The attachments of the given tickets, in their order on each ticket. */
export async function attachmentsOfTickets(db: Queryable, ticketIds: readonly string[]): Promise<TicketAttachmentRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select()
    .from(ticketAttachments)
    .where(inArray(ticketAttachments.ticketId, [...ticketIds]))
    .orderBy(asc(ticketAttachments.ticketId), asc(ticketAttachments.position));
}

/** One attachment with what decides who may have it: its ticket's reference and customer address. */
export async function findTicketAttachment(db: Queryable, id: string) {
  const [row] = await db
    .select({ attachment: ticketAttachments, reference: tickets.reference, emailLower: tickets.emailLower })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .where(eq(ticketAttachments.id, id))
    .limit(1);
  return row;
}

/** The server-made download name (`ticket-<reference>-<n>.<ext>`), also the name the mails attach it under. */
export function ticketAttachmentFilename(reference: string, position: number, kind: TicketAttachmentRow['kind']): string {
  const ref = reference.replace(/[^0-9A-Za-z-]/g, '');
  return `ticket-${ref}-${position}${ticketAttachmentType(kind).extension}`;
}

/** An attachment as the contract shows it (the sender's name as text; the link downloads it under the server's name). */
export function attachmentOf(row: TicketAttachmentRow, reference: string): TicketAttachment {
  return {
    id: row.id,
    name: row.originalName,
    kind: row.kind,
    bytes: row.bytes,
    downloadName: ticketAttachmentFilename(reference, row.position, row.kind),
    url: `/api/ticket-attachments/${row.id}`,
  };
}

interface WithEntries {
  id: string;
  reference: string;
  attachments?: TicketAttachment[] | undefined;
  responses: { id: string; attachments?: TicketAttachment[] | undefined }[];
  clientReplies: { id: string; attachments?: TicketAttachment[] | undefined }[];
  notes?: { id: string; attachments?: TicketAttachment[] | undefined }[];
}

/**
 * Puts each ticket's attachments under the message they came with (the first message's on the ticket itself), as
 * staff and the ticket's customer see them. One query for all the tickets.
 */
export async function withTicketAttachments<T extends WithEntries>(db: Queryable, list: T[]): Promise<T[]> {
  const rows = await attachmentsOfTickets(
    db,
    list.map((t) => t.id),
  );
  if (rows.length === 0) return list;
  return list.map((ticket) => {
    const own = rows.filter((r) => r.ticketId === ticket.id);
    if (own.length === 0) return ticket;
    const of = (messageId: string | null) => own.filter((r) => r.messageId === messageId).map((r) => attachmentOf(r, ticket.reference));
    const entries = <E extends { id: string }>(list: E[]) => list.map((e) => ({ ...e, attachments: of(e.id) }));
    return {
      ...ticket,
      attachments: of(null),
      responses: entries(ticket.responses),
      clientReplies: entries(ticket.clientReplies),
      ...(ticket.notes ? { notes: entries(ticket.notes) } : {}),
    };
  });
}

/**
 * What a customer's session sees (`POST /api/client-tickets`, and `/dashboard` rendered for it): every ticket of the
 * address with its attachments, or only the ticket of a session the support form limited (`ticketId`).
 */
export async function customerTicketList(db: Queryable, customer: { email: string; ticketId: string | null }): Promise<ClientTicketList> {
  const { email, ticketId } = customer;
  return { email, tickets: await withTicketAttachments(db, await customerTickets(db, email, ticketId)), limited: ticketId !== null };
}
