import { endpoints, savedReplyMessages } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenedDatabase } from '../db/index.ts';
import { deleteSavedReply, insertSavedReply, listSavedReplies, oneSavedReplyPerTitle, updateSavedReply } from '../db/savedReplies.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { asDuplicate } from '../http/forms.ts';

export interface SavedReplyRoutesOptions {
  database: OpenedDatabase;
  now: () => Date;
}

const duplicate = { index: oneSavedReplyPerTitle, message: savedReplyMessages.duplicateTitle };

/** `/api/saved-replies`: the support team's shared answers; any staff member reads and keeps them (401 without a session). */
export const savedReplyRoutes: FastifyPluginAsyncZod<SavedReplyRoutesOptions> = async (app, { database, now }) => {
  const { db } = database;
  const preHandler = app.requireStaff();

  app.route({
    ...endpointRoute(endpoints.listSavedReplies),
    preHandler,
    handler: async (_request, reply) => reply.status(200).send({ replies: await listSavedReplies(db) }),
  });

  app.route({
    ...endpointRoute(endpoints.addSavedReply),
    preHandler,
    handler: async (request, reply) => {
      try {
        const saved = await insertSavedReply(db, request.body, request.staff!.id, now());
        request.log.info({ savedReply: saved.id, by: request.staff!.id }, 'saved reply added');
        return reply.status(201).send({ reply: saved });
      } catch (error) {
        throw asDuplicate(error, duplicate);
      }
    },
  });

  app.route({
    ...endpointRoute(endpoints.updateSavedReply),
    preHandler,
    handler: async (request, reply) => {
      let saved;
      try {
        saved = await updateSavedReply(db, request.params.id, request.body, request.staff!.id, now());
      } catch (error) {
        throw asDuplicate(error, duplicate);
      }
      if (!saved) throw new HttpError(404, savedReplyMessages.notFound);
      request.log.info({ savedReply: saved.id, by: request.staff!.id }, 'saved reply changed');
      return reply.status(200).send({ reply: saved });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteSavedReply),
    preHandler,
    handler: async (request, reply) => {
      if (!(await deleteSavedReply(db, request.params.id))) throw new HttpError(404, savedReplyMessages.notFound);
      request.log.info({ savedReply: request.params.id, by: request.staff!.id }, 'saved reply deleted');
      return reply.status(200).send({ message: savedReplyMessages.deleted });
    },
  });
};
