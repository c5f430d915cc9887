import type { HttpHandler } from 'msw';
import { endpoints } from '../endpoints/index.ts';
import { authMessages } from '../schemas/auth.ts';
import { forumAnswers } from '../answers.ts';
import { forumAuditPageSize, forumMessages, type ForumAuditEntry, type ForumBan, type ForumThreadSummary } from '../schemas/forum.ts';
import { checkedHandler as handle, fail, json } from './checked.ts';
import { forumFixtures, forumThreads } from './forumFixtures.ts';

/**
 * The staff desk's forum moderation as the server answers it (admins): threads listed and searched, locked and moved
 * (`PATCH /api/forum/threads/:id` with `isLocked`/`category`), bans set, listed and lifted, and the moderation log
 * (paged, `action` filter), each change written to the log as the server does. Staff get 403, nobody 401; a ban not in
 * force 404. `reset()` puts everything back (a story's `beforeEach`).
 */
export interface ForumModerationOptions {
  threads?: readonly ForumThreadSummary[];
  bans?: readonly ForumBan[];
  log?: readonly ForumAuditEntry[];
  /** Who asks: an admin (default), a staff member (403) or nobody (401). */
  role?: 'admin' | 'staff' | null;
  /** The admin's name in new log entries. */
  adminName?: string;
  now?: () => Date;
}

export type ForumModerationHandlers = HttpHandler[] & { reset: () => void; log: () => readonly ForumAuditEntry[]; bans: () => readonly ForumBan[] };

export function forumModerationHandlers(options: ForumModerationOptions = {}): ForumModerationHandlers {
  const { role = 'admin', adminName = 'Ada Okafor', now = () => new Date() } = options;
  const initial = {
    threads: options.threads ?? forumThreads,
    bans: options.bans ?? [forumFixtures.banned.ban],
    log: options.log ?? forumFixtures.auditLog.entries,
  };
  let threads: ForumThreadSummary[] = [];
  let bans: ForumBan[] = [];
  let log: ForumAuditEntry[] = [];
  const reset = () => {
    threads = structuredClone([...initial.threads]);
    bans = structuredClone([...initial.bans]);
    log = structuredClone([...initial.log]);
  };
  reset();
  const refuse = () => (role === null ? fail(401, authMessages.signInRequired) : role !== 'admin' ? fail(403, forumAnswers.adminOnly) : undefined);
  const write = (entry: Omit<ForumAuditEntry, 'id' | 'at' | 'by'>) => {
    log.unshift({ id: Math.max(0, ...log.map((e) => e.id)) + 1, at: now().toISOString(), by: adminName, ...entry });
  };

  const handlers = [
    handle(endpoints.listThreads, ({ query }) => {
      const q = query.searchQuery?.trim().toLowerCase();
      const found = threads.filter((t) => !q || [t.title, t.category, t.content, ...t.tags].some((text) => text.toLowerCase().includes(q)));
      return json({ threads: found, total: found.length, nextCursor: null, discussions: threads.length, categories: [], rules: { titleMin: 15, postMin: 20, linksMax: null } });
    }),
    handle(endpoints.editThread, ({ params, body }) => {
      const refused = refuse();
      if (refused) return refused;
      const thread = threads.find((t) => t.id === params.id);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      const ref = { kind: 'thread' as const, itemId: thread.id, thread: { id: thread.id, title: thread.title } };
      if (body.isLocked !== undefined && body.isLocked !== thread.isLocked) {
        write({ action: body.isLocked ? 'lock' : 'unlock', ...ref, before: { lockedAt: thread.isLocked ? 'earlier' : null }, after: { lockedAt: body.isLocked ? now().toISOString() : null } });
        thread.isLocked = body.isLocked;
      }
      if (body.category !== undefined && body.category !== thread.category) {
        write({ action: 'move', ...ref, before: { category: thread.category }, after: { category: body.category } });
        thread.category = body.category;
      }
      return json({ thread: { ...thread, liked: false, reported: false }, message: 'The thread was updated.' });
    }),
    handle(endpoints.banForumAuthor, ({ body }) => {
      const refused = refuse();
      if (refused) return refused;
      const at = now();
      const until = new Date(at.getTime() + body.days * 86_400_000).toISOString();
      const ban: ForumBan = { id: Math.max(0, ...bans.map((b) => b.id)) + 1, scope: body.scope, reason: body.reason, until, createdAt: at.toISOString(), by: adminName, post: { kind: body.kind, id: body.id } };
      bans.unshift(ban);
      const thread = threads.find((t) => t.id === body.id);
      write({ action: 'ban', kind: body.kind, itemId: body.id, before: null, after: { scope: body.scope, days: body.days, reason: body.reason, until }, thread: thread ? { id: thread.id, title: thread.title } : null });
      return json({ ban, message: `The author of this post is banned until ${until.slice(0, 16).replace('T', ' ')} UTC.` });
    }),
    handle(endpoints.forumBans, () => refuse() ?? json({ bans })),
    handle(endpoints.liftForumBan, ({ params }) => {
      const refused = refuse();
      if (refused) return refused;
      const ban = bans.find((b) => b.id === params.id);
      if (!ban) return fail(404, 'There is no such ban in force.');
      bans = bans.filter((b) => b !== ban);
      write({ action: 'unban', kind: ban.post.kind, itemId: ban.post.id, before: { scope: ban.scope, reason: ban.reason }, after: null, thread: null });
      return json({ message: 'The ban has ended.' });
    }),
    handle(endpoints.forumAuditLog, ({ query }) => {
      const refused = refuse();
      if (refused) return refused;
      const matching = query.action ? log.filter((e) => e.action === query.action) : log;
      const entries = matching.slice((query.page - 1) * forumAuditPageSize, query.page * forumAuditPageSize);
      return json({ entries, total: matching.length, page: query.page, pageSize: forumAuditPageSize });
    }),
  ];
  return Object.assign(handlers, { reset, log: () => log, bans: () => bans });
}
