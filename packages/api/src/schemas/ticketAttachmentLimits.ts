/** Largest attachment accepted: 5 MB (5,242,880 bytes, exactly this many is fine). */
export const ticketAttachmentMaxBytes = 5 * 1024 * 1024;

/** Most attachments on one message. */
export const ticketAttachmentMaxFiles = 3;
