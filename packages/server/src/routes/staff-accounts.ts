import { authMessages, endpoints, type EndpointDefinition, type StaffUser } from '@orisun/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { addAccount, disableAccount, enableAccount, resetPassword } from '../auth/accounts.ts';
import type { OpenedDatabase } from '../db/index.ts';
import type { StaffAccountRow } from '../db/schema.ts';
import { findAccount, listAccounts, staffAccountOf, staffProfileOf, updateAccount } from '../db/staff.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';

/** An endpoint of an admin's change to one account: its path names the account (`:id`). */
type AccountChangeEndpoint = EndpointDefinition & { params: z.ZodMiniType<{ id: string }> };

export interface StaffAccountRoutesOptions {
  database: OpenedDatabase;
  now: () => Date;
}

/**
 * `/api/staff/profile`: each staff member's own name, signature and mail settings (only the owner changes them);
 * `/api/admin/users`: admins manage staff accounts (401 without a session, 403 for a staff account).
 */
export const staffAccountRoutes: FastifyPluginAsyncZod<StaffAccountRoutesOptions> = async (app, { database, now }) => {
  const { db } = database;
  const preHandler = app.requireStaff('admin');

  app.route({
    ...endpointRoute(endpoints.staffProfile),
    preHandler: app.requireStaff(),
    handler: async (request, reply) => {
      const row = await findAccount(db, request.staff!.id);
      if (!row) throw new HttpError(401, authMessages.signInRequired);
      return reply.status(200).send({ profile: staffProfileOf(row) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.updateStaffProfile),
    preHandler: app.requireStaff(),
    handler: async (request, reply) => {
      const row = await updateAccount(db, request.staff!.id, request.body);
      if (!row) throw new HttpError(401, authMessages.signInRequired);
      request.log.info({ account: row.id }, 'staff profile changed');
      return reply.status(200).send({ profile: staffProfileOf(row) });
    },
  });

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

  /**
   * The route of an admin's change to one account (`params.id`): `change` makes it, the log names it (`done`), and the
   * answer is the account as it is now.
   */
  function accountChangeRoute<E extends AccountChangeEndpoint>(
    endpoint: E,
    done: string,
    change: (id: string, body: z.output<NonNullable<E['body']>>, by: StaffUser) => Promise<StaffAccountRow>,
  ) {
    app.route({
      ...endpointRoute(endpoint),
      preHandler,
      // The generic endpoint leaves Fastify's request type unresolved; params and body are checked by the schema all the same.
      handler: (async (request: FastifyRequest, reply: FastifyReply) => {
        const { id } = request.params as { id: string };
        const row = await change(id, request.body as z.output<NonNullable<E['body']>>, request.staff!);
        request.log.info({ account: row.id, by: request.staff?.id }, done);
        return reply.status(200).send({ user: staffAccountOf(row) });
      }) as never,
    });
  }

  accountChangeRoute(endpoints.disableStaffAccount, 'staff account disabled', async (id, _body, by) => {
    if (id === by.id) throw new HttpError(409, authMessages.cannotDisableSelf);
    return disableAccount(db, id);
  });
  accountChangeRoute(endpoints.enableStaffAccount, 'staff account enabled', (id) => enableAccount(db, id));
  accountChangeRoute(endpoints.resetStaffPassword, 'staff password reset', (id, { password }) => resetPassword(db, id, password));
};
