import { randomBytes, randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authMessages,
  errorResponseSchema,
  forumAuthors,
  forumCategories,
  forumLikeResultSchema,
  forumAnswers,
  forumMessages,
  forumPostMessages,
  forumAuditPageSchema,
  forumBanListSchema,
  forumBanResultSchema,
  forumQueueSchema,
  forumReplyListSchema,
  forumReplyResultSchema,
  forumSolutionResultSchema,
  forumThreadDetailSchema,
  forumViewCountSchema,
  forumThreadPageSchema,
  forumThreadResultSchema,
  forumViewerSchema,
  submissionAcceptedSchema,
  type ForumCategory,
  type ForumThread,
  type ForumThreadSummary,
} from '@orisun/api';
import { buildApp } from '../app.ts';
import { forumDefaults } from '../config.ts';
import { encodeCursor } from '../db/forum/cursors.ts';
import { forumRowCounts, seedForum } from '../db/forum/seed.ts';
import { threadSearchText } from '../db/forum/threads.ts';
import { forumAudit, forumReplies, forumThreads, forumVisitors } from '../db/schema.ts';
import { foreignOriginMessage } from '../http/guards.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { lowFrictionForumEnv, testConfig } from '../../test-support/config.ts';
import { forumLimitMessages } from './forum/rules.ts';

// One app for the file; tables emptied before each test. The limits start out of the way (lowFrictionForumEnv);
// a test about a limit sets it on `forum.config.forum` and afterEach puts the defaults of this file back.
// The public list is not remembered here (tests seed tables directly); one test below turns that on.
const forum = authAppFixture({ ...lowFrictionForumEnv, FORUM_LIST_CACHE_SECONDS: '0' });
const db = () => forum.database.db;
const startLimits = { ...forum.config.forum };
afterEach(() => {
  Object.assign(forum.config.forum, startLimits);
});

let ipCounter = 0;
/** Another address, each in a network (/24) of its own. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.7`;
};

/**
 * Someone on the forum: a visitor cookie, an IP, maybe a staff session. A `reader` gets the cookie as a browser does,
 * from the forum read its first call makes; `nobody()` keeps no cookie.
 */
