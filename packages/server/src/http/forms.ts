import type { EndpointDefinition, SubmissionAccepted } from '@orisun/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { Config } from '../config.ts';
import type { OpenedDatabase, Transaction } from '../db/index.ts';
import { violatesUniqueIndex } from '../db/errors.ts';
import { endpointRoute } from './endpoint.ts';
import { HttpError } from './errors.ts';

/** What a public write needs of the mail outbox (mail/outbox.ts `MailOutbox`): a nudge once its mail is stored. */
export interface OutboxNudge {
  /** Sends what is due now, in the background. */
  nudge(): void;
}

/** What every form area's routes are given (`app.register(xRoutes, options)`). */
export interface FormRoutesOptions {
  config: Config;
  database: OpenedDatabase;
  outbox: OutboxNudge;
}

/**
 * Route config of every public form (`config: publicFormRoute(config)`): at most
 * `FORM_RATE_LIMIT_PER_HOUR` submissions per IP address per form per hour (default 20), then 429
 * with `Retry-After`.
 */
export function publicFormRoute(config: Pick<Config, 'formRateLimitPerHour'>) {
  return { rateLimit: { max: config.formRateLimitPerHour, timeWindow: '1 hour' } };
}

/** Whether a submission filled the honeypot field that people never see (see `honeypotSchema`). */
export function caughtByHoneypot(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

export interface Submission<T> {
  /** The form's name in the log (`project-brief`, `contact`, ...). */
  form: string;
  /** The honeypot field's value: a filled one drops the submission, which is still answered as accepted. */
  honeypot: string | undefined;
  /** Stores the submission and enqueues its mail, in one transaction: a 200 means both are on disk. */
  store: (tx: Transaction) => Promise<T>;
  /**
   * The unique index that refuses a second submission of the same thing, and the 409's message. The index,
   * not a prior look-up, decides, so two at once cannot both get in; the failed insert rolls everything back.
   */
  duplicate?: { index: string; message: string };
}

/**
 * What every public write does after validation: the honeypot check (`undefined`: dropped, answer as if
 * stored), the transaction of rows plus outbox mail, a unique violation as 409, and the outbox's nudge
 * (a write that mails nothing, a forum post, passes no outbox).
 */
export async function acceptSubmission<T>(
  request: FastifyRequest,
  { database, outbox }: Pick<FormRoutesOptions, 'database'> & { outbox?: OutboxNudge | undefined },
  { form, honeypot, store, duplicate }: Submission<T>,
): Promise<T | undefined> {
  if (caughtByHoneypot(honeypot)) {
    request.log.info({ form }, 'honeypot filled: submission dropped');
    return undefined;
  }
  let stored: T;
  try {
    stored = await database.db.transaction(store);
  } catch (error) {
    throw duplicate ? asDuplicate(error, duplicate) : error;
  }
  outbox?.nudge();
  return stored;
}

/** A unique violation of `duplicate.index` as the 409 it means; any other error as it is. */
export function asDuplicate(error: unknown, duplicate: { index: string; message: string }): unknown {
  return violatesUniqueIndex(error, duplicate.index) ? new HttpError(409, duplicate.message) : error;
}

/** An endpoint of a public form whose only answer is 200 and a sentence (`submissionAcceptedSchema`). */
type FormEndpoint = EndpointDefinition & { method: 'POST'; body: z.ZodMiniType<{ website?: string | undefined }> };

export interface FormSpec<Body> extends Omit<Submission<unknown>, 'honeypot' | 'store'> {
  /** Stores the (valid) submission and enqueues its mail, in one transaction. */
  store: (tx: Transaction, body: Body, options: FormRoutesOptions) => Promise<unknown>;
  /** The sentence of the 200, also for a submission the honeypot dropped. */
  accepted: (body: Body) => string;
}

/**
 * The routes of a public form that only stores and mails (brief, contact, consultant application):
 * the endpoint validated with its `@orisun/api` schema, the form rate limit, `acceptSubmission`, 200.
 */
export function publicFormRoutes<E extends FormEndpoint>(endpoint: E, spec: FormSpec<z.output<E['body']>>): FastifyPluginAsyncZod<FormRoutesOptions> {
  return async (app, options) => {
    app.route({
      ...endpointRoute(endpoint),
      config: publicFormRoute(options.config),
      // The generic endpoint leaves Fastify's reply type unresolved; the body is checked by the schema all the same.
      handler: (async (request: FastifyRequest, reply: FastifyReply) => {
        const body = request.body as z.output<E['body']>;
        await acceptSubmission(request, options, { ...spec, honeypot: body.website, store: (tx) => spec.store(tx, body, options) });
        const answer: SubmissionAccepted = { message: spec.accepted(body) };
        return reply.status(200).send(answer);
      }) as never,
    });
  };
}
