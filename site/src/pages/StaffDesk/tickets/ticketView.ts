import type { Ticket, TicketAttachment, TicketDetail } from '@orisun/api';
import type { AttachmentListItem, TicketCardData, TicketConversationEntry } from '@orisun/ui';
import { ticketAttachmentItems } from '../../../forms/ticketAttachmentItems.ts';
import { auditAction, auditActor, formatDuration } from '../../../content/staffDesk.ts';

/** A ticket of the list, or the same ticket with its notes and history (`GET /api/tickets/:id`). */
export type StaffTicket = Ticket | TicketDetail['ticket'];

const hasDetail = (ticket: StaffTicket): ticket is TicketDetail['ticket'] => 'events' in ticket;

/** A message's files as the card's download links (type and size; never loaded inline), or nothing. */
function attachmentsOf<K extends string>(attachments: readonly TicketAttachment[] | undefined, key: K): Partial<Record<K, AttachmentListItem[]>> {
  if (!attachments || attachments.length === 0) return {};
  const items = ticketAttachmentItems(attachments);
  return { [key]: items } as Partial<Record<K, AttachmentListItem[]>>;
}

/**
 * What the kit's TicketCard shows of a ticket: the customer's message, then staff responses, the
 * customer's replies and internal notes in time order (the card sorts them), and the audit trail once
 * the detail has arrived.
 */
export function ticketCardData(ticket: StaffTicket): TicketCardData {
  const entries = (kind: TicketConversationEntry['kind'], list: Ticket['responses']): TicketConversationEntry[] =>
    list.map((entry) => ({ id: entry.id, kind, author: entry.author, body: entry.message, at: entry.date, ...attachmentsOf(entry.attachments, 'attachments') }));
  return {
    id: ticket.id,
    reference: ticket.reference,
    subject: ticket.subject,
    customer: { name: ticket.customer, email: ticket.email },
    urgency: ticket.urgency,
    status: ticket.status,
    message: ticket.message,
    ...attachmentsOf(ticket.attachments, 'messageAttachments'),
    created: { at: ticket.createdAt },
    lastActivity: { at: ticket.lastActivityAt },
    assignedTo: ticket.assignedTo,
    assignee: ticket.assignee?.name ?? null,
    conversation: [
      ...entries('staff', ticket.responses),
      ...entries('customer', ticket.clientReplies),
      ...(hasDetail(ticket) ? entries('internal', ticket.notes) : []),
    ],
    ...(hasDetail(ticket)
      ? { audit: ticket.events.map((event) => ({ id: String(event.id), actor: auditActor(event, ticket.customer), action: auditAction(event), at: event.at })) }
      : {}),
  };
}

/** How long after it was opened the ticket got its first response, and was resolved (or undefined). */
export function ticketTimes(ticket: Ticket): { firstResponse: string | undefined; resolution: string | undefined } {
  const since = (at: string | null) => (at === null ? undefined : formatDuration(Date.parse(at) - Date.parse(ticket.createdAt)));
  return { firstResponse: since(ticket.firstResponseAt), resolution: ticket.status === 'resolved' ? since(ticket.resolvedAt) : undefined };
}