interface Person {
  cookie: string | undefined;
  ip: string;
  reader?: boolean;
  firstRead?: Promise<void>;
}
const visitor = (): Person => ({ cookie: undefined, ip: nextIp(), reader: true });
const nobody = (): Person => ({ cookie: undefined, ip: nextIp() });
/** The value of the visitor cookie an answer sets. */
const visitorCookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'orisun_forum')?.value;
async function staffPerson(role: 'staff' | 'admin'): Promise<Person> {
  const { cookie } = await forum.signedIn(role);
  return { cookie: `${cookie}; orisun_forum=${randomBytes(16).toString('hex')}`, ip: nextIp() };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(who: Person, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  if (who.reader && who.cookie === undefined) {
    // One read for a person's first calls, however many are sent at once.
    who.firstRead ??= forum.app.inject({ method: 'GET', url: '/threads', remoteAddress: who.ip }).then((read) => {
      who.cookie = `orisun_forum=${visitorCookieOf(read)}`;
    });
    await who.firstRead;
  }
  return forum.app.inject({
    method,
    url,
    remoteAddress: who.ip,
    headers: { ...(who.cookie ? { cookie: who.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let textCounter = 0;
/** A thread body that passes every limit, unique text each call. */
function threadBody(overrides: Record<string, unknown> = {}) {
  textCounter += 1;
  return {
    title: `How do I deploy the app, question ${textCounter}`,
    category: 'Troubleshooting' as ForumCategory,
    content: `The deploy fails with a timeout on step ${textCounter}. What should I check first?`,
    tags: ['deploy'],
    ...overrides,
  };
}
const replyBody = (overrides: Record<string, unknown> = {}) => {
  textCounter += 1;
  return { content: `Check the firewall rules first, attempt ${textCounter}.`, ...overrides };
};

function ok<T>(response: LightMyRequestResponse, schema: { parse: (v: unknown) => T }): T {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}
function refused(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return errorResponseSchema.parse(response.json());
}

async function newThread(who: Person, overrides: Record<string, unknown> = {}): Promise<ForumThread> {
  return ok(await call(who, 'POST', '/threads', threadBody(overrides)), forumThreadResultSchema).thread;
}
async function newReply(who: Person, threadId: string, overrides: Record<string, unknown> = {}) {
  return ok(await call(who, 'POST', `/threads/${threadId}/replies`, replyBody(overrides)), forumReplyResultSchema);
}
const list = async (who: Person, query = '') => ok(await call(who, 'GET', `/threads${query}`), forumThreadPageSchema);
const detail = (who: Person, id: string) => call(who, 'GET', `/api/forum/threads/${id}`);

describe('the visitor cookie and authors', () => {
  it('a forum read gives an httpOnly, SameSite=Lax visitor cookie this server signed, and writes nothing; a post needs it', async () => {
    const reader = nobody();
    const page = await call(reader, 'GET', '/threads');
    expect(page.statusCode).toBe(200);
    const cookie = page.cookies.find((c) => c.name === 'orisun_forum');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value).toMatch(/^[0-9a-f]{32}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(cookie!.secure).toBeFalsy();
    expect(await db().select().from(forumVisitors)).toEqual([]);

    // Without it (a client that keeps no cookie, or one that makes ids up), a post is refused and nothing is stored.
    const id = cookie!.value.slice(0, 32);
    const forged = [undefined, `orisun_forum=${randomBytes(16).toString('hex')}`, `orisun_forum=${id}.${cookie!.value.split('.')[1]}.${'A'.repeat(22)}`];
    for (const forgedCookie of forged) {
      const refusedPost = await call({ cookie: forgedCookie, ip: reader.ip }, 'POST', '/threads', threadBody());
      expect(refused(refusedPost, 403).error).toBe(forumAnswers.visitorCookieNeeded);
    }
    expect(await forumRowCounts(db())).toMatchObject({ forum_threads: 0 });
    expect(await db().select().from(forumVisitors)).toEqual([]);

    const signed: Person = { cookie: `orisun_forum=${cookie!.value}`, ip: reader.ip };
    const response = await call(signed, 'POST', '/threads', threadBody());
    const thread = ok(response, forumThreadResultSchema).thread;
    expect(thread).toMatchObject({ author: forumAuthors.visitor.name, authorAvatar: forumAuthors.visitor.avatar, isAdminPost: false, mine: true });
    expect(await db().select().from(forumVisitors)).toMatchObject([{ id }]);
    // A later read keeps the cookie as it is; the thread is theirs and no one else's.
    expect(visitorCookieOf(await call(signed, 'GET', '/threads'))).toBeUndefined();
    expect(ok(await detail(signed, thread.id), forumThreadDetailSchema).thread.mine).toBe(true);
    expect(ok(await detail(visitor(), thread.id), forumThreadDetailSchema).thread.mine).toBe(false);
  });

  it("keeps an older plain cookie as its visitor: a read signs it, and one that wrote before may write on", async () => {
    const thread = await newThread(visitor());
    const id = randomBytes(16).toString('hex');
    await db().insert(forumVisitors).values({ id, ip: '10.200.0.1', createdAt: new Date() });
    const plain: Person = { cookie: `orisun_forum=${id}`, ip: nextIp() };
    ok(await call(plain, 'PUT', `/threads/${thread.id}/like`), forumLikeResultSchema);
    expect(visitorCookieOf(await call(plain, 'GET', '/threads'))?.startsWith(`${id}.`)).toBe(true);
  });

  it('makes the cookie __Host- and Secure with an https PUBLIC_URL', async () => {
    const app = await buildApp({ config: testConfig({ ...lowFrictionForumEnv, PUBLIC_URL: 'https://orisun.example' }), database: forum.database, mailWorker: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/threads', remoteAddress: nextIp() });
      expect(response.statusCode, response.body).toBe(200);
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^__Host-orisun_forum=[0-9a-f]{32}\.[0-9a-z]+\.[A-Za-z0-9_-]{22};/);
      expect(header).toContain('Secure');
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).not.toContain('Domain');
    } finally {
      await app.close();
    }
  });

  it('takes author, avatar, counts and admin flag from the session, never from the body', async () => {
    const spoof = { author: 'Orisun Team', authorAvatar: 'A', isAdminPost: true, likes: 99, views: 500, id: randomUUID(), isPinned: true };
    const byVisitor = await newThread(visitor(), spoof);
    expect(byVisitor).toMatchObject({ author: 'Anonymous', authorAvatar: '?', isAdminPost: false, likes: 0, views: 0, isPinned: false });
    expect(byVisitor.id).not.toBe(spoof.id);

    const byStaff = await newThread(await staffPerson('staff'));
    expect(byStaff).toMatchObject({ author: 'Anonymous', isAdminPost: false });

    const admin = await staffPerson('admin');
    const byAdmin = await newThread(admin);
    expect(byAdmin).toMatchObject({ author: forumAuthors.admin.name, authorAvatar: forumAuthors.admin.avatar, isAdminPost: true });
    const { reply } = await newReply(admin, byVisitor.id);
    expect(reply).toMatchObject({ author: 'Orisun Team', authorAvatar: 'A', isAdminReply: true });
  });

  it('refuses a write from another website and drops a filled honeypot without storing it', async () => {
    const who = visitor();
    refused(await call(who, 'POST', '/threads', threadBody(), { origin: 'https://evil.example' }), 403);
    expect((await call(who, 'POST', '/threads', threadBody(), { origin: 'https://evil.example' })).json()).toEqual({ error: foreignOriginMessage });
    const dropped = await call(who, 'POST', '/threads', threadBody({ website: 'http://spam.example' }));
    expect(dropped.statusCode).toBe(200);
    expect((await forumRowCounts(db())).forum_threads).toBe(0);
  });

  it('answers a reply with a filled honeypot like any reply and stores nothing; the honeypot comes before the posting rules', async () => {
    forum.config.forum.minTitleLength = forumDefaults.minTitleLength;
    forum.config.forum.minPostLength = forumDefaults.minPostLength;
    const thread = await newThread(visitor());
    const dropped = ok(await call(visitor(), 'POST', `/threads/${thread.id}/replies`, replyBody({ website: 'http://spam.example' })), forumReplyResultSchema);
    expect(dropped.reply).toMatchObject({ threadId: thread.id, author: forumAuthors.visitor.name, likes: 0, isSolution: false, isAdminReply: false });
    expect(dropped.thread).toMatchObject({ id: thread.id, replies: 0 });
    // Too short to pass the rules, and still answered as stored: a robot learns nothing from the refusal.
    ok(await call(visitor(), 'POST', '/threads', threadBody({ title: 'Short', website: 'http://spam.example' })), forumThreadResultSchema);
    ok(await call(visitor(), 'POST', `/threads/${thread.id}/replies`, { content: 'Hi', website: 'http://spam.example' }), forumReplyResultSchema);
    expect(await forumRowCounts(db())).toMatchObject({ forum_threads: 1, forum_replies: 0 });
    // An unknown thread is a 404 whatever the honeypot holds: the thread is looked up first.
    refused(await call(visitor(), 'POST', '/threads/00000000-0000-4000-8000-000000000000/replies', replyBody({ website: 'http://spam.example' })), 404);
  });
});

describe('the thread list', () => {
  it('puts pinned threads first, then the latest activity; a reply bumps its thread; counts are real', async () => {
    const author = visitor();
    const a = await newThread(author, { category: 'Showcase' });
    forum.advance(60_000);
    const b = await newThread(author, { category: 'Showcase' });
    forum.advance(60_000);
    const c = await newThread(author, { category: 'General Discussion' });
    forum.advance(60_000);
    const admin = await staffPerson('admin');
    ok(await call(admin, 'PATCH', `/api/forum/threads/${a.id}`, { isPinned: true }), forumThreadResultSchema);
    expect((await list(author)).threads.map((t) => t.id)).toEqual([a.id, c.id, b.id]);

    forum.advance(60_000);
    await newReply(visitor(), b.id);
    const page = await list(author);
    expect(page.threads.map((t) => t.id)).toEqual([a.id, b.id, c.id]);
    expect(page.threads[1]).toMatchObject({ replies: 1, lastReplyBy: 'Anonymous', lastReplyAt: forum.clock.now.toISOString() });
    expect(page.total).toBe(3);
    expect(page.discussions).toBe(3);
    expect(page.categories).toEqual(forumCategories.map((name) => ({ name, threads: name === 'Showcase' ? 2 : name === 'General Discussion' ? 1 : 0 })));
  });

  it('filters the tabs: popular (> 100 views), unanswered, solved, saved', async () => {
    const author = visitor();
    const popular = await newThread(author);
    const answered = await newThread(author);
    const solved = await newThread(author);
    const lonely = await newThread(author);
    await db().update(forumThreads).set({ views: 101 }).where(eq(forumThreads.id, popular.id));
    await db().update(forumThreads).set({ views: 100 }).where(eq(forumThreads.id, lonely.id));
    await newReply(author, answered.id);
    await newReply(author, popular.id);
    const { reply } = await newReply(visitor(), solved.id);
    ok(await call(author, 'PUT', `/replies/${reply.id}/mark-solution`), forumSolutionResultSchema);

    const ids = async (query: string) => new Set((await list(author, query)).threads.map((t) => t.id));
    expect(await ids('?activeTab=popular')).toEqual(new Set([popular.id]));
    expect(await ids('?activeTab=unanswered')).toEqual(new Set([lonely.id]));
    expect(await ids('?activeTab=solved')).toEqual(new Set([solved.id]));
    expect(await ids(`?activeTab=saved&saved=${lonely.id},${solved.id}`)).toEqual(new Set([lonely.id, solved.id]));
    expect(await ids('?activeTab=saved')).toEqual(new Set());
    expect((await list(author, '?activeTab=unanswered')).total).toBe(1);
  });

  it('pages with a cursor through every thread exactly once', async () => {
    const base = new Date('2026-10-01T00:00:00Z').getTime();
    const ids = await seedForum(
      db(),
      Array.from({ length: 23 }, (_, i) => ({
        title: `Seeded thread number ${i}`,
        category: forumCategories[i % 5]!,
        content: `Seeded content for thread ${i}, long enough.`,
        tags: [],
        // Some share a time, so the id breaks ties.
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
        isPinned: i % 7 === 0,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: { threads: ForumThreadSummary[]; nextCursor: string | null; total: number } = await list(nobody(), `?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(23);
      seen.push(...page.threads.map((t) => t.id));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(5);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen).toHaveLength(23);
    const pinnedCount = seen.findIndex((id) => !ids.filter((_, i) => i % 7 === 0).includes(id));
    expect(pinnedCount).toBe(4);
    // A search pages the same way, its count the same on every page: "number 1" is in threads 1 and 10 to 19.
    const found: string[] = [];
    cursor = '';
    while (cursor !== null) {
      const page: { threads: ForumThreadSummary[]; nextCursor: string | null; total: number } = await list(nobody(), `?limit=4&searchQuery=NUMBER%201${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(11);
      found.push(...page.threads.map((t) => t.id));
      cursor = page.nextCursor;
    }
    expect(found).toEqual(seen.filter((id) => /^(1|1\d)$/.test(String(ids.indexOf(id)))));
    // A cursor past the last match: an empty page, still with the count.
    const [lastRow] = await db().select().from(forumThreads).where(eq(forumThreads.id, found.at(-1)!));
    const empty = await list(nobody(), `?limit=4&searchQuery=number%201&cursor=${encodeCursor(lastRow!)}`);
    expect([empty.threads.length, empty.total, empty.nextCursor]).toEqual([0, 11, null]);
    const bad = refused(await call(nobody(), 'GET', '/threads?cursor=bm90IGEgY3Vyc29y'), 400);
    expect(bad.issues?.[0]?.path).toBe('cursor');
  });

  it('searches title, category, tags and content case-insensitively, like a reference filter on random data', async () => {
    // Words from a small alphabet with LIKE's special characters, so substrings recur and `%`, `_`, `\` are tested.
    const word = fc.stringMatching(/^[aAbB%_\\ ]{1,6}$/);
    const threads = fc.sample(
      fc.record({
        title: word.map((w) => `Title ${w}`),
        content: word.map((w) => `Content ${w}`),
        tags: fc.array(fc.stringMatching(/^[ab]{1,3}$/), { maxLength: 2 }).map((t) => [...new Set(t)]),
        category: fc.constantFrom(...forumCategories),
      }),
      { numRuns: 60, seed: 20261125 },
    );
    const base = new Date('2026-10-01T00:00:00Z').getTime();
    const ids = await seedForum(db(), threads.map((t, i) => ({ ...t, createdAt: new Date(base + i * 1000) })));
    const reference = (q: string) =>
      ids.filter((_, i) => {
        const t = threads[i]!;
        const needle = q.toLowerCase();
        return [t.title, t.category, ...t.tags, t.content].some((field) => field.toLowerCase().includes(needle));
      });
    await fc.assert(
      fc.asyncProperty(fc.oneof(word.map((w) => w.trim()), fc.constantFrom('%', '_', '\\', 'TITLE A', 'show', 'b%', 'a_b', 'Feature')), async (q) => {
        const page = await list(nobody(), `?limit=50&searchQuery=${encodeURIComponent(q)}`);
        const expected = reference(q.trim());
        expect(page.total).toBe(expected.length);
        expect(new Set(page.threads.map((t) => t.id))).toEqual(new Set(expected.slice(-50)));
      }),
      { numRuns: 40, seed: 7 },
    );
    expect(threadSearchText({ title: 'A', category: 'B', tags: ['c'], content: 'D' })).toBe('a\u0001b\u0001c\u0001d');
  });
});

describe('the public list, remembered between writes', () => {
  it('answers a remembered page and counts until this server writes; each visitor\'s own threads and likes stay theirs', async () => {
    forum.config.forum.listCacheSeconds = 60;
    const someone = visitor();
    const first = ok(await call(someone, 'POST', '/threads', threadBody({ category: 'Showcase' })), forumThreadResultSchema).thread;
    const before = ok(await call(someone, 'GET', '/threads'), forumThreadPageSchema);
    expect([before.total, before.discussions, before.threads.length]).toEqual([1, 1, 1]);
    // Written straight into the database (another instance, say): the page and its counts are remembered.
    await seedForum(db(), [{ title: 'A thread from another instance', category: 'Showcase', content: 'Written elsewhere.', tags: [], createdAt: new Date() }]);
    const reader = visitor();
    const remembered = ok(await call(reader, 'GET', '/threads'), forumThreadPageSchema);
    expect([remembered.total, remembered.discussions, remembered.threads.length, remembered.categories.find((c) => c.name === 'Showcase')?.threads]).toEqual([1, 1, 1, 1]);
    // The shared page is shown to each viewer as theirs: the author's own thread is theirs alone.
    expect(remembered.threads[0]).toMatchObject({ id: first.id, mine: false });
    expect(ok(await call(someone, 'GET', '/threads'), forumThreadPageSchema).threads[0]).toMatchObject({ id: first.id, mine: true });
    ok(await call(someone, 'PUT', `/threads/${first.id}/like`), forumLikeResultSchema);
    const afterLike = ok(await call(reader, 'GET', '/threads'), forumThreadPageSchema);
    // The like went through this server, so the list was read again: the other instance's thread shows too.
    expect([afterLike.total, afterLike.threads.length, afterLike.threads.find((t) => t.id === first.id)?.likes]).toEqual([2, 2, 1]);
    // Who liked it is in the thread's own answer, never in the shared list.
    expect(afterLike.threads[0]).not.toHaveProperty('liked');
    const liked = async (who: Person) => ok(await detail(who, first.id), forumThreadDetailSchema).thread.liked;
    expect([await liked(someone), await liked(reader)]).toEqual([true, false]);
    // A write through this server forgets it.
    ok(await call(someone, 'POST', '/threads', threadBody({ category: 'Showcase' })), forumThreadResultSchema);
    const after = ok(await call(someone, 'GET', '/threads'), forumThreadPageSchema);
    expect([after.total, after.discussions, after.categories.find((c) => c.name === 'Showcase')?.threads]).toEqual([3, 3, 3]);
  });
});

describe('answers compressed for a phone', () => {
  it('sends a long answer brotli- or gzip-compressed as the client accepts, the same JSON; a short one or to a client that takes none, plain', async () => {
    const thread = await newThread(visitor());
    for (let i = 0; i < 8; i++) await newReply(visitor(), thread.id);
    const reader = visitor();
    const plain = await detail(reader, thread.id);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);
    const answer = plain.json<unknown>();
    const br = await call(reader, 'GET', `/api/forum/threads/${thread.id}`, undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.statusCode, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', expect.stringMatching(/accept-encoding/i)]);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(answer);
    const gz = await call(reader, 'GET', `/api/forum/threads/${thread.id}`, undefined, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(answer);
    // Under 1 KB: not worth a compressor's time.
    const small = await call(reader, 'GET', '/api/forum/viewer', undefined, { 'accept-encoding': 'br' });
    expect([small.headers['content-encoding'], small.json()]).toEqual([undefined, { user: null }]);
  });
});

describe('replies and views', () => {
  it('lists replies oldest first and counts a view once per visitor (or address, without a cookie) and UTC day', async () => {
    const thread = await newThread(visitor());
    const first = (await newReply(visitor(), thread.id)).reply;
    forum.advance(1000);
    const second = (await newReply(visitor(), thread.id)).reply;
    const reader = visitor();
    const replies = ok(await call(reader, 'GET', `/replies?threadId=${thread.id}`), forumReplyListSchema);
    expect(replies.map((r) => r.id)).toEqual([first.id, second.id]);
    await call(reader, 'GET', `/replies?threadId=${thread.id}`);
    const views = async () => ok(await detail(reader, thread.id), forumThreadDetailSchema).thread.views;
    expect(await views()).toBe(1);
    await call(visitor(), 'GET', `/replies?threadId=${thread.id}`);
    expect(await views()).toBe(2);
    forum.advance(24 * 3_600_000);
    await call(reader, 'GET', `/replies?threadId=${thread.id}`);
    expect(await views()).toBe(3);
    // A reader that keeps no cookie (a crawler) is offered one each time; their view counts once per address and day,
    // with one visitor row for the address however many requests it sends.
    const visitorsBefore = (await db().select().from(forumVisitors)).length;
    const cookieless = nobody();
    const fresh = await call(cookieless, 'GET', `/replies?threadId=${thread.id}`);
    expect(fresh.statusCode).toBe(200);
    expect(visitorCookieOf(fresh)).toBeDefined();
    expect(await views()).toBe(4);
    for (let i = 0; i < 3; i++) await call(cookieless, 'GET', `/replies?threadId=${thread.id}`);
    expect(await views()).toBe(4);
    expect(await db().select().from(forumVisitors)).toHaveLength(visitorsBefore + 1);
    await call(nobody(), 'GET', `/replies?threadId=${thread.id}`);
    expect(await views()).toBe(5);
    refused(await call(reader, 'GET', `/replies?threadId=${randomUUID()}`), 404);
  });

  it("counts a view when a thread's own page reads the thread with its replies, once a day with the replies' read", async () => {
    const thread = await newThread(visitor());
    const reader = visitor();
    const views = async (who = reader) => ok(await detail(who, thread.id), forumThreadDetailSchema).thread.views;
    // The answer counts its own view.
    expect(await views()).toBe(1);
    expect(await views()).toBe(1);
    await call(reader, 'GET', `/replies?threadId=${thread.id}`);
    expect(await views()).toBe(1);
    expect(await views(visitor())).toBe(2);
    forum.advance(24 * 3_600_000);
    expect(await views()).toBe(3);
    refused(await detail(reader, randomUUID()), 404);
  });
  it("counts the view of a thread's page the server rendered (POST /views), once a day with the thread's reads", async () => {
    const thread = await newThread(visitor());
    const reader = visitor();
    const count = async (who = reader, id = thread.id) => call(who, 'POST', `/api/forum/threads/${id}/views`);
    expect(ok(await count(), forumViewCountSchema)).toEqual({ views: 1 });
    expect(ok(await count(), forumViewCountSchema)).toEqual({ views: 1 });
    // The same reader's read of the thread that day counts nothing more; another reader's counts.
    expect(ok(await detail(reader, thread.id), forumThreadDetailSchema).thread.views).toBe(1);
    expect(ok(await count(visitor()), forumViewCountSchema)).toEqual({ views: 2 });
    forum.advance(24 * 3_600_000);
    expect(ok(await count(), forumViewCountSchema)).toEqual({ views: 3 });
    refused(await count(reader, randomUUID()), 404);
    refused(await count(reader, 'not-an-id'), 400);
  });
});

describe('likes', () => {
  it('toggles one like per visitor for threads and replies; the thread counts its replies\' likes', async () => {
    const thread = await newThread(visitor());
    const { reply } = await newReply(visitor(), thread.id);
    const fan = visitor();
    expect(ok(await call(fan, 'PUT', `/threads/${thread.id}/like`), forumLikeResultSchema)).toEqual({ liked: true, likes: 1 });
    expect(ok(await detail(fan, thread.id), forumThreadDetailSchema).thread.liked).toBe(true);
    expect(ok(await call(fan, 'PUT', `/threads/${thread.id}/like`), forumLikeResultSchema)).toEqual({ liked: false, likes: 0 });
    expect(ok(await call(fan, 'PUT', `/replies/${reply.id}/like`), forumLikeResultSchema)).toEqual({ liked: true, likes: 1 });
    const seen = ok(await detail(fan, thread.id), forumThreadDetailSchema);
    expect(seen.thread.replyLikes).toBe(1);
    expect(seen.replies[0]).toMatchObject({ likes: 1, liked: true });
    refused(await call(fan, 'PUT', `/threads/${randomUUID()}/like`), 404);
    refused(await call(fan, 'PUT', `/replies/${randomUUID()}/like`), 404);
  });

  it('ten toggles at once by one visitor end where they started, on a thread and on a reply (an even number of toggles)', async () => {
    const thread = await newThread(visitor());
    const { reply } = await newReply(visitor(), thread.id);
    const fan = visitor();
    for (const url of [`/threads/${thread.id}/like`, `/replies/${reply.id}/like`]) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(fan, 'PUT', url)));
      const states = answers.map((a) => ok(a, forumLikeResultSchema));
      // In a line: five said "liked" and five "not liked", and the counts went 1, 0, 1, 0...
      expect(states.filter((s) => s.liked)).toHaveLength(5);
      expect(states.map((s) => s.likes).sort()).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    }
    const seen = ok(await detail(fan, thread.id), forumThreadDetailSchema);
    expect(seen.thread).toMatchObject({ liked: false, likes: 0, replyLikes: 0 });
    expect(seen.replies[0]).toMatchObject({ likes: 0, liked: false });
  });

  it('takes the body-less calls sent with Content-Type: application/json and an empty body, as many HTTP clients send them', async () => {
    const thread = await newThread(visitor());
    const fan = visitor();
    const json = { 'content-type': 'application/json' };
    expect(ok(await call(fan, 'PUT', `/threads/${thread.id}/like`, '', json), forumLikeResultSchema)).toEqual({ liked: true, likes: 1 });
    expect(ok(await call(fan, 'PUT', `/threads/${thread.id}/like`, ' \n', json), forumLikeResultSchema)).toEqual({ liked: false, likes: 0 });
    // A call that needs a body still says which is missing.
    const empty = await call(fan, 'POST', '/threads', '', json);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: expect.any(String) });
  });

  it('refuses a like or report without the cookie a forum read gave (each cookie-less call was a new visitor); staff need none', async () => {
    const thread = await newThread(visitor());
    for (let i = 0; i < 3; i += 1) {
      expect(refused(await call(nobody(), 'PUT', `/threads/${thread.id}/like`), 403).error).toBe(forumAnswers.visitorCookieNeeded);
      refused(await call(nobody(), 'POST', '/api/forum/reports', { kind: 'thread', id: thread.id, reason: 'Off topic' }), 403);
    }
    expect(await forumRowCounts(db())).toMatchObject({ forum_likes: 0, forum_reports: 0 });
    expect(ok(await detail(visitor(), thread.id), forumThreadDetailSchema).thread.likes).toBe(0);
    // Staff of role staff like as the visitor they are; admins too.
    expect(ok(await call(await staffPerson('staff'), 'PUT', `/threads/${thread.id}/like`), forumLikeResultSchema).likes).toBe(1);
    expect(ok(await call(await staffPerson('admin'), 'PUT', `/threads/${thread.id}/like`), forumLikeResultSchema).likes).toBe(2);
  });

  it('takes at most FORUM_LIKES_PER_NETWORK_PER_HOUR likes from one network in an hour; taking one back is always allowed', async () => {
    forum.config.forum.likesPerNetworkPerHour = 3;
    const threads = [await newThread(visitor()), await newThread(visitor())];
    const sameNetwork = (n: number): Person => ({ ...visitor(), ip: `10.250.4.${n}` });
    const fans = [1, 2, 3, 4].map(sameNetwork);
    for (const fan of fans.slice(0, 3)) ok(await call(fan, 'PUT', `/threads/${threads[0]!.id}/like`), forumLikeResultSchema);
    const fourth = await call(fans[3]!, 'PUT', `/threads/${threads[1]!.id}/like`);
    expect(refused(fourth, 429).error).toBe(forumAnswers.tooManyLikes);
    expect(ok(await call(fans[0]!, 'PUT', `/threads/${threads[0]!.id}/like`), forumLikeResultSchema)).toEqual({ liked: false, likes: 2 });
    // Another network may; an hour later this one may again.
    ok(await call(visitor(), 'PUT', `/threads/${threads[1]!.id}/like`), forumLikeResultSchema);
    forum.advance(3_600_001);
    expect(ok(await call(fans[3]!, 'PUT', `/threads/${threads[1]!.id}/like`), forumLikeResultSchema).likes).toBe(2);
  });

  it('counts exactly under 20 concurrent likes of 20 visitors, and of one visitor', async () => {
    const thread = await newThread(visitor());
    const { reply } = await newReply(visitor(), thread.id);
    const fans = Array.from({ length: 20 }, visitor);
    const results = await Promise.all(fans.map((fan) => call(fan, 'PUT', `/threads/${thread.id}/like`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    await Promise.all(fans.map((fan) => call(fan, 'PUT', `/replies/${reply.id}/like`)));
    const seen = ok(await detail(nobody(), thread.id), forumThreadDetailSchema);
    expect(seen.thread.likes).toBe(20);
    expect(seen.thread.replyLikes).toBe(20);
    expect(seen.replies[0]!.likes).toBe(20);

    const one = visitor();
    const own = await Promise.all(Array.from({ length: 20 }, () => call(one, 'PUT', `/threads/${thread.id}/like`)));
    expect(own.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const after = ok(await detail(one, thread.id), forumThreadDetailSchema).thread;
    // Whatever order they ran in, the count is the number of visitors who like it.
    expect(after.likes).toBe(after.liked ? 21 : 20);
    const [row] = await db().execute<{ n: number }>(sql`select count(*)::int as n from forum_likes where kind = 'thread' and item_id = ${thread.id}`).then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
    expect(Number(row!.n)).toBe(after.likes);
  });
});

describe('the solution', () => {
  it('the thread\'s author or an admin marks it; others get 403; a second solution 409', async () => {
    const author = visitor();
    const thread = await newThread(author);
    const { reply } = await newReply(visitor(), thread.id);
    const other = (await newReply(visitor(), thread.id)).reply;
    for (const who of [visitor(), nobody(), await staffPerson('staff')]) {
      expect(refused(await call(who, 'PUT', `/replies/${reply.id}/mark-solution`), 403).error).toBe(forumAnswers.notYours);
    }
    const marked = ok(await call(author, 'PUT', `/replies/${reply.id}/mark-solution`), forumSolutionResultSchema);
    expect(marked.thread.isSolved).toBe(true);
    expect(marked.reply.isSolution).toBe(true);
    expect(refused(await call(author, 'PUT', `/replies/${other.id}/mark-solution`), 409).error).toBe(forumAnswers.alreadySolved);
    expect(await db().select().from(forumAudit)).toEqual([]);

    const second = await newThread(visitor());
    const answer = (await newReply(visitor(), second.id)).reply;
    const admin = await staffPerson('admin');
    ok(await call(admin, 'PUT', `/replies/${answer.id}/mark-solution`), forumSolutionResultSchema);
    const audit = await db().select().from(forumAudit);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'mark-solution', kind: 'reply', itemId: answer.id });
    refused(await call(author, 'PUT', `/replies/${randomUUID()}/mark-solution`), 404);
  });
});

describe('admin routes', () => {
  it('tell who reads the forum with a 200 for everyone: null for a visitor, the staff account of a live session', async () => {
    for (const who of [nobody(), visitor()]) expect(ok(await call(who, 'GET', '/api/forum/viewer'), forumViewerSchema)).toEqual({ user: null });
    expect(ok(await call(await staffPerson('admin'), 'GET', '/api/forum/viewer'), forumViewerSchema).user?.role).toBe('admin');
    expect(ok(await call(await staffPerson('staff'), 'GET', '/api/forum/viewer'), forumViewerSchema).user?.role).toBe('staff');
    // A session that ended (signed out) is a visitor again.
    const admin = await staffPerson('admin');
    ok(await call(admin, 'POST', '/api/auth/sign-out'), submissionAcceptedSchema);
    expect(ok(await call(admin, 'GET', '/api/forum/viewer'), forumViewerSchema)).toEqual({ user: null });
  });

  it('answer 401 without a staff session and 403 (adminOnly) for staff and visitors with a staff cookie of role staff', async () => {
    const thread = await newThread(visitor());
    const { reply } = await newReply(visitor(), thread.id);
    const calls: [Method, string, unknown][] = [
      ['PATCH', `/api/forum/threads/${thread.id}`, { isPinned: true }],
      ['DELETE', `/api/forum/threads/${thread.id}`, undefined],
      ['PATCH', `/api/forum/replies/${reply.id}`, { content: 'An edited reply that is long enough.' }],
      ['DELETE', `/api/forum/replies/${reply.id}`, undefined],
      ['GET', '/api/forum/queue', undefined],
      ['POST', `/api/forum/queue/thread/${thread.id}`, { decision: 'keep' }],
      ['PATCH', `/api/forum/threads/${thread.id}`, { isLocked: true, category: 'Showcase' }],
      ['POST', '/api/forum/bans', { kind: 'reply', id: reply.id, scope: 'network', days: 7, reason: 'Spam' }],
      ['GET', '/api/forum/bans', undefined],
      ['DELETE', '/api/forum/bans/1', undefined],
      ['GET', '/api/forum/audit', undefined],
    ];
    const staff = await staffPerson('staff');
    for (const [method, url, payload] of calls) {
      expect(refused(await call(nobody(), method, url, payload), 401).error).toBe(authMessages.signInRequired);
      expect(refused(await call(visitor(), method, url, payload), 401).error).toBe(authMessages.signInRequired);
      expect(refused(await call(staff, method, url, payload), 403).error).toBe(forumAnswers.adminOnly);
    }
    expect(await db().select().from(forumAudit)).toEqual([]);
    expect(ok(await detail(nobody(), thread.id), forumThreadDetailSchema).replies).toHaveLength(1);
  });

  it('edits, pins, deletes replies and threads, keeping counts and the solution right, each in the audit log', async () => {
    const admin = await staffPerson('admin');
    const author = visitor();
    const thread = await newThread(author);
    const keep = (await newReply(visitor(), thread.id)).reply;
    forum.advance(1000);
    const solution = (await newReply(visitor(), thread.id)).reply;
    await call(visitor(), 'PUT', `/replies/${solution.id}/like`);
    await call(visitor(), 'PUT', `/replies/${keep.id}/like`);
    ok(await call(author, 'PUT', `/replies/${solution.id}/mark-solution`), forumSolutionResultSchema);

    const edited = ok(await call(admin, 'PATCH', `/api/forum/threads/${thread.id}`, { content: 'The edited content of this thread, by an admin.', isPinned: true }), forumThreadResultSchema).thread;
    expect(edited).toMatchObject({ content: 'The edited content of this thread, by an admin.', isPinned: true });
    expect(edited.editedAt).not.toBeNull();
    expect((await list(nobody(), '?searchQuery=edited%20content')).total).toBe(1);
    const editedReply = ok(await call(admin, 'PATCH', `/api/forum/replies/${keep.id}`, { content: 'An edited reply that is long enough.' }), forumReplyResultSchema);
    expect(editedReply.reply).toMatchObject({ content: 'An edited reply that is long enough.' });

    ok(await call(admin, 'DELETE', `/api/forum/replies/${solution.id}`), { parse: (v: unknown) => v });
    const after = ok(await detail(nobody(), thread.id), forumThreadDetailSchema);
    expect(after.thread).toMatchObject({ replies: 1, replyLikes: 1, isSolved: false });
    expect(after.replies.map((r) => r.id)).toEqual([keep.id]);
    refused(await call(admin, 'DELETE', `/api/forum/replies/${solution.id}`), 404);

    ok(await call(admin, 'DELETE', `/api/forum/threads/${thread.id}`), { parse: (v: unknown) => v });
    refused(await detail(admin, thread.id), 404);
    refused(await call(nobody(), 'GET', `/replies?threadId=${thread.id}`), 404);
    expect((await list(admin)).total).toBe(0);

    const audit = await db().select().from(forumAudit).orderBy(forumAudit.id);
    // One row per change, with what it changed: the thread's edit and pin sent together are two.
    expect(audit.map((a) => [a.action, a.kind])).toEqual([
      ['edit', 'thread'],
      ['pin', 'thread'],
      ['edit', 'reply'],
      ['delete', 'reply'],
      ['delete', 'thread'],
    ]);
    expect(audit[0]!.after).toEqual({ content: 'The edited content of this thread, by an admin.' });
    expect([audit[1]!.before, audit[1]!.after]).toEqual([{ isPinned: false }, { isPinned: true }]);
  });
});

describe('posting limits', () => {
  it('refuses a short title or content with a 400 naming the field, for admins too, writing nothing', async () => {
    forum.config.forum.minTitleLength = forumDefaults.minTitleLength;
    forum.config.forum.minPostLength = forumDefaults.minPostLength;
    const who = visitor();
    const title = refused(await call(who, 'POST', '/threads', threadBody({ title: 'Too short' })), 400);
    expect(title.issues).toEqual([{ path: 'title', message: forumPostMessages.titleTooShort(15) }]);
    const content = refused(await call(await staffPerson('admin'), 'POST', '/threads', threadBody({ content: '  Short   ' })), 400);
    expect(content.issues).toEqual([{ path: 'content', message: forumPostMessages.contentTooShort(20) }]);
    const thread = await newThread(visitor());
    const reply = refused(await call(who, 'POST', `/threads/${thread.id}/replies`, { content: 'Thanks!' }), 400);
    expect(reply.issues?.[0]?.path).toBe('content');
    expect(await forumRowCounts(db())).toMatchObject({ forum_threads: 1, forum_replies: 0 });
  });

  it('answers in the language of the request (Accept-Language): French refusals for the French forum, English as before', async () => {
    forum.config.forum.minTitleLength = forumDefaults.minTitleLength;
    const french = { 'accept-language': 'fr-BJ, fr;q=0.9, en;q=0.5' };
    const shortTitle = 'Le titre doit faire au moins 15\u00a0caractères, pour que chacun sache de quoi il s’agit.';
    expect(refused(await call(visitor(), 'POST', '/threads', threadBody({ title: 'Trop court' }), french), 400)).toEqual({ error: shortTitle, issues: [{ path: 'title', message: shortTitle }] });
    const englishTitle = 'Make the title at least 15 characters long, so people know what it is about.';
    expect(refused(await call(visitor(), 'POST', '/threads', threadBody({ title: 'Too short' })), 400)).toEqual({ error: englishTitle, issues: [{ path: 'title', message: englishTitle }] });
    // A schema's rule (the 400's issues), a refusal only the server says, a thread that is not there.
    expect(refused(await call(nobody(), 'GET', '/threads?activeTab=hot', undefined, french), 400)).toEqual({
      error: 'Des champs manquent ou ne sont pas valides.',
      issues: [{ path: 'activeTab', message: 'Choisissez un onglet\u00a0: recent, popular, unanswered, solved, saved.' }],
    });
    const thread = await newThread(visitor());
    expect(refused(await call(nobody(), 'PUT', `/threads/${thread.id}/like`, undefined, french), 403).error).toBe(
      'Rechargez la page du forum, puis réessayez\u00a0: votre navigateur doit garder le cookie du forum pour mettre un J’aime, signaler ou publier.',
    );
    expect(refused(await call(nobody(), 'PUT', `/threads/${thread.id}/like`), 403).error).toBe(
      "Reload the forum page and try again: your browser needs to keep the forum's cookie to like, report or post.",
    );
    expect(refused(await call(nobody(), 'GET', `/api/forum/threads/${randomUUID()}`, undefined, french), 404).error).toBe('Cette discussion n’existe pas.');
    expect(refused(await call(nobody(), 'GET', `/api/forum/threads/${randomUUID()}`), 404).error).toBe('There is no such thread.');
  });

  it('tells each reader the rules of their posts with the thread list: the settings, links uncapped for an admin', async () => {
    Object.assign(forum.config.forum, { minTitleLength: 5, minPostLength: 3, maxLinks: 4 });
    for (const who of [nobody(), visitor(), await staffPerson('staff')]) expect((await list(who)).rules).toEqual({ titleMin: 5, postMin: 3, linksMax: 4 });
    expect((await list(nobody(), '?activeTab=solved')).rules).toEqual({ titleMin: 5, postMin: 3, linksMax: 4 });
    expect((await list(await staffPerson('admin'))).rules).toEqual({ titleMin: 5, postMin: 3, linksMax: null });
    // What the list tells is what a post is held to.
    refused(await call(visitor(), 'POST', '/threads', threadBody({ title: 'Tiny' })), 400);
    await newThread(visitor(), { title: 'Small' });
  });

  it('caps the links of a visitor\'s post, not an admin\'s', async () => {
    forum.config.forum.maxLinks = 2;
    const links = 'See https://a.example.com, https://b.example.com and www.c.example.com for the details.';
    const refusal = refused(await call(visitor(), 'POST', '/threads', threadBody({ content: links })), 400);
    expect(refusal.issues).toEqual([{ path: 'content', message: forumPostMessages.tooManyLinks(2) }]);
    await newThread(visitor(), { content: 'See https://a.example.com and https://b.example.com for the details.' });
    await newThread(await staffPerson('admin'), { content: links });
    expect((await forumRowCounts(db())).forum_threads).toBe(2);
  });

  it('makes a visitor wait between posts (429 with Retry-After), per visitor', async () => {
    forum.config.forum.threadIntervalSeconds = 15;
    forum.config.forum.replyIntervalSeconds = 5;
    const who = visitor();
    const thread = await newThread(who);
    forum.advance(10_000);
    const wait = await call(who, 'POST', '/threads', threadBody());
    expect(refused(wait, 429).error).toBe(forumLimitMessages.wait(5));
    expect(wait.headers['retry-after']).toBe('5');
    await newThread(visitor());
    forum.advance(5_000);
    await newThread(who);
    await newReply(who, thread.id);
    forum.advance(4_000);
    const replyWait = await call(who, 'POST', `/threads/${thread.id}/replies`, replyBody());
    expect(replyWait.statusCode).toBe(429);
    expect(replyWait.headers['retry-after']).toBe('1');
    expect(await forumRowCounts(db())).toMatchObject({ forum_threads: 3, forum_replies: 1 });
    // Admins skip the wait.
    const admin = await staffPerson('admin');
    await newThread(admin);
    await newThread(admin);
  });

  it('caps threads and replies a day per visitor and per IP address', async () => {
    forum.config.forum.threadsPerDay = 2;
    forum.config.forum.repliesPerDay = 3;
    const who = visitor();
    const first = await newThread(who);
    forum.advance(60_000);
    await newThread(who);
    forum.advance(60_000);
    const third = await call(who, 'POST', '/threads', threadBody());
    expect(refused(third, 429).error).toBe(forumLimitMessages.threadsPerDay(2, 24 * 3600 - 120));
    expect(third.headers['retry-after']).toBe(String(24 * 3600 - 120));
    // Another visitor from the same address is counted with it.
    const sameIp: Person = { ...visitor(), ip: who.ip };
    refused(await call(sameIp, 'POST', '/threads', threadBody()), 429);
    await newThread(visitor());
    for (let i = 0; i < 3; i += 1) await newReply(who, first.id);
    refused(await call(who, 'POST', `/threads/${first.id}/replies`, replyBody()), 429);
    forum.advance(24 * 3_600_000);
    await newThread(who);
    expect(await forumRowCounts(db())).toMatchObject({ forum_threads: 4, forum_replies: 3 });
  });

  it('refuses the same text from the same visitor within FORUM_DUPLICATE_MINUTES', async () => {
    forum.config.forum.duplicateMinutes = 5;
    const who = visitor();
    const thread = await newThread(who);
    const text = { content: 'Exactly the same words as before, twice.' };
    await newReply(who, thread.id, text);
    forum.advance(60_000);
    const again = refused(await call(who, 'POST', `/threads/${thread.id}/replies`, text), 400);
    expect(again.issues).toEqual([{ path: 'content', message: forumLimitMessages.duplicate }]);
    refused(await call(who, 'POST', '/threads', threadBody(text)), 400);
    await newReply(visitor(), thread.id, text);
    forum.advance(5 * 60_000);
    await newReply(who, thread.id, text);
    expect((await forumRowCounts(db())).forum_replies).toBe(3);
  });

  it('holds a visitor\'s new thread for approval with FORUM_PREMODERATION; only its author and admins see it', async () => {
    forum.config.forum.premoderation = true;
    const author = visitor();
    const response = ok(await call(author, 'POST', '/threads', threadBody()), forumThreadResultSchema);
    expect(response.message).toBe(forumMessages.pending);
    expect(response.thread.pending).toBe(true);
    const id = response.thread.id;
    expect((await list(author)).threads.map((t) => t.id)).toEqual([id]);
    expect((await list(visitor())).total).toBe(0);
    expect((await list(author)).discussions).toBe(0);
    refused(await detail(visitor(), id), 404);
    refused(await call(visitor(), 'PUT', `/threads/${id}/like`), 404);
    const admin = await staffPerson('admin');
    expect(ok(await detail(admin, id), forumThreadDetailSchema).thread.pending).toBe(true);
    // An admin's thread is not held.
    expect(ok(await call(admin, 'POST', '/threads', threadBody()), forumThreadResultSchema).message).toBe(forumMessages.threadCreated);

    const queue = ok(await call(admin, 'GET', '/api/forum/queue'), forumQueueSchema);
    expect(queue.entries).toEqual([expect.objectContaining({ kind: 'thread', id, pending: true, reports: [] })]);
    ok(await call(admin, 'POST', `/api/forum/queue/thread/${id}`, { decision: 'keep' }), { parse: (v: unknown) => v });
    expect(ok(await detail(visitor(), id), forumThreadDetailSchema).thread.pending).toBe(false);
    expect(ok(await call(admin, 'GET', '/api/forum/queue'), forumQueueSchema).total).toBe(0);
    expect((await db().select().from(forumAudit)).map((a) => a.action)).toEqual(['keep']);
  });
});

describe('reports', () => {
  it('takes one report per visitor and post; enough distinct visitors hide it until an admin keeps or removes it', async () => {
    forum.config.forum.reportHideThreshold = 3;
    const thread = await newThread(visitor());
    const { reply } = await newReply(visitor(), thread.id);
    const reporters = [visitor(), visitor(), visitor()];
    const report = (who: Person, kind: 'thread' | 'reply', id: string) => call(who, 'POST', '/api/forum/reports', { kind, id, reason: 'Spam link' });
    expect(ok(await report(reporters[0]!, 'thread', thread.id), { parse: (v: unknown) => v })).toEqual({ message: forumAnswers.reported });
    expect(refused(await report(reporters[0]!, 'thread', thread.id), 409).error).toBe(forumAnswers.alreadyReported);
    expect(ok(await detail(reporters[0]!, thread.id), forumThreadDetailSchema).thread.reported).toBe(true);
    await report(reporters[1]!, 'thread', thread.id);
    expect(ok(await detail(nobody(), thread.id), forumThreadDetailSchema).thread.id).toBe(thread.id);
    await report(reporters[2]!, 'thread', thread.id);
    refused(await detail(nobody(), thread.id), 404);
    refused(await call(nobody(), 'GET', `/replies?threadId=${thread.id}`), 404);
    expect((await list(nobody())).total).toBe(0);
    const admin = await staffPerson('admin');
    refused(await detail(admin, thread.id), 404);

    const queue = ok(await call(admin, 'GET', '/api/forum/queue'), forumQueueSchema);
    expect(queue.entries).toHaveLength(1);
    expect(queue.entries[0]).toMatchObject({ kind: 'thread', id: thread.id, hidden: true, pending: false });
    expect(queue.entries[0]!.reports).toHaveLength(3);

    ok(await call(admin, 'POST', `/api/forum/queue/thread/${thread.id}`, { decision: 'keep' }), { parse: (v: unknown) => v });
    expect(ok(await detail(nobody(), thread.id), forumThreadDetailSchema).thread.id).toBe(thread.id);
    expect(ok(await call(admin, 'GET', '/api/forum/queue'), forumQueueSchema).total).toBe(0);

    // A hidden reply leaves its thread's counts; removing it deletes it.
    for (const who of reporters) await report(who, 'reply', reply.id);
    const shown = ok(await detail(nobody(), thread.id), forumThreadDetailSchema);
    expect(shown.replies).toEqual([]);
    expect(shown.thread.replies).toBe(0);
    refused(await call(visitor(), 'PUT', `/replies/${reply.id}/like`), 404);
    ok(await call(admin, 'POST', `/api/forum/queue/reply/${reply.id}`, { decision: 'remove' }), { parse: (v: unknown) => v });
    expect((await db().select().from(forumReplies).where(eq(forumReplies.id, reply.id)))[0]!.deletedAt).not.toBeNull();
    expect((await db().select().from(forumAudit).orderBy(forumAudit.id)).map((a) => [a.action, a.kind])).toEqual([
      ['keep', 'thread'],
      ['remove', 'reply'],
    ]);
    refused(await call(admin, 'POST', `/api/forum/queue/reply/${reply.id}`, { decision: 'keep' }), 404);
  });
});

describe('moderation beyond keep and remove', () => {
  it('locks a thread to new replies (admins may still answer), moves it to another category, each in the log', async () => {
    const admin = await staffPerson('admin');
    const author = visitor();
    const thread = await newThread(author, { category: 'General Discussion' });
    const patch = (body: Record<string, unknown>) => call(admin, 'PATCH', `/api/forum/threads/${thread.id}`, body);
    expect(ok(await patch({ isLocked: true, category: 'Troubleshooting' }), forumThreadResultSchema).thread).toMatchObject({ isLocked: true, category: 'Troubleshooting' });
    expect(refused(await call(author, 'POST', `/threads/${thread.id}/replies`, replyBody()), 409).error).toBe(forumAnswers.threadLocked);
    ok(await call(admin, 'POST', `/threads/${thread.id}/replies`, replyBody()), forumReplyResultSchema);
    // The search finds it by its new category, no longer by the old one.
    expect((await list(visitor(), '?searchQuery=troubleshooting')).threads.map((t) => t.id)).toContain(thread.id);
    expect((await list(visitor(), '?searchQuery=general%20discussion')).threads.map((t) => t.id)).not.toContain(thread.id);
    expect(ok(await patch({ isLocked: false }), forumThreadResultSchema).thread.isLocked).toBe(false);
    ok(await call(author, 'POST', `/threads/${thread.id}/replies`, replyBody()), forumReplyResultSchema);
    expect(refused(await patch({ category: 'Jobs' }), 400).issues?.map((i) => i.path)).toEqual(['category']);

    const log = ok(await call(admin, 'GET', '/api/forum/audit'), forumAuditPageSchema);
    expect(log.entries.map((e) => e.action)).toEqual(['unlock', 'move', 'lock']);
    expect(log.entries[1]).toMatchObject({ kind: 'thread', itemId: thread.id, before: { category: 'General Discussion' }, after: { category: 'Troubleshooting' } });
    expect(log).toMatchObject({ total: 3, page: 1, pageSize: 50 });
  });

  it('bans the author of a post, or their network, from writing until a time or until an admin lifts it; reading stays open', async () => {
    const admin = await staffPerson('admin');
    const spammer = visitor();
    const thread = await newThread(visitor());
    const { reply } = await newReply(spammer, thread.id);
    const banned = ok(await call(admin, 'POST', '/api/forum/bans', { kind: 'reply', id: reply.id, scope: 'visitor', days: 2, reason: 'Adverts in five threads' }), forumBanResultSchema);
    expect(banned.ban).toMatchObject({ scope: 'visitor', reason: 'Adverts in five threads', post: { kind: 'reply', id: reply.id } });
    expect(refused(await call(spammer, 'PUT', `/threads/${thread.id}/like`), 403).error).toBe(forumAnswers.banned(new Date(banned.ban.until)));
    refused(await call(spammer, 'POST', `/threads/${thread.id}/replies`, replyBody()), 403);
    expect(ok(await detail(spammer, thread.id), forumThreadDetailSchema).replies).toHaveLength(1);
    // The same network, another visitor: not banned by a visitor ban; by a network ban, yes.
    const neighbour: Person = { ...visitor(), ip: spammer.ip.replace(/\.7$/, '.99') };
    ok(await call(neighbour, 'PUT', `/threads/${thread.id}/like`), forumLikeResultSchema);
    const network = ok(await call(admin, 'POST', '/api/forum/bans', { kind: 'reply', id: reply.id, scope: 'network', days: 1, reason: 'The same adverts' }), forumBanResultSchema);
    refused(await call(neighbour, 'PUT', `/threads/${thread.id}/like`), 403);
    expect(ok(await call(admin, 'GET', '/api/forum/bans'), forumBanListSchema).bans.map((b) => b.id)).toEqual([network.ban.id, banned.ban.id]);
    // An admin's post has no visitor to ban; bad input names its field.
    const announcement = ok(await call(admin, 'POST', '/threads', threadBody()), forumThreadResultSchema).thread;
    refused(await call(admin, 'POST', '/api/forum/bans', { kind: 'thread', id: announcement.id, scope: 'visitor', days: 1, reason: 'x' }), 409);
    expect(refused(await call(admin, 'POST', '/api/forum/bans', { kind: 'reply', id: reply.id, scope: 'visitor', days: 0, reason: 'x' }), 400).issues?.map((i) => i.path)).toEqual(['days']);

    ok(await call(admin, 'DELETE', `/api/forum/bans/${network.ban.id}`), { parse: (v: unknown) => v });
    refused(await call(admin, 'DELETE', `/api/forum/bans/${network.ban.id}`), 404);
    ok(await call(neighbour, 'PUT', `/threads/${thread.id}/like`), forumLikeResultSchema);
    // The visitor ban ends on its own after two days.
    forum.advance(2 * 86_400_000 + 1000);
    ok(await call(spammer, 'PUT', `/threads/${thread.id}/like`), forumLikeResultSchema);
    const adminAgain = await staffPerson('admin');
    expect(ok(await call(adminAgain, 'GET', '/api/forum/bans'), forumBanListSchema).bans).toEqual([]);
    expect(ok(await call(adminAgain, 'GET', '/api/forum/audit'), forumAuditPageSchema).entries.map((e) => e.action)).toEqual(['unban', 'ban', 'ban']);
  });
});

describe('reports one client cannot win', () => {
  const report = (who: Person, id: string) => call(who, 'POST', '/api/forum/reports', { kind: 'thread', id, reason: 'Spam link' });

  it('hides a post only when the reporters come from as many distinct networks; never an admin post', async () => {
    forum.config.forum.reportHideThreshold = 3;
    const thread = await newThread(visitor());
    // Three visitors (three signed cookies) in one /24: one network.
    for (const n of [1, 2, 3]) ok(await report({ ...visitor(), ip: `10.251.9.${n}` }, thread.id), { parse: (v: unknown) => v });
    expect(ok(await detail(nobody(), thread.id), forumThreadDetailSchema).thread.id).toBe(thread.id);
    ok(await report(visitor(), thread.id), { parse: (v: unknown) => v });
    expect(ok(await detail(nobody(), thread.id), forumThreadDetailSchema).thread.id).toBe(thread.id);
    ok(await report(visitor(), thread.id), { parse: (v: unknown) => v });
    refused(await detail(nobody(), thread.id), 404);

    const admin = await staffPerson('admin');
    const announcement = ok(await call(admin, 'POST', '/threads', threadBody()), forumThreadResultSchema).thread;
    for (let i = 0; i < 4; i += 1) ok(await report(visitor(), announcement.id), { parse: (v: unknown) => v });
    expect(ok(await detail(nobody(), announcement.id), forumThreadDetailSchema).thread.isAdminPost).toBe(true);
  });

  it('does not hide again, by the same reporters, a post an admin kept', async () => {
    forum.config.forum.reportHideThreshold = 2;
    const thread = await newThread(visitor());
    const reporters = [visitor(), visitor()];
    for (const who of reporters) await report(who, thread.id);
    refused(await detail(nobody(), thread.id), 404);
    const admin = await staffPerson('admin');
    ok(await call(admin, 'POST', `/api/forum/queue/thread/${thread.id}`, { decision: 'keep' }), { parse: (v: unknown) => v });
    for (const who of reporters) refused(await report(who, thread.id), 409);
    for (let i = 0; i < 3; i += 1) refused(await report(nobody(), thread.id), 403);
    expect(ok(await detail(nobody(), thread.id), forumThreadDetailSchema).thread.id).toBe(thread.id);
  });
});

describe('bad input', () => {
  it.each([
    ['title', { title: undefined }],
    ['title', { title: 'Line one\nline two of the title' }],
    ['category', { category: 'Gossip' }],
    ['content', { content: '   ' }],
    ['content', { content: 'x'.repeat(20_001) }],
    ['tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    ['tags.0', { tags: ['<script>'] }],
  ])('POST /threads answers 400 naming %s and writes nothing', async (field, overrides) => {
    const response = refused(await call(visitor(), 'POST', '/threads', threadBody(overrides)), 400);
    expect(response.issues?.map((i) => i.path)).toContain(field);
    expect((await forumRowCounts(db())).forum_threads).toBe(0);
  });

  it.each([
    ['/threads?activeTab=hot', 'activeTab'],
    ['/threads?limit=0', 'limit'],
    ['/threads?limit=51', 'limit'],
    ['/threads?searchQuery=%00', 'searchQuery'],
    ['/threads?activeTab=saved&saved=nope', 'saved'],
    ['/replies?threadId=1', 'threadId'],
    ['/replies', 'threadId'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const response = refused(await call(nobody(), 'GET', url), 400);
    expect(response.issues?.map((i) => i.path.split('.')[0])).toContain(field);
  });

  it('never answers 5xx to random payloads, and whatever it refuses writes nothing', async () => {
    const thread = await newThread(visitor());
    const { reply } = await newReply(visitor(), thread.id);
    const admin = await staffPerson('admin');
    const before = await forumRowCounts(db());
    const hostile = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', '<img src=x onerror=alert(1)>', '\u0000', 'a'.repeat(25_000), "'; drop table forum_threads; --", 'General Discussion', '%_\\'),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 10 }), { maxLength: 7 }),
    );
    const fields = ['title', 'category', 'content', 'tags', 'website', 'kind', 'id', 'reason', 'isPinned', 'decision'];
    const targets: [Method, string, Person][] = [
      ['POST', '/threads', visitor()],
      ['POST', `/threads/${thread.id}/replies`, visitor()],
      ['POST', '/api/forum/reports', visitor()],
      ['PATCH', `/api/forum/threads/${thread.id}`, admin],
      ['PATCH', `/api/forum/replies/${reply.id}`, admin],
      ['POST', `/api/forum/queue/thread/${thread.id}`, admin],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.dictionary(fc.constantFrom(...fields), hostile, { maxKeys: 6 }), async ([method, url, who], payload) => {
        const response = await call(who, method, url, payload);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          errorResponseSchema.parse(response.json());
          expect(await forumRowCounts(db())).toEqual(before);
        } else {
          Object.assign(before, await forumRowCounts(db()));
        }
      }),
      { numRuns: 80, seed: 11 },
    );
    for (const url of [`/threads/not-a-uuid/like`, `/replies/${'x'.repeat(500)}/like`, '/replies/%00/mark-solution']) {
      expect((await call(visitor(), 'PUT', url)).statusCode).toBeLessThan(500);
    }
  });

  it('never answers 5xx to random list queries', async () => {
    await newThread(visitor());
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('%00', '%', '_', '\\', 'recent', 'saved', '-1', '1e3', 'null', randomUUID(), `${randomUUID()},${randomUUID()}`));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('activeTab', 'searchQuery', 'cursor', 'limit', 'saved', 'threadId'), value, { maxKeys: 4 }), fc.constantFrom('/threads', '/replies'), async (query, path) => {
        const qs = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const response = await call(nobody(), 'GET', `${path}?${qs}`);
        expect(response.statusCode, `${path}?${qs} ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  it('keeps hostile text as text in the API', async () => {
    const payload = '<img src=x onerror=alert(1)> </script><script>alert(1)</script> & "quotes"';
    const thread = await newThread(visitor(), { title: `<script>alert("t")</script> title`, content: payload, tags: ['xss'] });
    const seen = ok(await detail(nobody(), thread.id), forumThreadDetailSchema).thread;
    expect(seen.title).toBe('<script>alert("t")</script> title');
    expect(seen.content).toBe(payload);
  });
});
