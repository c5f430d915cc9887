import { mailOutboxMessages, outboxEndpoints } from '@orisun/api';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenedDatabase } from '../db/index.ts';
import { listFailedMail, retryAllFailedMail, retryFailedMail } from '../db/outbox.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import type { MailOutbox } from '../mail/outbox.ts';

export interface OutboxRoutesOptions {
  database: OpenedDatabase;
  /** This server's sender: nudged after a retry, so the mail goes out at once (another server's finds it within 5 s). */
  outbox: MailOutbox;
}

/**
 * `/api/outbox/*`: the mail the outbox gave up on (the Mail tab of /admin/dashboard), and sending it again. Every
 * route needs a staff session (role staff or admin: the mail is about the tickets and submissions staff work), checked
 * before the request is even read. A retry is written to the log with who made it, as the inbox's marks are.
 */
export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, { database, outbox }) => {
  const { db } = database;
  const staffOnly = app.requireStaff() as onRequestAsyncHookHandler;

  app.route({
    ...endpointRoute(outboxEndpoints.listFailedMail),
    onRequest: staffOnly,
    handler: async (request, reply) => reply.status(200).header('cache-control', 'no-store').send(await listFailedMail(db, request.query)),
  });

  app.route({
    ...endpointRoute(outboxEndpoints.retryFailedMail),
    onRequest: staffOnly,
    handler: async (request, reply) => {
      const result = await retryFailedMail(db, request.params.id);
      if (result.outcome === 'not-found') throw new HttpError(404, mailOutboxMessages.notFound);
      if (result.outcome === 'not-failed') throw new HttpError(409, mailOutboxMessages.notFailed);
      const { mail } = result;
      request.log.info({ mailId: mail.id, kind: mail.kind, by: request.staff!.id }, 'failed mail sent again');
      outbox.nudge();
      return reply.status(200).send({ id: mail.id, status: 'pending', nextAttemptAt: mail.nextAttemptAt.toISOString() });
    },
  });

  app.route({
    ...endpointRoute(outboxEndpoints.retryAllFailedMail),
    onRequest: staffOnly,
    handler: async (request, reply) => {
      const ids = await retryAllFailedMail(db);
      request.log.info({ mailIds: ids, by: request.staff!.id }, 'every failed mail sent again');
      if (ids.length > 0) outbox.nudge();
      return reply.status(200).send({ retried: ids.length });
    },
  });
};
