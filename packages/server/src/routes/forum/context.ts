import { createHash } from 'node:crypto';
import { authMessages, endpoints, forumAnswers, forumMessages } from '@orisun/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config, ForumConfig } from '../../config.ts';
import { activeBan } from '../../db/forum/bans.ts';
import { findReply } from '../../db/forum/replies.ts';
import { findThread } from '../../db/forum/threads.ts';
import { forumVisitorKey, visitorExists } from '../../db/forum/visitors.ts';
import { canSeeThread, type ForumViewer, type Queryable } from '../../db/forum/visibility.ts';
import type { Database, OpenedDatabase } from '../../db/index.ts';
import { answerMemory, type ListMemo } from '../../db/memo.ts';
import type { ForumReplyRow, ForumThreadRow } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { OutboxNudge } from '../../http/forms.ts';
import { networkOf } from '../../http/network.ts';
import { visitorCookies, type VisitorCookies } from './visitorCookie.ts';

export interface ForumRoutesOptions {
  config: Config;
  database: OpenedDatabase;
  now: () => Date;
  /** The mail outbox, nudged after a write that mails (following a thread). */
  outbox: OutboxNudge;
}

/** A viewer who writes: the visitor id is made (and its cookie set) if the request had none. */
export type ForumWriter = ForumViewer & { visitorId: string };

/** What the forum's route modules share: who is asking, the list's memory, the admin guard, 404s and locks. */
export interface ForumContext {
  config: Config;
  limits: ForumConfig;
  database: OpenedDatabase;
  db: Database;
  now: () => Date;
  /** Route config of every forum write: `FORUM_WRITES_PER_MINUTE` per IP address and route. */
  writeLimit: { rateLimit: { max: number; timeWindow: string } };
  memo: ListMemo;
  cookieVisitor: (request: FastifyRequest) => string | undefined;
  viewerOf: (request: FastifyRequest) => Promise<ForumViewer>;
  writerOf: (request: FastifyRequest, reply: FastifyReply) => Promise<ForumWriter>;
  /** Gives this browser the signed cookie of visitor `id` (a one-time sign-in link). */
  setVisitorCookie: (reply: FastifyReply, id: string) => void;
  outbox: OutboxNudge;
  viewerKeyOf: (request: FastifyRequest) => string;
  adminOnly: onRequestAsyncHookHandler;
  adminViewer: (request: FastifyRequest) => ForumViewer;
  threadGone: () => HttpError;
  replyNotFound: () => HttpError;
  /** The thread if `viewer` may see it (locked for the transaction with `lock`), else the 404 of an unknown thread. */
  visibleThread: (q: Queryable, id: string, viewer: ForumViewer, options?: { lock?: boolean }) => Promise<ForumThreadRow>;
  withThread: <T>(id: string, change: (tx: Queryable, thread: ForumThreadRow, at: Date) => Promise<T>) => Promise<T>;
  withReply: <T>(id: string, change: (tx: Queryable, thread: ForumThreadRow, reply: ForumReplyRow, at: Date) => Promise<T>) => Promise<T>;
}

/** The forum visitor's cookie: `__Host-` with an https PUBLIC_URL (Secure, Path=/, no Domain). */
export function forumVisitorCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-orisun_forum' : 'orisun_forum';
}

const visitorCookieMaxAgeSeconds = 400 * 24 * 60 * 60;

/**
 * What every visitor is shown by the list (pages of public threads and their counts), remembered for
 * FORUM_LIST_CACHE_SECONDS and forgotten after every write this process answers (another instance's writes show
 * within that time), as Discourse's anonymous cache does.
 */
function listMemory(app: FastifyInstance, limits: ForumConfig): ListMemo {
  const memory = answerMemory(() => limits.listCacheSeconds);
  // Before the answer leaves (the write is committed by then), so the writer's next read counts it.
  app.addHook('onSend', async (request, _reply, payload) => {
    // A preview writes nothing (routes/forum/preview.ts).
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.routeOptions.url !== endpoints.previewPost.path) memory.forget();
    return payload;
  });
  return memory.remember;
}

/**
 * The forum's shared pieces, for the routes registered on `app` (its onSend hook forgets the list after a write, and
 * gives a reader without a cookie this server signed one).
 */
