import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { authMessages, endpoints, forumMessages, invalidRequestMessage, postLinkCount, type ForumItemKind, type ForumThread } from '@orisun/api';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import {
  audit,
  canSeeThread,
  countView,
  decodeCursor,
  deleteReply,
  deleteThread,
  ensureVisitor,
  findReply,
  findThread,
  insertReply,
  insertReport,
  insertThread,
  listThreads,
  type ListMemo,
  lockVisitor,
  markSolution,
  moderationQueue,
  openReporters,
  postedSameText,
  postTimes,
  recountThread,
  replyGone,
  replyOut,
  repliesOut,
  resolveReports,
  threadOut,
  threadOutOne,
  threadReplies,
  threadSearchText,
  toggleLike,
  updateReply,
  updateThread,
  type ForumViewer,
  type PostAuthor,
  type PostTable,
  type Queryable,
} from '../db/forum.ts';
import type { OpenedDatabase } from '../db/index.ts';
import type { ForumReplyRow, ForumThreadRow } from '../db/schema.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { caughtByHoneypot } from '../http/forms.ts';
import { forumPageRoutes } from './forum-pages.ts';

export interface ForumRoutesOptions {
  config: Config;
  database: OpenedDatabase;
  now: () => Date;
}

/** The server's sentences for the forum's limits (the page shows them under the field or in the toast). */
export const forumLimitMessages = {
  titleTooShort: (min: number) => `Make the title at least ${min} characters long, so people know what it is about.`,
  contentTooShort: (min: number) => `Write at least ${min} characters, so people can help.`,
  tooManyLinks: (max: number) => (max === 0 ? 'Posts without an account cannot hold links; remove them.' : `Posts without an account may hold at most ${max} link${max === 1 ? '' : 's'}; remove the others.`),
  duplicate: 'You posted the same text a moment ago. Write something new, or wait a few minutes.',
  wait: (seconds: number) => `You are posting too fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  threadsPerDay: (max: number, seconds: number) => `You have started ${max} threads in the last 24 hours, the most a day. Try again in ${duration(seconds)}.`,
  repliesPerDay: (max: number, seconds: number) => `You have written ${max} replies in the last 24 hours, the most a day. Try again in ${duration(seconds)}.`,
  threadUpdated: 'The thread was updated.',
  threadDeleted: 'The thread was deleted.',
  replyDeleted: 'The reply was deleted.',
  kept: 'The post stays on the forum and its reports are closed.',
  removed: 'The post was removed.',
} as const;

function duration(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** The forum visitor's cookie: `__Host-` with an https PUBLIC_URL (Secure, Path=/, no Domain). */
export function forumVisitorCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-orisun_forum' : 'orisun_forum';
}

/** A visitor id: 128 random bits as 32 hex digits. */
const visitorIdPattern = /^[0-9a-f]{32}$/;
const visitorCookieMaxAgeSeconds = 400 * 24 * 60 * 60;
const dayMs = 24 * 60 * 60_000;

const characters = (text: string) => [...text].length;
const ceilSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function tooSoon(reply: FastifyReply, seconds: number, message: string): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, message);
}

/**
 * The forum: the spec's seven calls (`/threads`, `/replies`, likes, the solution), one thread by id, admin edits
 * and deletes, reports and the moderation queue; and the server-rendered thread page and the sitemap's threads
 * (forum-pages.ts). Every write of a visitor passes the Origin guard (http/guards.ts), the per-IP write limit
 * (@fastify/rate-limit) and, for posts, the posting limits of `config.forum`; every admin action writes its audit
 * row in the same transaction.
 */
export const forumRoutes: FastifyPluginAsyncZod<ForumRoutesOptions> = async (app, options) => {
  const { config, database, now } = options;
  const { db } = database;
  const limits = config.forum;
  const cookieName = forumVisitorCookieName(config.publicUrl);
  const writeLimit = { rateLimit: { max: limits.writesPerMinute, timeWindow: '1 minute' } };

  // What every visitor is shown by the list (pages of public threads and their counts), remembered for
  // FORUM_LIST_CACHE_SECONDS and forgotten after every write this process answers (another instance's writes show
  // within that time), as Discourse's anonymous cache does.
  const remembered = new Map<string, { until: number; value: Promise<unknown> }>();
  const memo: ListMemo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
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
  // Before the answer leaves (the write is committed by then), so the writer's next read counts it.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') remembered.clear();
    return payload;
  });

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

  /**
   * Whom a view is counted for: the visitor of the cookie, else the address the request came from (a first visit, a
   * crawler, a client that keeps no cookies). Reading sets no cookie, and a reader without one adds one visitor row
   * per address, not one per request (Discourse counts anonymous views by address too).
   */
  const viewerKeyOf = (request: FastifyRequest): string =>
    cookieVisitor(request) ?? createHash('sha256').update(`forum-view:${request.ip}`).digest('hex').slice(0, 32);

  /** A viewer who writes: the visitor id is made if missing. */
  async function writerOf(request: FastifyRequest, reply: FastifyReply): Promise<ForumViewer & { visitorId: string }> {
    const viewer = await viewerOf(request);
    return { ...viewer, visitorId: visitorIdFor(request, reply) };
  }

  /** 401 without a staff session, 403 for anyone but an admin; checked before the body is read. */
  const adminOnly: onRequestAsyncHookHandler = async (request) => {
    const staff = await app.sessions.staffOf(request);
    if (!staff) throw new HttpError(401, authMessages.signInRequired);
    if (staff.role !== 'admin') throw new HttpError(403, forumMessages.adminOnly);
    request.staff = staff;
  };

  const threadGone = () => new HttpError(404, forumMessages.threadNotFound);
  const replyNotFound = () => new HttpError(404, forumMessages.replyNotFound);

  /** The minimum lengths (everyone) and the link cap (visitors): 400 naming the field, before anything is written. */
  function checkPostText(fields: { title?: string; content: string }, isAdmin: boolean): void {
    const issues: { path: string; message: string }[] = [];
    if (fields.title !== undefined && characters(fields.title) < limits.minTitleLength) issues.push({ path: 'title', message: forumLimitMessages.titleTooShort(limits.minTitleLength) });
    if (characters(fields.content) < limits.minPostLength) issues.push({ path: 'content', message: forumLimitMessages.contentTooShort(limits.minPostLength) });
    else if (!isAdmin && postLinkCount(fields.content) > limits.maxLinks) issues.push({ path: 'content', message: forumLimitMessages.tooManyLinks(limits.maxLinks) });
    if (issues.length > 0) throw new HttpError(400, issues[0]!.message ?? invalidRequestMessage, issues);
  }

  /**
   * The posting limits of a visitor, checked in the transaction that writes the post with the visitor's row locked
   * (so one visitor's posts arriving together are checked one after the other): the interval since their last post
   * of this kind, the posts of this kind in 24 hours by the visitor and by the IP address, and the same text again.
   */
  async function checkPostingLimits(tx: Queryable, reply: FastifyReply, kind: PostTable, visitorId: string, ip: string, content: string, at: Date): Promise<void> {
    const interval = (kind === 'thread' ? limits.threadIntervalSeconds : limits.replyIntervalSeconds) * 1000;
    if (interval > 0) {
      const [last] = (await postTimes(tx, kind, { visitorId }, new Date(at.getTime() - interval), 1)).slice(-1);
      if (last) {
        const seconds = ceilSeconds(last.getTime() + interval - at.getTime());
        tooSoon(reply, seconds, forumLimitMessages.wait(seconds));
      }
    }
    const max = kind === 'thread' ? limits.threadsPerDay : limits.repliesPerDay;
    const since = new Date(at.getTime() - dayMs);
    for (const by of [{ visitorId }, { ip }]) {
      const times = await postTimes(tx, kind, by, since, max);
      if (times.length >= max) {
        const seconds = ceilSeconds(times[0]!.getTime() + dayMs - at.getTime());
        tooSoon(reply, seconds, kind === 'thread' ? forumLimitMessages.threadsPerDay(max, seconds) : forumLimitMessages.repliesPerDay(max, seconds));
      }
    }
    if (limits.duplicateMinutes > 0 && (await postedSameText(tx, visitorId, content, new Date(at.getTime() - limits.duplicateMinutes * 60_000)))) {
      throw new HttpError(400, forumLimitMessages.duplicate, [{ path: 'content', message: forumLimitMessages.duplicate }]);
    }
  }

  /** The author of a new post, its visitor row made and locked, and the posting limits checked (visitors only). */
  async function authorFor(tx: Queryable, request: FastifyRequest, reply: FastifyReply, writer: ForumViewer & { visitorId: string }, kind: PostTable, content: string, at: Date): Promise<PostAuthor> {
    if (writer.adminId !== undefined) return { kind: 'admin', visitorId: null, staffId: writer.adminId, ip: request.ip };
    await ensureVisitor(tx, writer.visitorId, request.ip, at);
    await lockVisitor(tx, writer.visitorId);
    await checkPostingLimits(tx, reply, kind, writer.visitorId, request.ip, content, at);
    return { kind: 'visitor', visitorId: writer.visitorId, staffId: null, ip: request.ip };
  }

  // ---- reading ------------------------------------------------------------------------------------------

  app.route({
    ...endpointRoute(endpoints.forumViewer),
    handler: async (request, reply) => {
      const staff = await app.sessions.staffOf(request);
      return reply.status(200).header('cache-control', 'no-store').send({ user: staff ?? null });
    },
  });

  app.route({
    ...endpointRoute(endpoints.listThreads),
    handler: async (request, reply) => {
      const { cursor: rawCursor, ...query } = request.query;
      const cursor = rawCursor === undefined || rawCursor === '' ? undefined : decodeCursor(rawCursor);
      if (rawCursor !== undefined && rawCursor !== '' && cursor === undefined) {
        throw new HttpError(400, invalidRequestMessage, [{ path: 'cursor', message: 'Start again from the first page.' }]);
      }
      const viewer = await viewerOf(request);
      reply.status(200).header('cache-control', 'no-store');
      if (viewer.visitorId === undefined && viewer.adminId === undefined && query.activeTab !== 'saved') {
        // A reader without a forum cookie or an admin session (a first visit, a crawler) is shown exactly what every
        // such reader is: the answer is remembered as written, so most reads cost neither mapping nor serializing.
        const key = `answer:${query.activeTab}:${query.limit}:${rawCursor ?? ''}:${query.searchQuery ?? ''}`;
        const answer = await memo(key, async () => reply.serialize(await listThreads(db, viewer, { ...query, cursor }, memo)) as string);
        // Already JSON, written by this route's serializer: Fastify sends a string with a JSON type as it is.
        return reply.type('application/json; charset=utf-8').send(answer as never);
      }
      return reply.send(await listThreads(db, viewer, { ...query, cursor }, memo));
    },
  });

  app.route({
    ...endpointRoute(endpoints.listReplies),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const thread = await findThread(db, request.query.threadId);
      if (!thread || !canSeeThread(thread, viewer)) throw threadGone();
      // Opening a thread counts a view: once per visitor (or address, without a cookie) and UTC day.
      const visitorId = viewerKeyOf(request);
      await db.transaction(async (tx) => {
        const at = now();
        await ensureVisitor(tx, visitorId, request.ip, at);
        await countView(tx, visitorId, thread.id, at);
      });
      const rows = await threadReplies(db, thread.id);
      return reply.status(200).header('cache-control', 'no-store').send(await repliesOut(db, rows, viewer));
    },
  });

  app.route({
    ...endpointRoute(endpoints.getThread),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const thread = await findThread(db, request.params.id);
      if (!thread || !canSeeThread(thread, viewer)) throw threadGone();
      const rows = await threadReplies(db, thread.id);
      return reply
        .status(200)
        .header('cache-control', 'no-store')
        .send({ thread: await threadOutOne(db, thread, viewer), replies: await repliesOut(db, rows, viewer) });
    },
  });

  // ---- posting ------------------------------------------------------------------------------------------

  app.route({
    ...endpointRoute(endpoints.createThread),
    config: writeLimit,
    handler: async (request, reply) => {
      const body = request.body;
      const writer = await writerOf(request, reply);
      const isAdmin = writer.adminId !== undefined;
      if (caughtByHoneypot(body.website)) {
        request.log.info({ form: 'forum-thread' }, 'honeypot filled: submission dropped');
        return reply.status(200).send({ thread: droppedThread(body, now()), message: forumMessages.threadCreated });
      }
      checkPostText(body, isAdmin);
      const pending = !isAdmin && limits.premoderation;
      const row = await db.transaction(async (tx) => {
        const at = now();
        const author = await authorFor(tx, request, reply, writer, 'thread', body.content, at);
        return insertThread(tx, { title: body.title, category: body.category, content: body.content, tags: body.tags }, author, at, pending);
      });
      const thread = threadOut(row, writer, { liked: false, reported: false });
      return reply.status(200).send({ thread, message: pending ? forumMessages.pending : forumMessages.threadCreated });
    },
  });

  app.route({
    ...endpointRoute(endpoints.createReply),
    config: writeLimit,
    handler: async (request, reply) => {
      const writer = await writerOf(request, reply);
      const isAdmin = writer.adminId !== undefined;
      const existing = await findThread(db, request.params.id);
      if (!existing || !canSeeThread(existing, writer)) throw threadGone();
      if (caughtByHoneypot(request.body.website)) {
        request.log.info({ form: 'forum-reply' }, 'honeypot filled: submission dropped');
        const at = now();
        const fake = { id: randomUUID(), threadId: existing.id, content: request.body.content, authorKind: 'visitor', visitorId: null, staffId: null, ip: null, likes: 0, isSolution: false, hidden: false, deletedAt: null, createdAt: at, editedAt: null } satisfies ForumReplyRow;
        return reply.status(200).send({ reply: replyOut(fake, { liked: false, reported: false }), thread: await threadOutOne(db, existing, writer) });
      }
      checkPostText({ content: request.body.content }, isAdmin);
      const result = await db.transaction(async (tx) => {
        const at = now();
        const author = await authorFor(tx, request, reply, writer, 'reply', request.body.content, at);
        const thread = await findThread(tx, existing.id, { lock: true });
        if (!thread || !canSeeThread(thread, writer)) throw threadGone();
        return insertReply(tx, thread, request.body.content, author, at);
      });
      return reply.status(200).send({ reply: replyOut(result.reply, { liked: false, reported: false }), thread: await threadOutOne(db, result.thread, writer) });
    },
  });

  // ---- likes and the solution ---------------------------------------------------------------------------

  async function like(request: FastifyRequest, reply: FastifyReply, kind: ForumItemKind, id: string) {
    const writer = await writerOf(request, reply);
    return db.transaction(async (tx) => {
      const at = now();
      let threadId: string;
      if (kind === 'thread') {
        const thread = await findThread(tx, id);
        if (!thread || !canSeeThread(thread, writer)) throw threadGone();
        threadId = thread.id;
      } else {
        const row = await findReply(tx, id);
        if (!row || replyGone(row)) throw replyNotFound();
        const thread = await findThread(tx, row.threadId);
        if (!thread || !canSeeThread(thread, writer)) throw replyNotFound();
        threadId = thread.id;
      }
      await ensureVisitor(tx, writer.visitorId, request.ip, at);
      return toggleLike(tx, writer.visitorId, kind, { id, threadId }, at);
    });
  }

  app.route({
    ...endpointRoute(endpoints.likeThread),
    config: writeLimit,
    handler: async (request, reply) => reply.status(200).send(await like(request, reply, 'thread', request.params.id)),
  });

  app.route({
    ...endpointRoute(endpoints.likeReply),
    config: writeLimit,
    handler: async (request, reply) => reply.status(200).send(await like(request, reply, 'reply', request.params.id)),
  });

  app.route({
    ...endpointRoute(endpoints.markSolution),
    config: writeLimit,
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const found = await findReply(db, request.params.id);
      if (!found || replyGone(found)) throw replyNotFound();
      const result = await db.transaction(async (tx) => {
        const at = now();
        // The thread's row first, then the reply's: the order of every forum write.
        const thread = await findThread(tx, found.threadId, { lock: true });
        if (!thread || !canSeeThread(thread, viewer)) throw replyNotFound();
        const replyRow = await findReply(tx, found.id, { lock: true });
        if (!replyRow || replyGone(replyRow)) throw replyNotFound();
        const isAuthor = viewer.visitorId !== undefined && thread.visitorId === viewer.visitorId;
        if (!isAuthor && viewer.adminId === undefined) throw new HttpError(403, forumMessages.notYours);
        if (thread.isSolved) throw new HttpError(409, forumMessages.alreadySolved);
        const marked = await markSolution(tx, thread, replyRow);
        if (!isAuthor && viewer.adminId !== undefined) {
          await audit(tx, { staffId: viewer.adminId, action: 'mark-solution', kind: 'reply', itemId: replyRow.id, before: { isSolution: false }, after: { isSolution: true }, at });
        }
        return marked;
      });
      const [replyOutput] = await repliesOut(db, [result.reply], viewer);
      return reply.status(200).send({ thread: await threadOutOne(db, result.thread, viewer), reply: replyOutput! });
    },
  });

  // ---- reports ------------------------------------------------------------------------------------------

  app.route({
    ...endpointRoute(endpoints.reportPost),
    config: writeLimit,
    handler: async (request, reply) => {
      const writer = await writerOf(request, reply);
      const { kind, id, reason } = request.body;
      await db.transaction(async (tx) => {
        const at = now();
        let threadId: string;
        if (kind === 'thread') {
          const thread = await findThread(tx, id, { lock: true });
          if (!thread || !canSeeThread(thread, writer)) throw threadGone();
          threadId = thread.id;
        } else {
          const found = await findReply(tx, id);
          if (!found || replyGone(found)) throw replyNotFound();
          const thread = await findThread(tx, found.threadId, { lock: true });
          if (!thread || !canSeeThread(thread, writer)) throw replyNotFound();
          threadId = thread.id;
        }
        await ensureVisitor(tx, writer.visitorId, request.ip, at);
        if (!(await insertReport(tx, writer.visitorId, kind, id, reason, at))) throw new HttpError(409, forumMessages.alreadyReported);
        if ((await openReporters(tx, kind, id)) >= limits.reportHideThreshold) {
          if (kind === 'thread') {
            await updateThread(tx, id, { hidden: true });
          } else {
            await updateReply(tx, id, { hidden: true });
            await recountThread(tx, threadId);
          }
          request.log.info({ kind, id }, 'forum post hidden by reports');
        }
      });
      return reply.status(200).send({ message: forumMessages.reported });
    },
  });

  // ---- admins -------------------------------------------------------------------------------------------

  /** In one transaction: the live (not deleted) thread locked, or 404. */
  async function withThread<T>(id: string, change: (tx: Queryable, thread: ForumThreadRow, at: Date) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const thread = await findThread(tx, id, { lock: true });
      if (!thread || thread.deletedAt !== null) throw threadGone();
      return change(tx, thread, now());
    });
  }

  /** In one transaction: the live reply and its thread locked (thread first), or 404. */
  async function withReply<T>(id: string, change: (tx: Queryable, thread: ForumThreadRow, reply: ForumReplyRow, at: Date) => Promise<T>): Promise<T> {
    const found = await findReply(db, id);
    if (!found || found.deletedAt !== null) throw replyNotFound();
    return db.transaction(async (tx) => {
      const thread = await findThread(tx, found.threadId, { lock: true });
      const row = await findReply(tx, id, { lock: true });
      if (!thread || thread.deletedAt !== null || !row || row.deletedAt !== null) throw replyNotFound();
      return change(tx, thread, row, now());
    });
  }

  const adminViewer = (request: FastifyRequest): ForumViewer => ({ visitorId: cookieVisitor(request), adminId: request.staff!.id });

  app.route({
    ...endpointRoute(endpoints.editThread),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { content, isPinned } = request.body;
      if (content !== undefined) checkPostText({ content }, true);
      const staffId = request.staff!.id;
      const row = await withThread(request.params.id, async (tx, thread, at) => {
        const change: Parameters<typeof updateThread>[2] = {};
        if (content !== undefined && content !== thread.content) Object.assign(change, { content, editedAt: at, search: threadSearchText({ ...thread, content }) });
        if (isPinned !== undefined && isPinned !== thread.isPinned) change.isPinned = isPinned;
        if (Object.keys(change).length === 0) return thread;
        const updated = await updateThread(tx, thread.id, change);
        const action = change.content !== undefined ? 'edit' : isPinned ? 'pin' : 'unpin';
        await audit(tx, {
          staffId,
          action,
          kind: 'thread',
          itemId: thread.id,
          before: { content: thread.content, isPinned: thread.isPinned },
          after: { content: updated.content, isPinned: updated.isPinned },
          at,
        });
        return updated;
      });
      return reply.status(200).send({ thread: await threadOutOne(db, row, adminViewer(request)), message: forumLimitMessages.threadUpdated });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteThread),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const staffId = request.staff!.id;
      await withThread(request.params.id, async (tx, thread, at) => {
        await deleteThread(tx, thread.id, at);
        await resolveReports(tx, 'thread', thread.id, at);
        await audit(tx, { staffId, action: 'delete', kind: 'thread', itemId: thread.id, before: snapshotThread(thread), after: null, at });
      });
      return reply.status(200).send({ message: forumLimitMessages.threadDeleted });
    },
  });

  app.route({
    ...endpointRoute(endpoints.editReply),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { content } = request.body;
      checkPostText({ content }, true);
      const staffId = request.staff!.id;
      const result = await withReply(request.params.id, async (tx, thread, row, at) => {
        if (content === row.content) return { thread, reply: row };
        const updated = await updateReply(tx, row.id, { content, editedAt: at });
        await audit(tx, { staffId, action: 'edit', kind: 'reply', itemId: row.id, before: { content: row.content }, after: { content }, at });
        return { thread, reply: updated };
      });
      const viewer = adminViewer(request);
      const [replyOutput] = await repliesOut(db, [result.reply], viewer);
      return reply.status(200).send({ reply: replyOutput!, thread: await threadOutOne(db, result.thread, viewer) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteReply),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const staffId = request.staff!.id;
      await withReply(request.params.id, async (tx, _thread, row, at) => {
        await deleteReply(tx, row, at);
        await resolveReports(tx, 'reply', row.id, at);
        await audit(tx, { staffId, action: 'delete', kind: 'reply', itemId: row.id, before: snapshotReply(row), after: null, at });
      });
      return reply.status(200).send({ message: forumLimitMessages.replyDeleted });
    },
  });

  app.route({
    ...endpointRoute(endpoints.forumQueue),
    onRequest: adminOnly,
    handler: async (_request, reply) => {
      const entries = await moderationQueue(db);
      return reply.status(200).header('cache-control', 'no-store').send({ entries, total: entries.length });
    },
  });

  app.route({
    ...endpointRoute(endpoints.decideForumQueueEntry),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const { kind, id } = request.params;
      const { decision } = request.body;
      const staffId = request.staff!.id;
      if (kind === 'thread') {
        await withThread(id, async (tx, thread, at) => {
          await resolveReports(tx, 'thread', thread.id, at);
          const after = decision === 'keep' ? await updateThread(tx, thread.id, { hidden: false, pending: false }) : await deleteThread(tx, thread.id, at);
          await audit(tx, { staffId, action: decision, kind, itemId: thread.id, before: snapshotThread(thread), after: snapshotThread(after), at });
        });
      } else {
        await withReply(id, async (tx, _thread, row, at) => {
          await resolveReports(tx, 'reply', row.id, at);
          if (decision === 'keep') {
            const after = await updateReply(tx, row.id, { hidden: false });
            await recountThread(tx, row.threadId);
            await audit(tx, { staffId, action: 'keep', kind, itemId: row.id, before: snapshotReply(row), after: snapshotReply(after), at });
          } else {
            await deleteReply(tx, row, at);
            await audit(tx, { staffId, action: 'remove', kind, itemId: row.id, before: snapshotReply(row), after: null, at });
          }
        });
      }
      return reply.status(200).send({ message: decision === 'keep' ? forumLimitMessages.kept : forumLimitMessages.removed });
    },
  });

  await app.register(forumPageRoutes, { config, database, viewerOf });
};

function snapshotThread(row: ForumThreadRow) {
  return { title: row.title, category: row.category, content: row.content, tags: row.tags, isPinned: row.isPinned, pending: row.pending, hidden: row.hidden, deleted: row.deletedAt !== null };
}

function snapshotReply(row: ForumReplyRow) {
  return { threadId: row.threadId, content: row.content, hidden: row.hidden, deleted: row.deletedAt !== null };
}

/** What a submission the honeypot dropped is answered with: a thread of the same shape that was never stored. */
function droppedThread(body: { title: string; category: ForumThread['category']; content: string; tags: string[] }, at: Date): ForumThread {
  return {
    id: randomUUID(),
    title: body.title,
    category: body.category,
    author: 'Anonymous',
    authorAvatar: '?',
    replies: 0,
    views: 0,
    likes: 0,
    replyLikes: 0,
    lastReplyAt: null,
    lastReplyBy: null,
    content: body.content,
    isPinned: false,
    isSolved: false,
    createdAt: at.toISOString(),
    editedAt: null,
    tags: body.tags,
    isAdminPost: false,
    liked: false,
    reported: false,
    mine: true,
    pending: false,
  };
}
