import { createHash, randomBytes } from 'node:crypto';
import { authMessages, forumMessages } from '@orisun/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config, ForumConfig } from '../../config.ts';
import type { ListMemo } from '../../db/forum/list.ts';
import { findReply } from '../../db/forum/replies.ts';
import { findThread } from '../../db/forum/threads.ts';
import { canSeeThread, type ForumViewer, type Queryable } from '../../db/forum/visibility.ts';
import type { Database, OpenedDatabase } from '../../db/index.ts';
import type { ForumReplyRow, ForumThreadRow } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export interface ForumRoutesOptions {
  config: Config;
  database: OpenedDatabase;
  now: () => Date;
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

/** A visitor id: 128 random bits as 32 hex digits. */
const visitorIdPattern = /^[0-9a-f]{32}$/;
const visitorCookieMaxAgeSeconds = 400 * 24 * 60 * 60;

/**
 * What every visitor is shown by the list (pages of public threads and their counts), remembered for
 * FORUM_LIST_CACHE_SECONDS and forgotten after every write this process answers (another instance's writes show
 * within that time), as Discourse's anonymous cache does.
 */
function listMemory(app: FastifyInstance, limits: ForumConfig): ListMemo {
  const remembered = new Map<string, { until: number; value: Promise<unknown> }>();
  // Before the answer leaves (the write is committed by then), so the writer's next read counts it.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') remembered.clear();
    return payload;
  });
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (limits.listCacheSeconds === 0) return load();
    const at = Date.now();
    const hit = remembered.get(key);
    if (hit && hit.until > at) return hit.value as Promise<T>;
    if (remembered.size > 1_000) remembered.clear();
    // Promise.resolve: a query builder is a thenable that runs again at every await; this runs it once.
    const value = Promise.resolve(load());
    remembered.set(key, { until: at + limits.listCacheSeconds * 1000, value });
    value.catch(() => remembered.delete(key));
    return value;
  };
}

/** The forum's shared pieces, for the routes registered on `app` (its onSend hook forgets the list after a write). */
export function forumContext(app: FastifyInstance, { config, database, now }: ForumRoutesOptions): ForumContext {
  const { db } = database;
  const limits = config.forum;
  const cookieName = forumVisitorCookieName(config.publicUrl);

  const cookieVisitor = (request: FastifyRequest): string | undefined => {
    const value = request.cookies[cookieName];
    return value !== undefined && visitorIdPattern.test(value) ? value : undefined;
  };

  /** The visitor (from the cookie) and the admin (a staff session with role admin), without writing anything. */
  async function viewerOf(request: FastifyRequest): Promise<ForumViewer> {
    const staff = await app.sessions.staffOf(request);
    return { visitorId: cookieVisitor(request), adminId: staff?.role === 'admin' ? staff.id : undefined };
  }

  /** The visitor's id, made now (and its cookie set) if the request had none; its row is created by `ensureVisitor`. */
  function visitorIdFor(request: FastifyRequest, reply: FastifyReply): string {
    const known = cookieVisitor(request);
    if (known !== undefined) return known;
    const id = randomBytes(16).toString('hex');
    reply.setCookie(cookieName, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      path: '/',
      maxAge: visitorCookieMaxAgeSeconds,
    });
    return id;
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
    writerOf: async (request, reply) => ({ ...(await viewerOf(request)), visitorId: visitorIdFor(request, reply) }),
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
      if (staff.role !== 'admin') throw new HttpError(403, forumMessages.adminOnly);
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
