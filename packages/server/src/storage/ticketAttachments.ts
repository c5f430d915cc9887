import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  ticketAttachmentFieldName,
  ticketAttachmentMessages,
  ticketAttachmentUploadProblem,
  type FieldIssue,
  type TicketAttachmentType,
} from '@orisun/api';
import type { Queryable } from '../db/index.ts';
import type { MailAttachmentRef } from '../db/schema.ts';
import { insertTicketAttachments, ticketAttachmentFilename } from '../db/ticketAttachments.ts';
import { detectAttachmentType } from './attachments.ts';
import { displayFilename, keepUpload, receivePartialUpload, removeUpload, type PartialUpload, type ReceivedFile } from './uploads.ts';

/** Where ticket attachments are kept, under `DATA_DIR/uploads/`. */
export const ticketAttachmentsFolder = 'tickets';

/** A received file whose content was checked: it may be kept. */
export interface CheckedAttachment {
  partial: PartialUpload;
  /** The sender's name, made safe to show. */
  name: string;
  type: TicketAttachmentType;
}

/**
 * Looks inside each received file: an image (PNG, JPEG, WebP, GIF) or a PDF of 1 byte to 5 MB passes; anything else is
 * the issues on the field `attachments` (the caller answers 400 and keeps nothing).
 */
export async function checkAttachments(files: readonly ReceivedFile[]): Promise<{ checked: CheckedAttachment[]; issues: FieldIssue[] }> {
  const checked: CheckedAttachment[] = [];
  const issues: FieldIssue[] = [];
  for (const file of files) {
    const name = displayFilename(file.filename, 'attachment');
    const problem = ticketAttachmentUploadProblem({ name, size: file.partial.bytes, type: '' });
    const type = problem ? undefined : await detectAttachmentType(file.partial.path);
    if (problem || !type) issues.push({ path: ticketAttachmentFieldName, message: ticketAttachmentMessages.ofFile(name, problem ?? ticketAttachmentMessages.content) });
    else checked.push({ partial: file.partial, name, type });
  }
  return { checked, issues };
}

/** A file that is already in memory (a mail's attachment), written to the partial folder to be checked like an upload. */
export async function receiveBuffer(dataDir: string, content: Buffer, filename: string | undefined): Promise<ReceivedFile> {
  return { partial: await receivePartialUpload(dataDir, Readable.from([content])), filename };
}

/** Checked files to keep with a message, and where: `kept` collects the stored files (to delete should the transaction fail). */
export interface AttachmentsToKeep {
  dataDir: string;
  files: readonly CheckedAttachment[];
  kept?: string[];
}

/** Deletes the files a failed transaction had kept. */
export async function removeKept(kept: readonly string[]): Promise<void> {
  await Promise.all(kept.map((file) => removeUpload(file)));
}

/** `keepTicketAttachments` for a message's `AttachmentsToKeep` (none: nothing). */
export function keepAttachmentsOf(tx: Queryable, ticket: { id: string; reference: string }, messageId: string | null, attachments: AttachmentsToKeep | undefined, at: Date) {
  if (!attachments || attachments.files.length === 0) return Promise.resolve([]);
  return keepTicketAttachments(tx, attachments.dataDir, ticket, messageId, attachments.files, at, attachments.kept);
}

/**
 * Keeps checked attachments of one message, in the caller's transaction: each file moved to
 * `DATA_DIR/uploads/tickets/<uuid><ext>`, its row written. Answers them as the message's mail attaches them (path,
 * server-made name, type). Should the rows fail, the moved files are deleted (no file without its row).
 */
export async function keepTicketAttachments(
  tx: Queryable,
  dataDir: string,
  ticket: { id: string; reference: string },
  messageId: string | null,
  files: readonly CheckedAttachment[],
  at: Date,
  keptFiles: string[] = [],
): Promise<MailAttachmentRef[]> {
  if (files.length === 0) return [];
  const kept: { id: string; path: string; file: CheckedAttachment }[] = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const stored = await keepUpload(dataDir, file.partial, ticketAttachmentsFolder, id, file.type.extension);
      kept.push({ id, path: stored, file });
      keptFiles.push(path.join(dataDir, stored));
    }
    const rows = await insertTicketAttachments(
      tx,
      ticket.id,
      kept.map(({ id, path: stored, file }) => ({
        id,
        ticketId: ticket.id,
        messageId,
        kind: file.type.kind,
        bytes: file.partial.bytes,
        path: stored,
        originalName: file.name,
        createdAt: at,
      })),
    );
    return rows.map((row) => ({
      filename: ticketAttachmentFilename(ticket.reference, row.position, row.kind),
      path: row.path,
      contentType: kept.find((k) => k.id === row.id)!.file.type.mimeType,
    }));
  } catch (error) {
    await Promise.all(kept.map((k) => removeUpload(path.join(dataDir, k.path))));
    throw error;
  }
}
