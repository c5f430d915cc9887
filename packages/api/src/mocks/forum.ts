import type { HttpHandler } from 'msw';
import { forumAnswers } from '../answers.ts';
import { endpoints } from '../endpoints/index.ts';
import { postExcerpt, renderPostHtml } from '../forumMarkdown.ts';
import { authMessages, type StaffAccount, type StaffUser } from '../schemas/auth.ts';
import {
  forumAuthors,
  forumCategories,
  forumLimits,
  forumMessages,
  forumPopularViews,
  newThreadShape,
  withinAuthorEditWindow,
  type ForumPostRulesAnswer,
  type ForumReply,
  type ForumTab,
  type ForumThread,
} from '../schemas/forum.ts';
import { forumReplies, forumThreads } from './forumFixtures.ts';
import { checkedHandler, fail, json } from './checked.ts';
import { staffDeskAccounts, staffDeskPassword } from './staffDesk.ts';

/**
 * A forum that remembers: the forum endpoints (the spec's seven calls and ours under `/api/forum/`) and the
 * staff sign-in (`/api/auth/*`, for the Admin Portal) answered from an in-memory store that follows the
 * server's rules: tabs (popular = more than 100 views, unanswered, solved, saved ids), a case-insensitive
 * search of title, category, tags and content, pinned first then newest activity, pages with a cursor, likes
 * that toggle per visitor, the solution chosen by the thread's author or an admin (403 otherwise, 409 when solved),
 * one report per post (409 again), admin-only pin, edit and delete (403 otherwise), pre-moderation.
 * Stories and component tests of the forum page use it.
 *
 * Put its handlers before the defaults (`[...forum.handlers, ...handlers]`); a story that needs one endpoint to
 * fail puts that override first. `reset()` puts the store back as it was created. Everyone signs in with
 * `staffDeskPassword` (the staff desk's accounts: an admin and a staff member).
 */

export interface ForumOptions {
  /** The threads (default: the forum fixtures). */
  threads?: readonly ForumThread[];
  /** The replies (default: the fixtures'). */
  replies?: readonly ForumReply[];
  /** Who is signed in at first: nobody (default, a visitor) or a staff account (an admin is the forum's admin). */
  signedIn?: StaffUser | null;
  /** Hold a visitor's new threads for a moderator (`pending`). Default `false`. */
  premoderation?: boolean;
  /** The accounts that can sign in (default: the staff desk's). */
  accounts?: readonly StaffAccount[];
  /** The clock of new posts. Default: the real one. */
  now?: () => Date;
  /**
   * The posting rules the thread list tells (what the forms check before sending; the mock itself refuses nothing by
   * them). Default: any text the schema accepts (lengths of 1, links not capped).
   */
  rules?: ForumPostRulesAnswer;
}

export interface Forum {
  handlers: HttpHandler[];
  reset: () => void;
  /** The threads as they are now (tests read what a change did). */
  threads: () => readonly ForumThread[];
  /** The replies as they are now. */
  replies: () => readonly ForumReply[];
  /** The reports received, newest last. */
  reports: () => readonly { kind: 'thread' | 'reply'; id: string; reason: string }[];
  signedIn: () => StaffUser | null;
}

const handle = checkedHandler;

/** When a thread was last active: its newest reply, or its creation. */
const activity = (t: ForumThread) => Date.parse(t.lastReplyAt ?? t.createdAt);

function inTab(thread: ForumThread, tab: ForumTab, saved: readonly string[]): boolean {
  switch (tab) {
    case 'popular':
      return thread.views > forumPopularViews;
    case 'unanswered':
      return thread.replies === 0;
    case 'solved':
      return thread.isSolved;
    case 'saved':
      return saved.includes(thread.id);
    default:
      return true;
  }
}

function matches(thread: ForumThread, search: string | undefined): boolean {
  const q = search?.trim().toLowerCase();
  if (!q) return true;
  return [thread.title, thread.category, thread.content, ...thread.tags].some((text) => text.toLowerCase().includes(q));
}

