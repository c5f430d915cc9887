import { ticketAttachmentType, type TicketAttachment } from '@orisun/api';
import { formatFileSize, type AttachmentListItem } from '@orisun/ui';

/** A desk message's files as the kit's download links: the sender's name as text, the type, the size, the server's name. */
export function ticketAttachmentItems(attachments: readonly TicketAttachment[]): AttachmentListItem[] {
  return attachments.map((a) => ({
    id: a.id,
    name: a.name,
    href: a.url,
    downloadName: a.downloadName,
    fileType: ticketAttachmentType(a.kind).label,
    size: formatFileSize(a.bytes),
    image: a.kind !== 'pdf',
  }));
}
