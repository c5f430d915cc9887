import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FieldIssue } from '@orisun/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { receivePartialUpload, removeReceived, uploadsDirName, type ReceivedFile } from '../storage/uploads.ts';
import { attachmentDisposition } from './csv.ts';
import { HttpError } from './errors.ts';

/*
 * The multipart side of the forms that take files (a team application's resume, a ticket message's attachments): one
 * reader of the parts, and one way to send a stored upload back as a download.
 */

export type { ReceivedFile } from '../storage/uploads.ts';

export interface ReceivedMultipart {
  /** Text fields by name (the first value of each). */
  fields: Record<string, string>;
  /** The files of the file field, in the order they came. */
  files: ReceivedFile[];
  /** Problems found while reading (a field sent twice, a file in another field). */
  issues: FieldIssue[];
}

export interface MultipartFileFieldRule {
  /** The one file field kept; a file in any other field is read, dropped and an issue. */
  field: string;
  /** What a file in another field is told. */
  otherFile: string;
  /** The sentence of a 413 for a file over the parser's `fileSize`. */
  tooLarge: string;
  /** The sentence of a 413 for more files than the parser's `files`. */
  tooMany: string;
}

const malformedFormMessage = 'The form data is incomplete or malformed. Please send the form again.';

/** A parser error caused by what the client sent (not by the disk): busboy's messages for broken multipart data. */
function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    !('syscall' in error) &&
    /multipart|boundary|terminated early|malformed|unexpected end/i.test(error.message)
  );
}

/** The multipart parser's and busboy's errors, as the answers a form gives (413 and 400 on the file field). */
function asHttpError(error: unknown, rule: MultipartFileFieldRule): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, rule.tooLarge, [{ path: rule.field, message: rule.tooLarge }]);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, rule.tooMany, [{ path: rule.field, message: rule.tooMany }]);
  if (code === 'FST_INVALID_JSON_FIELD_ERROR' || (code === undefined && isMalformedMultipart(error))) {
    return new HttpError(400, malformedFormMessage);
  }
  return error;
}

/**
 * Reads a multipart request's parts in whatever order they come: text fields into memory (CRLF as LF, as in JSON
 * bodies), the files of `rule.field` streamed to partial files. The limits are the parser's (`@fastify/multipart`
 * registered with them); a file over `fileSize` or more files than `files` is a 413 on the field. On any failure the
 * partial files are deleted before the error goes on.
 */
export async function receiveMultipart(request: FastifyRequest, dataDir: string, rule: MultipartFileFieldRule): Promise<ReceivedMultipart> {
  const received: ReceivedMultipart = { fields: {}, files: [], issues: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== rule.field) {
          part.file.resume(); // read and drop it: only the one field's files are kept
          received.issues.push({ path: part.fieldname, message: rule.otherFile });
          continue;
        }
        const file: ReceivedFile = { partial: await receivePartialUpload(dataDir, part.file), filename: part.filename };
        received.files.push(file);
        if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      } else if (Object.hasOwn(received.fields, part.fieldname)) {
        received.issues.push({ path: part.fieldname, message: 'Send this field once.' });
      } else {
        // A value longer than `fieldSize` arrives cut (`valueTruncated`): still longer than any field allows.
        received.fields[part.fieldname] = typeof part.value === 'string' ? part.value.replace(/\r\n?/g, '\n') : '';
      }
    }
  } catch (error) {
    await removeReceived(received.files);
    throw asHttpError(error, rule);
  }
  return received;
}

export { removeReceived } from '../storage/uploads.ts';

/**
 * Sends a stored upload (`relativePath` under DATA_DIR/uploads, made by the server) as a download named
 * `downloadName` (made by the server too): `Content-Disposition: attachment`, `nosniff`, never cached, and a CSP
 * that runs and loads nothing should a browser open it anyway. A missing file is a 404 with `missing`.
 */
export async function sendStoredUpload(
  reply: FastifyReply,
  dataDir: string,
  relativePath: string,
  file: { mimeType: string; downloadName: string; missing: string },
): Promise<FastifyReply> {
  const uploadsDir = path.resolve(dataDir, uploadsDirName) + path.sep;
  const absolute = path.resolve(dataDir, relativePath);
  if (!absolute.startsWith(uploadsDir)) throw new Error('A stored upload path points outside the uploads folder');
  let bytes: number;
  try {
    bytes = (await stat(absolute)).size;
  } catch {
    reply.log.error({ path: relativePath }, 'a stored upload is missing');
    throw new HttpError(404, file.missing);
  }
  return reply
    .status(200)
    .header('content-type', file.mimeType)
    .header('content-length', bytes)
    .header('content-disposition', attachmentDisposition(file.downloadName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(createReadStream(absolute) as never);
}
