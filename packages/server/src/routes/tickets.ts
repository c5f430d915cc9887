import {
  endpoints,
  said,
  normalizeTicketReference,
  type EndpointDefinition,
  statusAfterResponse,
  statusChangeMailsCustomer,
  ticketMessages,
  ticketStatusChange,
  type StaffUser,
  type TicketStatus,
} from '@orisun/api';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { currentCustomer } from '../auth/sessions.ts';
import { finishSignInAttempt, startSignInAttempt } from '../auth/throttle.ts';
import type { Transaction } from '../db/index.ts';
import type { TicketRow } from '../db/schema.ts';
import {
  addTicketEntry,
  assignablePeople,
  findAssignable,
  findPerson,
  ticketCounts,
  addTicketEvent,
  consumeSignInLink,
  createSignInLink,
  findTicket,
  findTicketByReference,
  insertTicket,
  listTickets,
  lockTicket,
  newTicketReference,
  staffTickets,
  ticketDetail,
  updateTicket,
  type TicketActor,
} from '../db/tickets.ts';
import { findAccount } from '../db/staff.ts';
import { unremembered, type ListMemo } from '../db/memo.ts';
import { responseByOtherSince, signalReplying, stopReplying } from '../db/ticketReplying.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { currentLanguage } from '../http/language.ts';
import { acceptSubmission, publicFormRoute, type FormRoutesOptions } from '../http/forms.ts';
import { enqueueMail } from '../db/outbox.ts';
import { ticketAssignedMail, ticketReceivedMail, ticketResolvedMail, ticketResponseMail } from '../mail/tickets.ts';
import { addCustomerReply as addCustomerReplyOf, openCustomerTicket } from '../mail/ticketWrites.ts';
import { customerTicketList, withTicketAttachments } from '../db/ticketAttachments.ts';
import { keepAttachmentsOf, type AttachmentsToKeep } from '../storage/ticketAttachments.ts';
import { acceptedFiles, filesOf, receiveTicketFiles, refuseMultipartElsewhere, releaseFiles, rethrowAfter, ticketAttachmentDownloadRoute, ticketAttachmentMultipartLimits } from './ticketAttachments.ts';

export interface TicketRoutesOptions extends FormRoutesOptions {
  now: () => Date;
  /** The desk's memory of list pages and counters (`DESK_LIST_CACHE_SECONDS`; app.ts forgets it after each write). */
  remember?: ListMemo;
}

/** An endpoint of a staff change to one ticket: a POST whose body names the ticket. */
type StaffChangeEndpoint = EndpointDefinition & { body: z.ZodMiniType<{ id: string }> };

const staffActor = (staff: StaffUser): TicketActor => ({ kind: 'staff', id: staff.id, name: staff.name });

/**
 * The support desk: the support form, the customer ticket page's calls (a customer session for one e-mail
 * address; the `email` of a body is never trusted) and the staff dashboard's (`requireStaff`). Every change
 * to a ticket writes a `ticket_events` row in the same transaction, and its mail goes through the outbox.
 *
 * The status rules are `@orisun/api`'s (ticketStatus.ts): a staff response moves an `open` ticket to `in-progress`,
 * a customer's reply reopens a `waiting-for-response` or `resolved` one, staff may set any status and resolving
 * mails the customer. The first staff response also sets `first_response_at`.
 */
