import { ticketAttachmentTypes, type TicketAttachmentType } from '@orisun/api';
import { fileTypeFromFile } from 'file-type';
import { uploadDownloadName } from './uploads.ts';

/**
 * The attachment type found in a stored file's content (magic bytes, via `file-type`, as for resumes), or `undefined`
 * when it is not a PDF or a PNG, JPEG, WebP or GIF image. The sender's name and MIME type are never consulted: an
 * SVG (script inside), an HTML page named `.png` or a `.pdf.exe` are refused.
 */
export async function detectAttachmentType(file: string): Promise<TicketAttachmentType | undefined> {
  const found = await fileTypeFromFile(file);
  return ticketAttachmentTypes.find((t) => t.mimeType === found?.mime);
}

/**
 * The name an attachment is downloaded and mailed under: made by the server from the ticket's reference, the
 * attachment's place on the ticket (1, 2, ...) and its type (`ticket-ORI-7K3M-9QXD-2HFA-0000-2.png`), never the
 * sender's file name.
 */
export function attachmentDownloadName(reference: string, n: number, type: TicketAttachmentType): string {
  return uploadDownloadName('ticket', `${reference}-${n}`, type.extension);
}