/** A forum with its own store (see the module comment). */
export function createForum(options: ForumOptions = {}): Forum {
  const now = options.now ?? (() => new Date());
  const rules = options.rules ?? { titleMin: 1, postMin: 1, linksMax: null };
  const initial = {
    threads: options.threads ?? forumThreads,
    replies: options.replies ?? forumReplies,
    signedIn: options.signedIn ?? null,
    accounts: options.accounts ?? staffDeskAccounts,
  };
  let threads: ForumThread[] = [];
  let replies: ForumReply[] = [];
  let signedIn: StaffUser | null = null;
  let reports: { kind: 'thread' | 'reply'; id: string; reason: string }[] = [];
  const reset = () => {
    threads = structuredClone([...initial.threads]);
    replies = structuredClone([...initial.replies]);
    signedIn = initial.signedIn;
    reports = [];
  };
  reset();

  const admin = () => signedIn?.role === 'admin';
  const author = () => (admin() ? forumAuthors.admin : forumAuthors.visitor);
  /** What this visitor sees: pending threads only their own (or an admin's view). */
  const visible = (t: ForumThread) => !t.pending || t.mine || admin();
  const findThread = (id: string) => threads.find((t) => t.id === id && visible(t));
  const findReply = (id: string) => replies.find((r) => r.id === id);
  const adminOnly = () => (admin() ? undefined : fail(403, forumAnswers.adminOnly));
  /** The thread's counts from its replies (after a reply is added, deleted or liked). */
  const recount = (thread: ForumThread) => {
    const own = replies.filter((r) => r.threadId === thread.id);
    thread.replies = own.length;
    thread.replyLikes = own.reduce((sum, r) => sum + r.likes, 0);
    const last = own.at(-1);
    thread.lastReplyAt = last?.createdAt ?? null;
    thread.lastReplyBy = last?.author ?? null;
    thread.isSolved = own.some((r) => r.isSolution);
  };

  /** Why an author's change is refused (the server's rules), or undefined. */
  const ownRefusal = (post: ForumThread | ForumReply, thread?: ForumThread) => {
    if (!post.mine) return fail(403, forumAnswers.notYourPost);
    if (!withinAuthorEditWindow(post.createdAt, now())) return fail(403, forumAnswers.editWindowOver);
    if (post.deletedByAuthor) return fail(409, forumAnswers.postDeleted);
    if ((thread ?? (post as ForumThread)).isLocked) return fail(409, forumAnswers.threadLocked);
    return undefined;
  };

  const handlers: HttpHandler[] = [
    handle(endpoints.session, () => json({ user: signedIn ?? null })),
    handle(endpoints.forumViewer, () => json({ user: signedIn })),
    handle(endpoints.signIn, ({ body }) => {
      const account = initial.accounts.find((a) => a.email.toLowerCase() === body.email.toLowerCase());
      if (!account || account.disabled || body.password !== staffDeskPassword) return fail(401, authMessages.invalidCredentials);
      signedIn = { id: account.id, email: account.email, name: account.name, role: account.role };
      return json({ user: signedIn });
    }),
    handle(endpoints.signOut, () => {
      signedIn = null;
      return json({ message: authMessages.signedOut });
    }),
    handle(endpoints.listThreads, ({ query }) => {
      const shown = threads.filter(visible);
      const found = shown
        .filter((t) => inTab(t, query.activeTab, query.saved ?? []) && matches(t, query.searchQuery))
        .filter((t) => (query.category === undefined || t.category === query.category) && (query.tag === undefined || t.tags.includes(query.tag)))
        .sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || activity(b) - activity(a));
      const start = query.cursor ? Number(query.cursor) || 0 : (query.page - 1) * query.limit;
      const end = start + query.limit;
      const published = shown.filter((t) => !t.pending);
      return json({
        // The list's summaries: what this visitor did to a thread is in the thread's own answer.
        threads: found.slice(start, end).map(({ liked: _liked, reported: _reported, contentHtml: _html, ...summary }) => summary),
        total: found.length,
        nextCursor: end < found.length ? String(end) : null,
        discussions: published.length,
        categories: forumCategories.map((name) => ({ name, threads: published.filter((t) => t.category === name).length })),
        rules,
      });
    }),
    handle(endpoints.listReplies, ({ query }) => {
      const thread = findThread(query.threadId);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      thread.views += 1;
      return json(replies.filter((r) => r.threadId === thread.id));
    }),
    handle(endpoints.getThread, ({ params }) => {
      const thread = findThread(params.id);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      thread.views += 1;
      return json({ thread, replies: replies.filter((r) => r.threadId === thread.id) });
    }),
    handle(endpoints.countThreadView, ({ params }) => {
      const thread = findThread(params.id);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      thread.views += 1;
      return json({ views: thread.views });
    }),
    handle(endpoints.createThread, ({ body }) => {
      const pending = Boolean(options.premoderation) && !admin();
      const thread = newThreadShape(body, admin() ? 'admin' : 'visitor', now(), { contentHtml: renderPostHtml(body.content), excerpt: postExcerpt(body.content), pending });
      threads.unshift(thread);
      return json({ thread, message: pending ? forumMessages.pending : forumMessages.threadCreated });
    }),
    handle(endpoints.createReply, ({ params, body }) => {
      const thread = findThread(params.id);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      const reply: ForumReply = {
        id: crypto.randomUUID(),
        threadId: thread.id,
        author: author().name,
        authorAvatar: author().avatar,
        content: body.content,
        contentHtml: renderPostHtml(body.content),
        likes: 0,
        createdAt: now().toISOString(),
        editedAt: null,
        isSolution: false,
        isAdminReply: admin(),
        liked: false,
        reported: false,
        ...(admin() ? {} : { mine: true }),
      };
      replies.push(reply);
      recount(thread);
      return json({ reply, thread });
    }),
    handle(endpoints.likeThread, ({ params }) => {
      const thread = findThread(params.id);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      thread.liked = !thread.liked;
      thread.likes = Math.max(0, thread.likes + (thread.liked ? 1 : -1));
      return json({ liked: thread.liked, likes: thread.likes });
    }),
    handle(endpoints.likeReply, ({ params }) => {
      const reply = findReply(params.id);
      const thread = reply && findThread(reply.threadId);
      if (!reply || !thread) return fail(404, forumMessages.replyNotFound);
      reply.liked = !reply.liked;
      reply.likes = Math.max(0, reply.likes + (reply.liked ? 1 : -1));
      recount(thread);
      return json({ liked: reply.liked, likes: reply.likes });
    }),
    handle(endpoints.markSolution, ({ params }) => {
      const reply = findReply(params.id);
      const thread = reply && findThread(reply.threadId);
      if (!reply || !thread) return fail(404, forumMessages.replyNotFound);
      if (!thread.mine && !admin()) return fail(403, forumAnswers.notYours);
      if (thread.isSolved) return fail(409, forumAnswers.alreadySolved);
      reply.isSolution = true;
      recount(thread);
      return json({ thread, reply });
    }),
    handle(endpoints.previewPost, ({ body }) => json({ html: renderPostHtml(body.content) })),
    handle(endpoints.reportPost, ({ body }) => {
      const item = body.kind === 'thread' ? findThread(body.id) : findReply(body.id);
      if (!item) return fail(404, body.kind === 'thread' ? forumMessages.threadNotFound : forumMessages.replyNotFound);
      if (item.reported) return fail(409, forumAnswers.alreadyReported);
      item.reported = true;
      reports.push({ kind: body.kind, id: body.id, reason: body.reason });
      return json({ message: forumAnswers.reported });
    }),
    handle(endpoints.editThread, ({ params, body }) => {
      const refused = adminOnly();
      if (refused) return refused;
      const thread = findThread(params.id);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      if (body.content !== undefined) {
        thread.content = body.content;
        thread.contentHtml = renderPostHtml(body.content);
        thread.excerpt = postExcerpt(body.content);
        thread.editedAt = now().toISOString();
      }
      if (body.isPinned !== undefined) thread.isPinned = body.isPinned;
      if (body.isLocked !== undefined) thread.isLocked = body.isLocked;
      if (body.category !== undefined) thread.category = body.category;
      return json({ thread, message: forumMessages.threadCreated });
    }),
    handle(endpoints.deleteThread, ({ params }) => {
      const refused = adminOnly();
      if (refused) return refused;
      if (!findThread(params.id)) return fail(404, forumMessages.threadNotFound);
      threads = threads.filter((t) => t.id !== params.id);
      replies = replies.filter((r) => r.threadId !== params.id);
      return json({ message: 'The thread is deleted.' });
    }),
    handle(endpoints.editReply, ({ params, body }) => {
      const refused = adminOnly();
      if (refused) return refused;
      const reply = findReply(params.id);
      const thread = reply && findThread(reply.threadId);
      if (!reply || !thread) return fail(404, forumMessages.replyNotFound);
      reply.content = body.content;
      reply.contentHtml = renderPostHtml(body.content);
      reply.editedAt = now().toISOString();
      return json({ reply, thread });
    }),
    handle(endpoints.deleteReply, ({ params }) => {
      const refused = adminOnly();
      if (refused) return refused;
      const reply = findReply(params.id);
      const thread = reply && findThread(reply.threadId);
      if (!reply || !thread) return fail(404, forumMessages.replyNotFound);
      replies = replies.filter((r) => r.id !== reply.id);
      recount(thread);
      return json({ message: 'The reply is deleted.' });
    }),
    // An author's own changes: theirs (`mine`), within the window, not deleted; else 403 or 409, as the server.
    handle(endpoints.editOwnThread, ({ params, body }) => {
      const thread = findThread(params.id);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      const refused = ownRefusal(thread);
      if (refused) return refused;
      Object.assign(thread, { title: body.title, content: body.content, contentHtml: renderPostHtml(body.content), excerpt: postExcerpt(body.content), tags: body.tags, editedAt: now().toISOString() });
      return json({ thread, message: forumAnswers.ownEdited });
    }),
    handle(endpoints.deleteOwnThread, ({ params }) => {
      const thread = findThread(params.id);
      if (!thread) return fail(404, forumMessages.threadNotFound);
      const refused = ownRefusal(thread);
      if (refused) return refused;
      if (thread.replies === 0) {
        threads = threads.filter((t) => t !== thread);
        return json({ outcome: 'removed', message: forumAnswers.ownDeleted });
      }
      Object.assign(thread, { content: forumMessages.deletedByAuthor, contentHtml: renderPostHtml(forumMessages.deletedByAuthor), excerpt: forumMessages.deletedByAuthor, deletedByAuthor: true });
      return json({ outcome: 'replaced', message: forumAnswers.ownDeleted });
    }),
    handle(endpoints.editOwnReply, ({ params, body }) => {
      const reply = findReply(params.id);
      const thread = reply && findThread(reply.threadId);
      if (!reply || !thread) return fail(404, forumMessages.replyNotFound);
      const refused = ownRefusal(reply, thread);
      if (refused) return refused;
      Object.assign(reply, { content: body.content, contentHtml: renderPostHtml(body.content), editedAt: now().toISOString() });
      return json({ reply, thread });
    }),
    handle(endpoints.deleteOwnReply, ({ params }) => {
      const reply = findReply(params.id);
      const thread = reply && findThread(reply.threadId);
      if (!reply || !thread) return fail(404, forumMessages.replyNotFound);
      const refused = ownRefusal(reply, thread);
      if (refused) return refused;
      const own = replies.filter((r) => r.threadId === thread.id);
      if (!reply.isSolution && own.at(-1) === reply) {
        replies = replies.filter((r) => r !== reply);
        recount(thread);
        return json({ outcome: 'removed', message: forumAnswers.ownDeleted });
      }
      Object.assign(reply, { content: forumMessages.deletedByAuthor, contentHtml: renderPostHtml(forumMessages.deletedByAuthor), deletedByAuthor: true });
      return json({ outcome: 'replaced', message: forumAnswers.ownDeleted });
    }),
  ];

  return {
    handlers,
    reset,
    threads: () => threads,
    replies: () => replies,
    reports: () => reports,
    signedIn: () => signedIn,
  };
}

/** More threads than one page holds (for 'Load more'): `count` visitor questions, an hour apart before `from`. */
export function forumMoreThreads(count: number, from = '2026-11-10T12:00:00.000Z'): ForumThread[] {
  const base = forumThreads[4]!;
  return Array.from({ length: count }, (_, index) => ({
    ...base,
    id: `5d1c2b3a-4e5f-4a6b-8c7d-${String(index + 1).padStart(12, '0')}`,
    title: `Question number ${index + 1} about deployments`,
    content: `How should we deploy version ${index + 1}?`,
    contentHtml: renderPostHtml(`How should we deploy version ${index + 1}?`),
    excerpt: `How should we deploy version ${index + 1}?`,
    createdAt: new Date(Date.parse(from) - index * 3_600_000).toISOString(),
    tags: ['question'],
  }));
}

export const forumPageSize = forumLimits.pageSizeDefault;
