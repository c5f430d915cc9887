import { z } from '../zod.ts';
import { liveSentences } from '../messages/index.ts';
import type { FileLike } from './forms.ts';
import { ticketAttachmentKinds, ticketAttachmentTypes } from './ticketAttachmentTypes.ts';

/*
 * Attachments on tickets (issue 22): images and PDFs of at most 5 MB, up to three with a message, from the support
 * form, the customer's ticket page, staff responses and incoming mail. The server decides the type from the content
 * (magic bytes), as it does for resumes; the browser's type and the file's name are never trusted.
 */

/** The name of the multipart file field that carries a message's attachments (repeated, one part per file). */
export const ticketAttachmentFieldName = 'attachments';

// The limits, in a module of their own: the API's sentences name them (../messages).
import { ticketAttachmentMaxBytes, ticketAttachmentMaxFiles } from './ticketAttachmentLimits.ts';
export { ticketAttachmentMaxBytes, ticketAttachmentMaxFiles };

// The kinds accepted, in a module without zod: a page that only shows attachments carries no schema.
export { ticketAttachmentKinds, ticketAttachmentType, ticketAttachmentTypes, type TicketAttachmentKind, type TicketAttachmentType } from './ticketAttachmentTypes.ts';
/** The lowercased extension of a file name (`Shot.PNG` -> `.png`), or `''` (as the resume's `fileExtension`, kept apart so a page with attachments carries no resume rules). */
export function attachmentExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Extensions a person's file may have for the form to send it (the server still decides by content). */
const acceptedExtensions: readonly string[] = ['.pdf', '.png', '.jpg', '.jpeg', '.webp', '.gif'];

/** The `accept` attribute of the attachments' `<input type="file">`. */
export const ticketAttachmentAccept = [...acceptedExtensions, ...ticketAttachmentTypes.map((t) => t.mimeType)].join(',');

/** The sentences shown for an attachment problem (issue path `attachments`), by the forms and the server alike. */
export const ticketAttachmentMessages = liveSentences((m) => m.attachments);

/** What the server refuses in any attachment before looking at its content (size); `undefined` when it may be sent. */
export function ticketAttachmentUploadProblem(file: FileLike | null | undefined): string | undefined {
  if (!file) return undefined;
  if (file.size > ticketAttachmentMaxBytes) return ticketAttachmentMessages.tooLarge;
  if (file.size === 0) return ticketAttachmentMessages.empty;
  return undefined;
}

/** The form's check of one chosen file: a name of an accepted type, not empty, at most 5 MB. */
export function ticketAttachmentProblem(file: FileLike): string | undefined {
  if (!acceptedExtensions.includes(attachmentExtension(file.name))) return ticketAttachmentMessages.type;
  return ticketAttachmentUploadProblem(file);
}

/** The form's check of the chosen files together: the first problem, or `undefined`. */
export function ticketAttachmentsProblem(files: readonly FileLike[]): string | undefined {
  if (files.length > ticketAttachmentMaxFiles) return ticketAttachmentMessages.tooMany;
  for (const file of files) {
    const problem = ticketAttachmentProblem(file);
    if (problem) return ticketAttachmentMessages.ofFile(file.name, problem);
  }
  return undefined;
}

/**
 * One attachment as staff and the ticket's customer see it: `name` is the sender's file name, to show as text only;
 * `url` downloads it under `downloadName` (`ticket-<reference>-<n>.<ext>`, made by the server).
 */
export const ticketAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(ticketAttachmentKinds),
  bytes: z.int(),
  downloadName: z.string(),
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** `GET /api/ticket-attachments/:id`: the stored file as a download, not JSON. */
export const ticketAttachmentDocumentSchema = z.string().check(z.describe('application/octet-stream'));

/** `GET /api/ticket-attachments/:id`. */
export const ticketAttachmentParamsSchema = z.object({ id: z.uuid({ error: 'No such attachment.' }) });

/**
 * The file field of the desk's messages (the support form, a customer's reply, a staff response), sent when the JSON
 * body goes as multipart/form-data instead: up to three files of at most 5 MB, images or PDFs by their content.
 */
export const ticketAttachmentFiles = {
  [ticketAttachmentFieldName]: {
    maxBytes: ticketAttachmentMaxBytes,
    // Read when a request is refused: in its language.
    get tooLarge() {
      return ticketAttachmentMessages.tooLarge;
    },
    check: (file: FileLike | undefined) => ticketAttachmentUploadProblem(file),
  },
} as const;

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<Record<keyof FileLike, unknown>>;
  return typeof file.name === 'string' && typeof file.size === 'number' && typeof file.type === 'string';
}

/** The chosen files as a form value (`File`s), checked with `ticketAttachmentsProblem`: for react-hook-form's zod resolver. */
export const ticketAttachmentsFormSchema = z.optional(
  z.array(z.custom<File>(isFileLike, { error: () => ticketAttachmentMessages.type })).check(
    z.superRefine((files, context) => {
      const problem = ticketAttachmentsProblem(files);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
);

/** `1536` -> `1.5 KB`, `5242880` -> `5.0 MB`. */
export function formatAttachmentSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Appends each file to a form's `FormData` under the attachments field, with its name. */
export function appendTicketAttachments(form: FormData, files: readonly (Blob & { name?: string })[]): FormData {
  for (const file of files) {
    if (typeof file.name === 'string') form.append(ticketAttachmentFieldName, file, file.name);
    else form.append(ticketAttachmentFieldName, file);
  }
  return form;
}

/** A JSON-able body as multipart fields (each defined value as text), plus the files: for the endpoints that take either. */
export function ticketFormData(fields: Readonly<Record<string, string | undefined>>, files: readonly (Blob & { name?: string })[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return appendTicketAttachments(form, files);
}