export const ticketRoutes: FastifyPluginAsyncZod<TicketRoutesOptions> = async (app, options) => {
  const { config, database, outbox, now, remember = unremembered } = options;
  const { db } = database;
  // Inside this plugin, with these limits: the support form, a customer's reply and a staff response may come as
  // multipart/form-data with attachments (routes/ticketAttachments.ts); every other route here takes JSON only.
  await app.register(multipart, { limits: ticketAttachmentMultipartLimits });
  const withFiles = { preValidation: receiveTicketFiles(config.dataDir), onSend: releaseFiles };
  refuseMultipartElsewhere(app);

  /** The checked attachments of a request, to keep with its message (`kept`: the stored files, should it fail). */
  async function attachmentsOf(request: FastifyRequest): Promise<AttachmentsToKeep & { kept: string[] }> {
    return { dataDir: config.dataDir, files: await acceptedFiles(filesOf(request)), kept: [] };
  }

  /** In one transaction: the ticket locked, `change` applied, then the outbox nudged. 404 when it is not there. */
  async function changeTicket<T>(id: string, change: (tx: Transaction, ticket: TicketRow, at: Date) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, id);
      if (!ticket) throw new HttpError(404, ticketMessages.notFound);
      return change(tx, ticket, now());
    });
    outbox.nudge();
    return result;
  }

  /** A 200 of the answer `load` gives, remembered serialized under `key` (the route's own serializer writes it). */
  async function rememberedAnswer(reply: FastifyReply, key: string, load: () => Promise<unknown>) {
    reply.status(200);
    const answer = await remember(key, async () => reply.serialize(await load()) as string);
    // Already JSON: Fastify sends a string with a JSON type as it is.
    return reply.type('application/json; charset=utf-8').send(answer as never);
  }

  /** A customer's reply (form follow-up or ticket page): stored, audited, reopening, mailed to support (mail/ticketWrites.ts). */
  const addCustomerReply = (tx: Transaction, ticket: TicketRow, message: string, at: Date, files?: AttachmentsToKeep) =>
    addCustomerReplyOf(tx, config, ticket, message, at, files);

  app.route({
    ...endpointRoute(endpoints.submitSupportRequest),
    config: publicFormRoute(config),
    ...withFiles,
    handler: async (request, reply) => {
      const body = request.body;
      const files = await attachmentsOf(request);
      const stored = await acceptSubmission(request, options, {
        form: 'support',
        honeypot: body.website,
        store: async (tx) => {
          const at = now();
          const emailLower = body.email.toLowerCase();
          const reference = body.ticket === undefined ? undefined : normalizeTicketReference(body.ticket);
          // A reference of another address is ignored (a new ticket): the answer never tells which it was.
          const earlier = reference === undefined ? undefined : await findTicketByReference(tx, reference, emailLower);
          if (earlier) {
            const secret = await createSignInLink(tx, emailLower, at);
            const locked = (await lockTicket(tx, earlier.id)) ?? earlier;
            const updated = await addCustomerReply(tx, locked, body.message, at, files);
            await enqueueMail(tx, ticketReceivedMail(config, updated, body, secret, true));
            return updated;
          }
          return openCustomerTicket(tx, config, { ...body, language: currentLanguage() }, at, files);
        },
      }).catch(async (error: unknown) => rethrowAfter(error, files.kept));
      // 'Track your Ticket' opens this ticket (new, or the one the follow-up went to) without signing in: a session
      // limited to it, unless the browser already holds the address's full session (docs/adr/0009).
      if (stored) await app.sessions.startLimitedCustomer(request, reply, stored.emailLower, stored.id);
      // A submission the honeypot dropped gets a reference of the same shape that names nothing (and no session).
      return reply.status(200).send({ ticket: stored?.reference ?? newTicketReference() });
    },
  });

  /** Starts a customer session for the address and answers that the customer is signed in. */
  async function signInCustomer(request: FastifyRequest, reply: FastifyReply, emailLower: string) {
    await app.sessions.startCustomer(request, reply, emailLower);
    return reply.status(200).send({ message: ticketMessages.authenticated, email: emailLower });
  }

  app.route({
    ...endpointRoute(endpoints.ticketAuth),
    handler: async (request, reply) => {
      const emailLower = request.body.email.toLowerCase();
      const started = await startSignInAttempt(db, request.ip, emailLower, now(), 'ticket');
      if ('retryAfterSeconds' in started) {
        request.log.warn({ retryAfterSeconds: started.retryAfterSeconds }, 'ticket sign-in throttled');
        reply.header('retry-after', String(started.retryAfterSeconds));
        throw new HttpError(429, ticketMessages.tooManyAttempts(started.retryAfterSeconds));
      }
      const reference = normalizeTicketReference(request.body.ticketId);
      const ticket = reference === undefined ? undefined : await findTicketByReference(db, reference, emailLower);
      await finishSignInAttempt(db, started.attemptId, ticket ? 'succeeded' : 'failed');
      if (!ticket) {
        request.log.info({ attempt: started.attemptId }, 'ticket sign-in refused');
        throw new HttpError(401, ticketMessages.invalidCredentials);
      }
      return signInCustomer(request, reply, emailLower);
    },
  });

  app.route({
    ...endpointRoute(endpoints.ticketAuthLink),
    handler: async (request, reply) => {
      const emailLower = await consumeSignInLink(db, request.body.link, now());
      if (emailLower === undefined) {
        request.log.info('ticket sign-in link refused (unknown, used or expired)');
        throw new HttpError(401, ticketMessages.invalidLink);
      }
      return signInCustomer(request, reply, emailLower);
    },
  });

  app.route({
    ...endpointRoute(endpoints.ticketSignOut),
    handler: async (request, reply) => {
      // Only a customer session is ended here; a staff cookie is left alone.
      if ((await app.sessions.customerOf(request)) !== undefined) await app.sessions.end(request, reply);
      return reply.status(200).send({ message: ticketMessages.signedOut });
    },
  });

  // The page's session check: without a customer session a 200 with `email: null` (no failed request in the browser).
  // A limited session (the support form's) lists its one ticket and says so.
  app.route({
    ...endpointRoute(endpoints.clientTickets),
    handler: async (request, reply) => {
      const customer = await currentCustomer(app.sessions, request, reply);
      if (customer === undefined) return reply.status(200).send({ email: null, tickets: [], limited: false });
      return reply.status(200).send(await customerTicketList(db, customer));
    },
  });

  app.route({
    ...endpointRoute(endpoints.clientReply),
    // The session first, so a visitor without one sends no files to disk.
    onRequest: app.requireCustomer() as onRequestAsyncHookHandler,
    ...withFiles,
    handler: async (request, reply) => {
      const { email, ticketId } = request.customer!;
      // Another customer's ticket, and with a limited session any other ticket, is answered like one that does not exist.
      if (ticketId !== null && request.body.id !== ticketId) throw new HttpError(404, ticketMessages.notFound);
      if (!(await findTicket(db, request.body.id, email))) throw new HttpError(404, ticketMessages.notFound);
      const files = await attachmentsOf(request);
      await changeTicket(request.body.id, async (tx, ticket, at) => {
        if (ticket.emailLower !== email) throw new HttpError(404, ticketMessages.notFound);
        return addCustomerReply(tx, ticket, request.body.reply, at, files);
      }).catch(async (error: unknown) => rethrowAfter(error, files.kept));
      return reply.status(200).send({ message: ticketMessages.replySent });
    },
  });

  app.route({
    ...endpointRoute(endpoints.listTickets),
    preHandler: app.requireStaff(),
    handler: async (request, reply) => {
      const { page, pageSize, q, status, urgency, view } = request.query;
      // The same page for every staff member, except My tickets; remembered as written (no mapping, no serializing).
      const key = `list:${view === 'mine' ? request.staff!.id : ''}:${view ?? ''}:${status ?? ''}:${urgency ?? ''}:${page}:${pageSize}:${q ?? ''}`;
      return rememberedAnswer(reply, key, () => listTickets(db, request.query, request.staff!.id, now()));
    },
  });

  app.route({
    ...endpointRoute(endpoints.ticketCounts),
    preHandler: app.requireStaff(),
    handler: async (request, reply) => rememberedAnswer(reply, `counts:${request.staff!.id}`, () => ticketCounts(db, request.staff!.id, now())),
  });

  app.route({
    ...endpointRoute(endpoints.ticketAssignees),
    preHandler: app.requireStaff(),
    handler: async (_request, reply) => reply.status(200).send({ people: await assignablePeople(db) }),
  });

  const one = async (row: TicketRow) => ({ ticket: (await withTicketAttachments(db, await staffTickets(db, [row])))[0]! });

  app.route({
    ...endpointRoute(endpoints.createTicket),
    preHandler: app.requireStaff(),
    handler: async (request, reply) => {
      const body = request.body;
      const ticket = await db.transaction(async (tx) => {
        const at = now();
        const row = await insertTicket(tx, body, at, staffActor(request.staff!));
        const secret = await createSignInLink(tx, row.emailLower, at);
        await enqueueMail(tx, ticketReceivedMail(config, row, body, secret, false));
        return row;
      });
      outbox.nudge();
      return reply.status(201).send(await one(ticket));
    },
  });

  app.route({
    ...endpointRoute(endpoints.getTicket),
    preHandler: app.requireStaff(),
    handler: async (request, reply) => {
      const ticket = await findTicket(db, request.params.id);
      if (!ticket) throw new HttpError(404, ticketMessages.notFound);
      return reply.status(200).send({ ticket: (await withTicketAttachments(db, [await ticketDetail(db, ticket)]))[0]! });
    },
  });

  app.route({
    ...endpointRoute(endpoints.ticketReplying),
    preHandler: app.requireStaff(),
    handler: async (request, reply) => {
      const { id, writing } = request.body;
      const ticket = await findTicket(db, id);
      if (!ticket) throw new HttpError(404, ticketMessages.notFound);
      const others = await signalReplying(db, ticket.id, request.staff!.id, writing, now());
      return reply.status(200).send({ others: others.map(({ name, since }) => ({ name, since: since.toISOString() })) });
    },
  });

  /**
   * The route of a staff change to one ticket (`body.id`): `change` runs in `changeTicket`'s transaction with the
   * signed-in staff member as its actor, and the answer is the ticket as staff see it.
   */
  function staffChangeRoute<E extends StaffChangeEndpoint>(
    endpoint: E,
    change: (tx: Transaction, ticket: TicketRow, at: Date, actor: TicketActor, body: z.output<E['body']>, files: AttachmentsToKeep) => Promise<TicketRow>,
  ) {
    app.route({
      ...endpointRoute(endpoint),
      // An endpoint that takes attachments checks the session before any file is read.
      ...(endpoint.files ? { onRequest: app.requireStaff() as onRequestAsyncHookHandler, ...withFiles } : { preHandler: app.requireStaff() }),
      // The generic endpoint leaves Fastify's request type unresolved; the body is checked by the schema all the same.
      handler: (async (request: FastifyRequest, reply: FastifyReply) => {
        const body = request.body as z.output<E['body']>;
        const actor = staffActor(request.staff!);
        const files = await attachmentsOf(request);
        const ticket = await changeTicket(body.id, (tx, ticket, at) => change(tx, ticket, at, actor, body, files)).catch(async (error: unknown) =>
          rethrowAfter(error, files.kept),
        );
        return reply.status(200).send(await one(ticket));
      }) as never,
    });
  }

  /** A status set by staff: its history row, and the customer's mail when it is resolved. */
  async function setStatus(tx: Transaction, ticket: TicketRow, at: Date, actor: TicketActor, to: TicketStatus): Promise<TicketRow> {
    if (ticket.status === to) return ticket;
    await addTicketEvent(tx, ticket.id, actor, 'status', ticket.status, to, at);
    const updated = await updateTicket(tx, ticket.id, { ...ticketStatusChange(to, at), updatedAt: at, lastActivityAt: at });
    if (statusChangeMailsCustomer(to)) await enqueueMail(tx, ticketResolvedMail(config, updated));
    return updated;
  }

  /**
   * A person assigned (or nobody): only an active account, else a 400 on the field (nothing is written); its history
   * row; and the person's mail when a colleague assigned them and they want it ("Assign to me" mails no one).
   */
  async function setAssignee(tx: Transaction, ticket: TicketRow, at: Date, actor: TicketActor, assigneeId: string | null): Promise<TicketRow> {
    if (ticket.assignedStaffId === assigneeId) return ticket;
    const person = assigneeId === null ? null : await findAssignable(tx, assigneeId);
    if (person === undefined) throw new HttpError(400, said().invalidRequest, [{ path: 'assigneeId', message: ticketMessages.selectPerson }]);
    const before = ticket.assignedStaffId === null ? null : ((await findPerson(tx, ticket.assignedStaffId))?.name ?? null);
    await addTicketEvent(tx, ticket.id, actor, 'assignee', before, person?.name ?? null, at);
    const updated = await updateTicket(tx, ticket.id, { assignedStaffId: person?.id ?? null, updatedAt: at });
    const account = person && actor.kind === 'staff' && person.id !== actor.id ? await findAccount(tx, person.id) : undefined;
    if (account?.notifyOnAssignment) await enqueueMail(tx, ticketAssignedMail(config, updated, account, actor.name));
    return updated;
  }

  staffChangeRoute(endpoints.setTicketStatus, (tx, ticket, at, actor, { status }) => setStatus(tx, ticket, at, actor, status));

  staffChangeRoute(endpoints.assignTicket, async (tx, ticket, at, actor, { assignedTo: team }) => {
    if (ticket.assignedTo === team) return ticket;
    await addTicketEvent(tx, ticket.id, actor, 'assigned', ticket.assignedTo, team, at);
    return updateTicket(tx, ticket.id, { assignedTo: team, updatedAt: at });
  });

  staffChangeRoute(endpoints.assignTicketToPerson, (tx, ticket, at, actor, { assigneeId }) => setAssignee(tx, ticket, at, actor, assigneeId));

  // Several tickets at once (the list's selection): the same change as the single routes above, each ticket locked
  // (in id order, so two bulk changes never wait on each other) in one transaction: all or nothing.
  app.route({
    ...endpointRoute(endpoints.changeTicketsInBulk),
    preHandler: app.requireStaff(),
    handler: async (request, reply) => {
      const { ids, status, assigneeId } = request.body;
      const actor = staffActor(request.staff!);
      const rows = await db.transaction(async (tx) => {
        const at = now();
        const changed = new Map<string, TicketRow>();
        for (const id of [...new Set(ids)].sort()) {
          const ticket = await lockTicket(tx, id);
          if (!ticket) throw new HttpError(404, ticketMessages.notFound);
          changed.set(id, status !== undefined ? await setStatus(tx, ticket, at, actor, status) : await setAssignee(tx, ticket, at, actor, assigneeId ?? null));
        }
        return [...new Set(ids)].map((id) => changed.get(id)!);
      });
      outbox.nudge();
      return reply.status(200).send({ tickets: await staffTickets(db, rows) });
    },
  });

  staffChangeRoute(endpoints.respondToTicket, async (tx, ticket, at, actor, { message, lastSeenResponseAt }, files) => {
    const staffId = actor.kind === 'staff' ? actor.id : '';
    if (lastSeenResponseAt) {
      // A colleague answered after the newest response the writer has read: nothing is stored or mailed (409).
      const meanwhile = await responseByOtherSince(tx, ticket.id, staffId, new Date(lastSeenResponseAt));
      if (meanwhile) throw new HttpError(409, ticketMessages.answeredMeanwhile(meanwhile.author));
    }
    await stopReplying(tx, ticket.id, staffId);
    const entry = await addTicketEntry(tx, ticket.id, 'response', actor, message, at);
    const attachments = await keepAttachmentsOf(tx, ticket, entry.id, files, at);
    const to = statusAfterResponse(ticket.status);
    await addTicketEvent(tx, ticket.id, actor, 'response', ticket.status, to, at);
    const updated = await updateTicket(tx, ticket.id, {
      ...(to === ticket.status ? {} : ticketStatusChange(to, at)),
      firstResponseAt: ticket.firstResponseAt ?? at,
      updatedAt: at,
      lastActivityAt: at,
    });
    // The author's own signature, as it is now (the session carries only the name).
    const signature = actor.kind === 'staff' ? ((await findAccount(tx, actor.id))?.signature ?? '') : '';
    await enqueueMail(tx, ticketResponseMail(config, updated, { author: actor.name, message, signature, at, attachments }));
    return updated;
  });

  staffChangeRoute(endpoints.addTicketNote, async (tx, ticket, at, actor, { message }) => {
    await addTicketEntry(tx, ticket.id, 'note', actor, message, at);
    await addTicketEvent(tx, ticket.id, actor, 'note', null, null, at);
    return updateTicket(tx, ticket.id, { updatedAt: at });
  });

  ticketAttachmentDownloadRoute(app, db, config.dataDir);
};
