import {
  endpoints,
  said,
  ticketAttachmentFieldName,
  ticketAttachmentMaxBytes,
  ticketAttachmentMaxFiles,
  ticketAttachmentMessages,
  ticketAttachmentType,
} from '@orisun/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findTicketAttachment, ticketAttachmentFilename } from '../db/ticketAttachments.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { receiveMultipart, removeReceived, sendStoredUpload, type ReceivedFile } from '../http/uploads.ts';
import { checkAttachments, removeKept, type CheckedAttachment } from '../storage/ticketAttachments.ts';

/*
 * Attachments on the desk's messages (issue 22): the support form, a customer's reply and a staff response take their
 * JSON body's fields as multipart/form-data too, with up to three files in `attachments`; the files go to the partial
 * folder as they arrive (http/uploads.ts, the reader the team application's resume uses), are checked by content before
 * anything is written, and are kept with the message in its transaction (storage/ticketAttachments.ts). Whatever
 * happens, the partial files are deleted when the answer is sent.
 */

/**
 * The multipart parser's limits for these routes: at most three files of 5 MB each and a few text fields of at most
 * 20 KB (5,000 characters of 4-byte UTF-8), so a request is at most about 15.2 MB whatever it claims.
 */
export const ticketAttachmentMultipartLimits = {
  fileSize: ticketAttachmentMaxBytes,
  files: ticketAttachmentMaxFiles,
  fields: 10,
  fieldSize: 20 * 1024,
  parts: ticketAttachmentMaxFiles + 10,
  fieldNameSize: 100,
  headerPairs: 20,
} as const;

const fileRule = {
  field: ticketAttachmentFieldName,
  otherFile: `Attach files in the field ${ticketAttachmentFieldName} only.`,
  // Read when a request is refused: in its language.
  get tooLarge() {
    return ticketAttachmentMessages.tooLarge;
  },
  get tooMany() {
    return ticketAttachmentMessages.tooMany;
  },
};

const received = new WeakMap<FastifyRequest, ReceivedFile[]>();

/** The files a request brought (none for a JSON body). */
export function filesOf(request: FastifyRequest): readonly ReceivedFile[] {
  return received.get(request) ?? [];
}

/**
 * A `preValidation` hook: a multipart body is read here, its fields become the body the endpoint's schema then
 * validates (as for JSON), its files wait in the partial folder. A JSON body passes untouched.
 */
export function receiveTicketFiles(dataDir: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const { fields, files, issues } = await receiveMultipart(request, dataDir, fileRule);
    received.set(request, files);
    if (issues.length > 0) throw new HttpError(400, said().invalidRequest, issues);
    request.body = fields;
  };
}

/** The routes of the endpoints that take files (`files` in the contract); the others refuse multipart bodies with 415. */
const routesWithFiles = new Set(
  Object.values(endpoints)
    .filter((endpoint) => 'files' in endpoint)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/** The plugin's JSON routes answer a multipart body 415, as they did before the parser was registered beside them. */
export function refuseMultipartElsewhere(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !routesWithFiles.has(`${request.method} ${request.routeOptions.url}`)) {
      throw new HttpError(415, 'Send this request as JSON.');
    }
  });
}

/**
 * An `onSend` hook: the request's partial files go, kept or not (a kept file was moved away: a no-op), before the
 * answer leaves, so a client that has the answer finds no file of its request in the partial folder.
 */
export async function releaseFiles(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  const files = received.get(request);
  if (files) {
    received.delete(request);
    await removeReceived(files);
  }
  return payload;
}

/** The request's files checked by content: a 400 on `attachments` (nothing written) when any is refused. */
export async function acceptedFiles(files: readonly ReceivedFile[]): Promise<CheckedAttachment[]> {
  const { checked, issues } = await checkAttachments(files);
  if (issues.length > 0) throw new HttpError(400, said().invalidRequest, issues);
  return checked;
}

/** Deletes the files a failed write had kept, then rethrows its error. */
export async function rethrowAfter(error: unknown, kept: readonly string[]): Promise<never> {
  await removeKept(kept);
  throw error;
}

/**
 * `GET /api/ticket-attachments/:id`: to staff, and to the customer of its ticket (a limited session: its one ticket);
 * 404 to anyone else, so nobody learns that an id exists. Downloaded under the server's name
 * (`ticket-<reference>-<n>.<ext>`), with the type found in its content when it was received.
 */
export function ticketAttachmentDownloadRoute(app: FastifyInstance, db: Queryable, dataDir: string): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(endpoints.ticketAttachment),
    handler: async (request, reply) => {
      const found = await findTicketAttachment(db, request.params.id);
      if (!found || !(await maySee(request, found.attachment.ticketId, found.emailLower))) throw new HttpError(404, notFound);
      const { attachment, reference } = found;
      const type = ticketAttachmentType(attachment.kind);
      request.log.info({ attachment: attachment.id, ticket: attachment.ticketId, by: request.staff?.id ?? 'customer' }, 'ticket attachment downloaded');
      return sendStoredUpload(reply, dataDir, attachment.path, {
        mimeType: type.mimeType,
        downloadName: ticketAttachmentFilename(reference, attachment.position, attachment.kind),
        missing: notFound,
      });
    },
  });

  /** Staff (any signed-in account), or the customer session of the ticket's address (limited: to that ticket). */
  async function maySee(request: FastifyRequest, ticketId: string, emailLower: string): Promise<boolean> {
    const staff = await app.sessions.staffOf(request);
    if (staff) {
      request.staff = staff;
      return true;
    }
    const customer = await app.sessions.customerOf(request);
    return customer !== undefined && customer.email === emailLower && (customer.ticketId === null || customer.ticketId === ticketId);
  }
}

const notFound = 'No such attachment.';
