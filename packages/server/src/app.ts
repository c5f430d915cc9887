import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ensureFirstAdmin } from './auth/accounts.ts';
import { registerAuth } from './auth/sessions.ts';
import { answerMemory } from './db/memo.ts';
import { customerTicketPageRoutes } from './routes/customerTicketPage.ts';
import type { Config } from './config.ts';
import { housekeepPglite, pgliteHousekeepingMs, type OpenedDatabase } from './db/index.ts';
import { HttpError, registerErrorHandling } from './http/errors.ts';
import { said } from '@orisun/api';
import { registerRequestLanguage } from './http/language.ts';
import { registerRequestGuards } from './http/guards.ts';
import { registerJsonBodies } from './http/jsonBody.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { responseSerializerCompiler } from './http/serializer.ts';
import { ForumFollowDigest } from './mail/forumFollowDigest.ts';
import { MailReader } from './mail/inbound/reader.ts';
import { MailOutbox } from './mail/outbox.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { apiNotFoundRoutes } from './routes/api-not-found.ts';
import { applicationRoutes } from './routes/applications.ts';
import { authRoutes } from './routes/auth.ts';
import { briefRoutes } from './routes/briefs.ts';
import { consultantRoutes } from './routes/consultants.ts';
import { contactRoutes } from './routes/contact.ts';
import { eventRoutes } from './routes/events.ts';
import { forumRoutes } from './routes/forum.ts';
import { healthRoutes } from './routes/health.ts';
import { registerMetrics } from './http/metrics.ts';
import { databaseRateLimitStore, deleteEndedRateLimits, rateLimitRedis, redisReady } from './http/rateLimitStore.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { siteRoutes } from './routes/site.ts';
import { savedReplyRoutes } from './routes/saved-replies.ts';
import { staffAccountRoutes } from './routes/staff-accounts.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { ticketRoutes } from './routes/tickets.ts';
import type { DynamicPage } from './static/resolve.ts';

/** The server's release version, from packages/server/package.json. */
export const serverVersion: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Largest JSON body accepted by default; upload routes set their own limit. */
export const defaultBodyLimit = 1024 * 1024;

/**
 * How long the server waits for a client. `idleMs`: a connection on which nothing arrives for this long
 * is closed, so a request whose headers came but whose body stalls does not hold a connection (and a
 * half-written upload) for good; a slow phone still sends a 5 MB resume, as long as bytes keep coming.
 * `requestMs`: the most a whole request may take to arrive, however slowly it trickles in.
 */
export const defaultTimeouts: { readonly idleMs: number; readonly requestMs: number } = { idleMs: 30_000, requestMs: 10 * 60_000 };

export interface BuildAppOptions {
  config: Config;
  database: OpenedDatabase;
  /** A pino logger to use instead of one made from `config.logLevel` (tests, embedding). */
  logger?: FastifyBaseLogger;
  /** Client-routed paths the site answers with a shell page. */
  dynamicPages?: readonly DynamicPage[];
  /** How mail leaves (tests pass a recording or failing one); default SMTP_URL or `.eml` files. */
  mailTransport?: MailTransport;
  /** Send mail in the background (default). Tests turn it off and call `app.mailOutbox.drain()`. */
  mailWorker?: boolean;
  /**
   * Read the support mailbox in the background when `IMAP_URL` is set (default). Tests turn it off and call
   * `app.mailReader.checkNow()`.
   */
  mailReader?: boolean;
  /** How often the mail reader looks besides IDLE (default `IMAP_POLL_SECONDS`); tests shorten it. */
  mailReaderPollMs?: number;
  /** PGlite: `VACUUM ANALYZE` every 6 hours (default on; the process also runs it at shutdown, main.ts). */
  housekeeping?: boolean;
  /** The current time for rules that depend on it (past events, session expiry, sign-in throttles); tests fix it. */
  now?: () => Date;
  /** Client timeouts (default `defaultTimeouts`); tests shorten them. */
  timeouts?: Partial<typeof defaultTimeouts>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox's sender (src/mail/outbox.ts). */
    mailOutbox: MailOutbox;
    /** The reader of the support mailbox (src/mail/inbound/reader.ts); undefined without `IMAP_URL`. */
    mailReader: MailReader | undefined;
    /** The mail of followed forum threads' news (src/mail/forumFollowDigest.ts). */
    forumFollowDigest: ForumFollowDigest;
  }
}