export function forumContext(app: FastifyInstance, { config, database, now, outbox }: ForumRoutesOptions): ForumContext {
  const { db } = database;
  const limits = config.forum;
  const cookieName = forumVisitorCookieName(config.publicUrl);
  // The signing key is read from the database with the first forum request (not at start: a server whose database
  // does not answer yet still starts, and reports it on /health), then kept.
  let cookies: VisitorCookies | undefined;
  let loading: Promise<VisitorCookies> | undefined;
  app.addHook('onRequest', async () => {
    if (cookies) return;
    loading ??= forumVisitorKey(db).then(
      (key) => (cookies = visitorCookies(key)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    await loading;
  });
  const signer = () => cookies!;

  const readCookie = (request: FastifyRequest) => signer().read(request.cookies[cookieName]);
  const cookieVisitor = (request: FastifyRequest): string | undefined => readCookie(request)?.id;
  const setVisitorCookie = (reply: FastifyReply, id: string) =>
    reply.setCookie(cookieName, signer().issue(id, now()), {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      path: '/',
      maxAge: visitorCookieMaxAgeSeconds,
    });

  // A read of the forum's API (never stored by a shared cache: no-store) or one of its HTML pages (private: a shared
  // cache keeps none) gives a visitor without a signed cookie one, keeping the id of an older plain cookie; that is
  // the "earlier page view" a write needs (issue 23: a visitor who arrived on a page can like, report and post).
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheControl = String(reply.getHeader('cache-control'));
    if (request.method !== 'GET' || reply.statusCode >= 400 || (cacheControl !== 'no-store' && cacheControl !== 'private, no-cache')) return payload;
    const cookie = readCookie(request);
    if (!cookie?.issued) setVisitorCookie(reply, cookie?.id ?? signer().newId());
    return payload;
  });

  /** The visitor (from the cookie) and the admin (a staff session with role admin), without writing anything. */
  async function viewerOf(request: FastifyRequest): Promise<ForumViewer> {
    const staff = await app.sessions.staffOf(request);
    return { visitorId: cookieVisitor(request), adminId: staff?.role === 'admin' ? staff.id : undefined };
  }

  /**
   * Who writes: the visitor of a cookie this server signed (or of an older plain cookie that wrote before); a signed-in
   * staff member gets one now. Anyone else is refused: a cookie-less request is not a new visitor (three such reports
   * hid any post), so a like, report or post needs the cookie a forum read gave.
   */
  async function writerOf(request: FastifyRequest, reply: FastifyReply): Promise<ForumWriter> {
    const staff = await app.sessions.staffOf(request);
    const viewer = { adminId: staff?.role === 'admin' ? staff.id : undefined };
    const cookie = readCookie(request);
    if (!staff) {
      // A banned visitor or network reads but does not write.
      const ban = await activeBan(db, { visitorId: cookie?.id, network: networkOf(request.ip) }, now());
      if (ban) throw new HttpError(403, forumAnswers.banned(ban.until));
    }
    if (cookie?.issued || (cookie && (await visitorExists(db, cookie.id)))) return { ...viewer, visitorId: cookie.id };
    if (staff) {
      const id = cookie?.id ?? signer().newId();
      setVisitorCookie(reply, id);
      return { ...viewer, visitorId: id };
    }
    throw new HttpError(403, forumAnswers.visitorCookieNeeded);
  }

  const threadGone = () => new HttpError(404, forumMessages.threadNotFound);
  const replyNotFound = () => new HttpError(404, forumMessages.replyNotFound);

  return {
    config,
    limits,
    database,
    db,
    now,
    writeLimit: { rateLimit: { max: limits.writesPerMinute, timeWindow: '1 minute' } },
    memo: listMemory(app, limits),
    cookieVisitor,
    viewerOf,
    writerOf,
    setVisitorCookie,
    outbox,
    /**
     * Whom a view is counted for: the visitor of the cookie, else the address the request came from (a first visit, a
     * crawler, a client that keeps no cookies). Reading sets no cookie, and a reader without one adds one visitor row
     * per address, not one per request (Discourse counts anonymous views by address too).
     */
    viewerKeyOf: (request) => cookieVisitor(request) ?? createHash('sha256').update(`forum-view:${request.ip}`).digest('hex').slice(0, 32),
    /** 401 without a staff session, 403 for anyone but an admin; checked before the body is read. */
    adminOnly: async (request) => {
      const staff = await app.sessions.staffOf(request);
      if (!staff) throw new HttpError(401, authMessages.signInRequired);
      if (staff.role !== 'admin') throw new HttpError(403, forumAnswers.adminOnly);
      request.staff = staff;
    },
    adminViewer: (request) => ({ visitorId: cookieVisitor(request), adminId: request.staff!.id }),
    threadGone,
    replyNotFound,
    visibleThread: async (q, id, viewer, options = {}) => {
      const thread = await findThread(q, id, options);
      if (!thread || !canSeeThread(thread, viewer)) throw threadGone();
      return thread;
    },
    /** In one transaction: the live (not deleted) thread locked, or 404. */
    withThread: (id, change) =>
      db.transaction(async (tx) => {
        const thread = await findThread(tx, id, { lock: true });
        if (!thread || thread.deletedAt !== null) throw threadGone();
        return change(tx, thread, now());
      }),
    /** In one transaction: the live reply and its thread locked (thread first), or 404. */
    withReply: async (id, change) => {
      const found = await findReply(db, id);
      if (!found || found.deletedAt !== null) throw replyNotFound();
      return db.transaction(async (tx) => {
        const thread = await findThread(tx, found.threadId, { lock: true });
        const row = await findReply(tx, id, { lock: true });
        if (!thread || thread.deletedAt !== null || !row || row.deletedAt !== null) throw replyNotFound();
        return change(tx, thread, row, now());
      });
    },
  };
}
