// The kinds of ticket attachment (issue 22), plain data without zod: pages that only list attachments (the customer's
// tickets) use them, and the schemas in ticketAttachments.ts build on them.

/**
 * The kinds of attachment accepted, by content, with the extension of the name they are downloaded under and the
 * MIME type they are served and mailed as.
 */
export const ticketAttachmentTypes = [
  { kind: 'pdf', extension: '.pdf', mimeType: 'application/pdf', label: 'PDF' },
  { kind: 'png', extension: '.png', mimeType: 'image/png', label: 'PNG image' },
  { kind: 'jpeg', extension: '.jpg', mimeType: 'image/jpeg', label: 'JPEG image' },
  { kind: 'webp', extension: '.webp', mimeType: 'image/webp', label: 'WebP image' },
  { kind: 'gif', extension: '.gif', mimeType: 'image/gif', label: 'GIF image' },
] as const;
export type TicketAttachmentType = (typeof ticketAttachmentTypes)[number];
export type TicketAttachmentKind = TicketAttachmentType['kind'];
export const ticketAttachmentKinds = ticketAttachmentTypes.map((t) => t.kind) as [TicketAttachmentKind, ...TicketAttachmentKind[]];

/** The type of a kind (its label, extension and MIME type). */
export function ticketAttachmentType(kind: TicketAttachmentKind): TicketAttachmentType {
  return ticketAttachmentTypes.find((t) => t.kind === kind)!;
}
