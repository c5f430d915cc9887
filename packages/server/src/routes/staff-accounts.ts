import { authMessages, endpoints } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addAccount, disableAccount, enableAccount, resetPassword } from '../auth/accounts.ts';
import type { OpenedDatabase } from '../db/index.ts';
import { listAccounts, staffAccountOf } from '../db/staff.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';

export interface StaffAccountRoutesOptions {
  database: OpenedDatabase;
  now: () => Date;
}

/** `/api/admin/users`: admins manage staff accounts (401 without a session, 403 for a staff account). */
export const staffAccountRoutes: FastifyPluginAsyncZod<StaffAccountRoutesOptions> = async (app, { database, now }) => {
  const { db } = database;
  const preHandler = app.requireStaff('admin');

  app.route({
    ...endpointRoute(endpoints.listStaffAccounts),
    preHandler,
    handler: async (_request, reply) => reply.status(200).send({ users: (await listAccounts(db)).map(staffAccountOf) }),
  });

  app.route({
    ...endpointRoute(endpoints.addStaffAccount),
    preHandler,
    handler: async (request, reply) => {
      const row = await addAccount(db, request.body, now());
      request.log.info({ account: row.id, role: row.role, by: request.staff?.id }, 'staff account added');
      return reply.status(201).send({ user: staffAccountOf(row) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.disableStaffAccount),
    preHandler,
    handler: async (request, reply) => {
      if (request.params.id === request.staff?.id) throw new HttpError(409, authMessages.cannotDisableSelf);
      const row = await disableAccount(db, request.params.id);
      request.log.info({ account: row.id, by: request.staff?.id }, 'staff account disabled');
      return reply.status(200).send({ user: staffAccountOf(row) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.enableStaffAccount),
    preHandler,
    handler: async (request, reply) => {
      const row = await enableAccount(db, request.params.id);
      request.log.info({ account: row.id, by: request.staff?.id }, 'staff account enabled');
      return reply.status(200).send({ user: staffAccountOf(row) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.resetStaffPassword),
    preHandler,
    handler: async (request, reply) => {
      const row = await resetPassword(db, request.params.id, request.body.password);
      request.log.info({ account: row.id, by: request.staff?.id }, 'staff password reset');
      return reply.status(200).send({ user: staffAccountOf(row) });
    },
  });
};
