import type { TicketAttachment } from '@orisun/api';
import { AttachmentList } from '@orisun/ui';
import { ticketAttachmentItems } from './ticketAttachmentItems.ts';

/**
 * The files of one desk message as download links (type and size; the sender's name shown as text, the file saved
 * under the server's `ticket-<reference>-<n>.<ext>`). Never loads an image inline. Nothing without files.
 */
export function TicketAttachmentLinks({ attachments, title }: { attachments: readonly TicketAttachment[] | undefined; title?: string }) {
  if (!attachments || attachments.length === 0) return null;
  return (
    <AttachmentList
      {...(title ? { title } : {})}
      items={ticketAttachmentItems(attachments)}
    />
  );
}