/** The Content-Security-Policy of every response (pages, assets and API alike). */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl'>) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline styles are allowed, scripts are not: Radix's scroll lock (react-remove-scroll)
      // injects a <style> element with the measured scrollbar width when a dialog opens, and
      // SSR'd markup carries style attributes. A per-request nonce would mean rewriting the
      // prerendered, precompressed HTML on every request.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The contact page's office map, an OpenStreetMap embed shown when the visitor asks for it.
      frameSrc: ["'self'", 'https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** A request URL for the log, with the values of secret query parameters (sign-in links, tokens) hidden. */
export function loggableUrl(url: string): string {
  return url.replace(/([?&](?:link|token)=)[^&#]*/gi, '$1[hidden]');
}

/** How requests appear in the log: Fastify's fields, without the secrets of one-time links. */
const requestSerializer = (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
  method: request.method,
  url: loggableUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Fastify's `trustProxy` for TRUST_PROXY: a hop count becomes proxy-addr's test of the hop's index. */
function trustedProxies(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

function createFastify(options: BuildAppOptions) {
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  const common = {
    bodyLimit: defaultBodyLimit,
    // Off unless TRUST_PROXY names the proxies: otherwise anyone could pick the address rate limits count.
    trustProxy: trustedProxies(options.config.trustProxy),
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
  };
  const fastify = options.logger
    ? Fastify({ ...common, loggerInstance: options.logger.child({}, { serializers: { req: requestSerializer } }) })
    : Fastify({ ...common, logger: { level: options.config.logLevel, serializers: { req: requestSerializer } } });
  return fastify.withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify>;

/**
 * The Orisun HTTP application: security headers, the one error handler, the API routes and the built site.
 * It does not listen; `main.ts` does, and tests use `app.inject`. The caller owns `database` and closes it.
 * The security and rate-limit plugins are loaded before it resolves, so routes added to the returned app
 * (e.g. test-only routes) get them too.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = createFastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.checkResponses }));
  registerErrorHandling(app);
  registerRequestLanguage(app);
  registerRequestGuards(app, config);
  registerJsonBodies(app);

  const headers = securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // HSTS only makes sense (and only works) when the site is reached over https.
    frameguard: { action: 'deny' },
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Every answer, the 404s and errors too (onRequest runs for them all).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  // With REDIS_URL the counters are Redis keys; else on PostgreSQL rows, shared by every server on the database; on
  // PGlite (one process) in memory.
  const redis = config.redisUrl ? rateLimitRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    // The first requests count too: the server is ready once Redis is, or after 2 s without it (then uncounted).
    app.addHook('onReady', async () => void (await redisReady(redis, 2_000)));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  const sharedCounters = options.database.driver === 'postgres';
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: 'orisun:rate-limit:', skipOnError: true }
      : sharedCounters
        ? { store: databaseRateLimitStore(options.database.db) }
        : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        said().waitSeconds(Math.max(1, Math.ceil(context.ttl / 1000))),
      ),
  });

  // The API's answers compressed as the client accepts (brotli, then gzip; from 1 KB, types mime-db calls compressible):
  // a forum list or a thread was 10-20 KB of a phone's data as plain JSON. What the server compressed already (rendered
  // pages) is sent as it is, and the built files as they were built (routes/site.ts). Request bodies are never
  // decompressed: a compressed body is refused (http/guards.ts).
  await app.register(compress, { globalCompression: true, globalDecompression: false, encodings: ['br', 'gzip'], threshold: 1024 });

  const now = options.now ?? (() => new Date());
  await registerAuth(app, { config, db: options.database.db, now });
  if (await ensureFirstAdmin(options.database.db, config.firstAdmin, now())) {
    app.log.info({ email: config.firstAdmin?.email }, 'created the first admin account from ADMIN_EMAIL');
  }

  const outbox = new MailOutbox({
    db: options.database.db,
    driver: options.database.driver,
    transport: options.mailTransport ?? createMailTransport(config),
    config,
    log: app.log,
  });
  app.decorate('mailOutbox', outbox);
  if (sharedCounters && !redis) {
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep = setInterval(() => {
        deleteEndedRateLimits(options.database.db).catch((error: unknown) => app.log.warn({ err: error }, 'rate limits: could not delete ended counters'));
      }, 5 * 60_000);
      sweep.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  if (options.database.driver === 'pglite' && options.housekeeping !== false) {
    let housekeeping: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      housekeeping = setInterval(() => {
        housekeepPglite(options.database).catch((error: unknown) => app.log.warn({ err: error }, 'PGlite: vacuum analyze failed'));
      }, pgliteHousekeepingMs);
      housekeeping.unref();
    });
    app.addHook('onClose', async () => clearInterval(housekeeping));
  }
  if (options.mailWorker !== false) app.addHook('onReady', async () => outbox.start());
  // The desk's list pages and counters, remembered for DESK_LIST_CACHE_SECONDS and forgotten after every write this
  // process answers (onSend: the write is committed by then) and every mail it reads into a ticket.
  const deskMemory = answerMemory(() => config.deskListCacheSeconds, () => now().getTime());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') deskMemory.forget();
    return payload;
  });
  const imap = config.imap;
  const reader = imap
    ? new MailReader({
        db: options.database.db,
        config: { ...config, imap },
        log: app.log,
        now,
        outbox,
        ticketsChanged: deskMemory.forget,
        ...(options.mailReaderPollMs === undefined ? {} : { pollMs: options.mailReaderPollMs }),
      })
    : undefined;
  app.decorate('mailReader', reader);
  if (reader && options.mailReader !== false) app.addHook('onReady', async () => reader.start());
  // The news of followed forum threads, batched into mail (tests turn the worker off and call `flush()`).
  const followDigest = new ForumFollowDigest({ db: options.database.db, driver: options.database.driver, config, outbox, log: app.log, now });
  app.decorate('forumFollowDigest', followDigest);
  if (options.mailWorker !== false) app.addHook('onReady', async () => followDigest.start());
  // The reader stops first: a mail it handles while stopping still reaches the outbox before the outbox stops.
  app.addHook('onClose', async () => {
    await reader?.stop();
    await followDigest.stop();
    await outbox.stop();
  });

  registerMetrics(app, { config, db: options.database.db });
  app.register(healthRoutes, { database: options.database, version: serverVersion });
  app.register(apiDocsRoutes, { config, version: serverVersion });
  app.register(briefRoutes, { config, database: options.database, outbox });
  app.register(contactRoutes, { config, database: options.database, outbox });
  app.register(applicationRoutes, { config, database: options.database, outbox });
  app.register(consultantRoutes, { config, database: options.database, outbox });
  app.register(eventRoutes, { config, database: options.database, outbox, ...(options.now ? { now: options.now } : {}) });
  app.register(subscriptionRoutes, { config, database: options.database, outbox });
  app.register(authRoutes, { config, database: options.database, now });
  app.register(staffAccountRoutes, { database: options.database, now });
  app.register(ticketRoutes, { config, database: options.database, outbox, now, remember: deskMemory.remember });
  app.register(savedReplyRoutes, { database: options.database, now });
  app.register(inboxRoutes, { config, database: options.database, now });
  app.register(outboxRoutes, { database: options.database, outbox });
  app.register(forumRoutes, { config, database: options.database, now, outbox });
  app.register(customerTicketPageRoutes, { config, database: options.database });
  app.register(apiNotFoundRoutes);
  app.register(siteRoutes, { siteDir: config.siteDir, dynamicPages: options.dynamicPages ?? [], secureCookies: config.publicUrl.startsWith('https:') });
  return app;
}
