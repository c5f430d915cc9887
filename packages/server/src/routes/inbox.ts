import path from 'node:path';
import { endpoints, inboxFilterNames, inboxFilterOf, inboxMessages, said, type InboxKind } from '@orisun/api';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { OpenedDatabase } from '../db/index.ts';
import { findResume, inboxBatches, listInbox, reopenConsultantApplication, setHandled, type InboxFilterValues } from '../db/inbox.ts';
import { attachmentDisposition, csvStream } from '../http/csv.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { sendStoredUpload } from '../http/uploads.ts';
import { detectResumeType, resumeDownloadName } from '../storage/resumes.ts';
import { inboxCsvColumns } from './inboxCsv.ts';

export interface InboxRoutesOptions {
  config: Pick<Config, 'dataDir'>;
  database: OpenedDatabase;
  now: () => Date;
}

/**
 * A filter of another kind (`office` on briefs) is a 400 naming it, not silently ignored. A `preHandler` of the list
 * and the export: it runs once the query is validated.
 */
async function refuseForeignFilters(request: FastifyRequest): Promise<void> {
  const { kind } = request.params as { kind: InboxKind };
  const query = request.query as InboxFilterValues;
  const own = inboxFilterOf(kind);
  const issues = inboxFilterNames
    .filter((name) => name !== own && query[name] !== undefined)
    .map((name) => ({ path: name, message: inboxMessages.filterNotFor(name) }));
  if (issues.length > 0) throw new HttpError(400, said().invalidRequest, issues);
}

/**
 * `/api/inbox/*`: the staff inbox of everything the public submits (project briefs, team applications and
 * their resumes, contact messages, reservations, subscribers, Expert Network applications). Every route needs
 * a staff session (role staff or admin), checked before the request is even read, so nobody else learns
 * anything, not even which parameters are valid. GETs change nothing; the POSTs pass the Origin guard.
 */
export const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (app, { config, database, now }) => {
  const { db } = database;
  const staffOnly = app.requireStaff() as onRequestAsyncHookHandler;

  app.route({
    ...endpointRoute(endpoints.listInbox),
    onRequest: staffOnly,
    preHandler: refuseForeignFilters,
    handler: async (request, reply) => reply.status(200).header('cache-control', 'no-store').send(await listInbox(db, request.params.kind, request.query)),
  });

  app.route({
    ...endpointRoute(endpoints.exportInbox),
    onRequest: staffOnly,
    preHandler: refuseForeignFilters,
    handler: async (request, reply) => {
      const { kind } = request.params;
      const batches = inboxBatches(db, kind, request.query);
      // The first batch is read before answering, so a failing database still gets a clean 500 (not a cut file).
      const first = await batches.next();
      async function* all() {
        if (first.done) return;
        yield first.value;
        yield* batches;
      }
      const filename = `orisun-${kind}-${now().toISOString().slice(0, 10)}.csv`;
      request.log.info({ kind, by: request.staff?.id }, 'inbox exported');
      return reply
        .status(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(filename))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        // The contract describes a CSV document; Fastify streams it as it is written.
        .send(csvStream(inboxCsvColumns(kind), all()) as never);
    },
  });

  app.route({
    ...endpointRoute(endpoints.setInboxHandled),
    onRequest: staffOnly,
    handler: async (request, reply) => {
      const { kind, id } = request.params;
      const mark = await setHandled(db, kind, id, request.body.handled, request.staff!.id, now());
      if (!mark) throw new HttpError(404, inboxMessages.notFound);
      request.log.info({ kind, id, handled: request.body.handled, by: request.staff!.id }, 'inbox item marked');
      return reply.status(200).send(mark);
    },
  });

  app.route({
    ...endpointRoute(endpoints.downloadResume),
    onRequest: staffOnly,
    handler: async (request, reply) => {
      const resume = await findResume(db, request.params.id);
      if (!resume) throw new HttpError(404, inboxMessages.notFound);
      // The type from the content again (the stored name ends with the extension chosen at upload, which a
      // legacy .doc needs); the name from the id and that type, never the applicant's file name.
      // (A missing file is sendStoredUpload's 404.)
      const type = await detectResumeType(path.resolve(config.dataDir, resume.path), resume.path).catch(() => undefined);
      request.log.info({ application: request.params.id, by: request.staff?.id }, 'resume downloaded');
      return sendStoredUpload(reply, config.dataDir, resume.path, {
        mimeType: type?.mimeType ?? 'application/octet-stream',
        downloadName: resumeDownloadName(request.params.id, type),
        missing: inboxMessages.resumeMissing,
      });
    },
  });

  app.route({
    ...endpointRoute(endpoints.reopenConsultantApplication),
    onRequest: staffOnly,
    handler: async (request, reply) => {
      const item = await reopenConsultantApplication(db, request.params.id, request.staff!.id, now());
      if (!item) throw new HttpError(404, inboxMessages.notFound);
      request.log.info({ application: item.id, by: request.staff!.id }, 'consultant application reopened');
      return reply.status(200).send({ item });
    },
  });
};
