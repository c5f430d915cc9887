import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  forumAuditPageSchema,
  forumAnswers,
  forumMessages,
  forumOwnDeleteResultSchema,
  forumReplyResultSchema,
  forumThreadDetailSchema,
  forumThreadPageSchema,
  forumThreadResultSchema,
  type ForumThread,
} from '@orisun/api';
import { forumAudit, forumReplies, forumThreads } from '../db/schema.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { lowFrictionForumEnv } from '../../test-support/config.ts';

// Authors' own edits and deletions (routes/forum/authoring.ts), on PGlite and on PostgreSQL (project server-pg).

const forum = authAppFixture({ ...lowFrictionForumEnv, FORUM_LIST_CACHE_SECONDS: '0' });
const db = () => forum.database.db;

let ipCounter = 0;
interface Person {
  cookie: string | undefined;
  ip: string;
  reader?: boolean;
}
const visitor = (): Person => {
  ipCounter += 1;
  return { cookie: undefined, ip: `10.77.${ipCounter % 250}.9`, reader: true };
};
async function admin(): Promise<Person> {
  const { cookie } = await forum.signedIn('admin');
  return { cookie: `${cookie}; orisun_forum=${randomBytes(16).toString('hex')}`, ip: '10.78.0.1' };
}

async function call(who: Person, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  if (who.reader && who.cookie === undefined) {
    const read = await forum.app.inject({ method: 'GET', url: '/threads', remoteAddress: who.ip });
    who.cookie = `orisun_forum=${read.cookies.find((c) => c.name === 'orisun_forum')?.value}`;
  }
  return forum.app.inject({ method, url, remoteAddress: who.ip, headers: who.cookie ? { cookie: who.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}
function ok<T>(response: LightMyRequestResponse, schema: { parse: (v: unknown) => T }): T {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}
function refused(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return errorResponseSchema.parse(response.json());
}

const threadText = { title: 'How do I deploy the app to two regions?', content: 'The deploy fails with a timeout on the second region.', tags: ['deploy'] };
async function newThread(who: Person): Promise<ForumThread> {
  return ok(await call(who, 'POST', '/threads', { ...threadText, category: 'Troubleshooting' }), forumThreadResultSchema).thread;
}
async function newReply(who: Person, threadId: string, content = 'Check the firewall rules of the second region first.') {
  return ok(await call(who, 'POST', `/threads/${threadId}/replies`, { content }), forumReplyResultSchema).reply;
}
const detail = async (who: Person, id: string) => ok(await call(who, 'GET', `/api/forum/threads/${id}`), forumThreadDetailSchema);
const auditActions = async () => (await db().select().from(forumAudit).orderBy(forumAudit.id)).map((a) => [a.action, a.kind, a.staffId === null ? 'author' : 'admin']);

describe("authors' own edits", () => {
  it('lets the author edit their reply and thread, marked edited, each change in the audit log; nobody else', async () => {
    const author = visitor();
    const thread = await newThread(author);
    const reply = await newReply(author, thread.id);
    expect(reply.mine).toBe(true);
    forum.advance(60_000);

    const edited = ok(await call(author, 'PUT', `/api/forum/own/replies/${reply.id}`, { content: 'Check the firewall rules and the DNS of the second region.' }), forumReplyResultSchema);
    expect(edited.reply).toMatchObject({ content: 'Check the firewall rules and the DNS of the second region.', editedAt: new Date(forum.clock.now.getTime()).toISOString(), mine: true });
    const newTitle = 'How do I deploy the app to two regions at once?';
    const thread2 = ok(await call(author, 'PUT', `/api/forum/own/threads/${thread.id}`, { ...threadText, title: newTitle, tags: ['deploy', 'regions'] }), forumThreadResultSchema).thread;
    expect(thread2).toMatchObject({ title: newTitle, tags: ['deploy', 'regions'], category: 'Troubleshooting' });
    expect(thread2.editedAt).not.toBeNull();

    // Another reader sees the edit, marked, and is not offered it (mine false); the search finds the new title.
    const stranger = visitor();
    const seen = await detail(stranger, thread.id);
    expect(seen.thread.title).toBe(newTitle);
    expect(seen.replies[0]).toMatchObject({ content: 'Check the firewall rules and the DNS of the second region.' });
    expect(seen.replies[0]!.editedAt).not.toBeNull();
    expect(seen.replies[0]!.mine).toBeUndefined();
    expect(ok(await call(stranger, 'GET', '/threads?searchQuery=at%20once'), forumThreadPageSchema).threads.map((t) => t.id)).toEqual([thread.id]);

    // Someone else, even with a reply in the thread, gets 403 and changes nothing; so does a client with no cookie.
    expect(refused(await call(stranger, 'PUT', `/api/forum/own/replies/${reply.id}`, { content: 'Someone else rewrites this reply here.' }), 403).error).toBe(forumAnswers.notYourPost);
    expect(refused(await call(stranger, 'DELETE', `/api/forum/own/threads/${thread.id}`), 403).error).toBe(forumAnswers.notYourPost);
    refused(await call({ cookie: undefined, ip: '10.79.0.1' }, 'PUT', `/api/forum/own/replies/${reply.id}`, { content: 'No cookie, no edit of anything here.' }), 403);
    // A forum admin may not use the author's route on a visitor's post (they moderate with PATCH instead).
    refused(await call(await admin(), 'PUT', `/api/forum/own/replies/${reply.id}`, { content: 'An admin rewrites this reply here.' }), 403);
    expect((await detail(stranger, thread.id)).replies[0]!.content).toBe('Check the firewall rules and the DNS of the second region.');

    expect(await auditActions()).toEqual([
      ['author-edit', 'reply', 'author'],
      ['author-edit', 'thread', 'author'],
    ]);
    const log = ok(await call(await admin(), 'GET', '/api/forum/audit?action=author-edit'), forumAuditPageSchema);
    expect(log.entries[0]).toMatchObject({ action: 'author-edit', kind: 'thread', by: null, before: { title: threadText.title }, after: { title: newTitle }, thread: { id: thread.id, title: newTitle } });
    expect(log.entries[1]).toMatchObject({ kind: 'reply', thread: { id: thread.id, title: newTitle } });
    expect(ok(await call(await admin(), 'GET', '/api/forum/audit?action=ban'), forumAuditPageSchema).total).toBe(0);
    expect(refused(await call(await admin(), 'GET', '/api/forum/audit?action=shout'), 400).issues?.map((i) => i.path)).toEqual(['action']);
  });

  it('closes the window 24 hours after posting, and in a locked thread', async () => {
    const author = visitor();
    const thread = await newThread(author);
    const reply = await newReply(author, thread.id);
    forum.advance(24 * 3_600_000 - 1000);
    ok(await call(author, 'PUT', `/api/forum/own/replies/${reply.id}`, { content: 'Still within the day, so this edit counts.' }), forumReplyResultSchema);
    forum.advance(2000);
    expect(refused(await call(author, 'PUT', `/api/forum/own/replies/${reply.id}`, { content: 'A day and a second later this is refused.' }), 403).error).toBe(forumAnswers.editWindowOver);
    refused(await call(author, 'DELETE', `/api/forum/own/replies/${reply.id}`), 403);
    refused(await call(author, 'DELETE', `/api/forum/own/threads/${thread.id}`), 403);

    const fresh = await newThread(author);
    ok(await call(await admin(), 'PATCH', `/api/forum/threads/${fresh.id}`, { isLocked: true }), forumThreadResultSchema);
    expect(refused(await call(author, 'PUT', `/api/forum/own/threads/${fresh.id}`, threadText), 409).error).toBe(forumAnswers.threadLocked);
  });

  it('holds an edit to the rules of posting: 400 naming the field, nothing written', async () => {
    const author = visitor();
    const thread = await newThread(author);
    const reply = await newReply(author, thread.id);
    const put = (body: unknown) => call(author, 'PUT', `/api/forum/own/replies/${reply.id}`, body);
    expect(refused(await put({ content: 'Too short.' }), 400).issues?.map((i) => i.path)).toEqual(['content']);
    expect(refused(await put({ content: '   ' }), 400).issues?.map((i) => i.path)).toEqual(['content']);
    expect(refused(await put({}), 400).issues?.map((i) => i.path)).toEqual(['content']);
    const putThread = (body: unknown) => call(author, 'PUT', `/api/forum/own/threads/${thread.id}`, body);
    expect(refused(await putThread({ ...threadText, title: 'Short' }), 400).issues?.map((i) => i.path)).toEqual(['title']);
    expect(refused(await putThread({ ...threadText, tags: ['no spaces!'] }), 400).issues?.map((i) => i.path)).toEqual(['tags.0']);
    expect(refused(await putThread({ ...threadText, tags: ['a', 'a'] }), 400).issues?.map((i) => i.path)).toEqual(['tags']);
    refused(await call(author, 'PUT', '/api/forum/own/replies/not-an-id', { content: 'A reply of enough length here.' }), 400);
    expect((await detail(author, thread.id)).replies[0]!.editedAt).toBeNull();
    expect(await auditActions()).toEqual([]);
  });

  it('deletes: a last reply and a thread without replies go; where replies depend on it the post says its author deleted it', async () => {
    const author = visitor();
    const other = visitor();
    const thread = await newThread(author);
    const first = await newReply(author, thread.id);
    forum.advance(1000);
    const last = await newReply(author, thread.id, 'A second reply by the same author, the last one.');

    expect(ok(await call(author, 'DELETE', `/api/forum/own/replies/${last.id}`), forumOwnDeleteResultSchema).outcome).toBe('removed');
    expect((await detail(other, thread.id)).thread.replies).toBe(1);
    forum.advance(1000);
    await newReply(other, thread.id, 'Another visitor answers after the first reply.');
    // The first reply has a later one after it: it stays, as a sentence.
    expect(ok(await call(author, 'DELETE', `/api/forum/own/replies/${first.id}`), forumOwnDeleteResultSchema).outcome).toBe('replaced');
    const shown = await detail(other, thread.id);
    expect(shown.replies.map((r) => [r.content, r.deletedByAuthor ?? false])).toEqual([
      [forumMessages.deletedByAuthor, true],
      ['Another visitor answers after the first reply.', false],
    ]);
    // Neither edited nor deleted again.
    expect(refused(await call(author, 'PUT', `/api/forum/own/replies/${first.id}`, { content: 'Bring the old reply back again.' }), 409).error).toBe(forumAnswers.postDeleted);

    // The thread has replies: it stays with its title, its text replaced; one without replies is deleted.
    expect(ok(await call(author, 'DELETE', `/api/forum/own/threads/${thread.id}`), forumOwnDeleteResultSchema).outcome).toBe('replaced');
    expect((await detail(other, thread.id)).thread).toMatchObject({ title: threadText.title, content: forumMessages.deletedByAuthor, deletedByAuthor: true });
    const lonely = await newThread(author);
    expect(ok(await call(author, 'DELETE', `/api/forum/own/threads/${lonely.id}`), forumOwnDeleteResultSchema).outcome).toBe('removed');
    refused(await call(other, 'GET', `/api/forum/threads/${lonely.id}`), 404);
    expect((await db().select().from(forumThreads).where(eq(forumThreads.id, lonely.id)))[0]!.deletedAt).not.toBeNull();
    expect((await db().select().from(forumReplies).where(eq(forumReplies.id, last.id)))[0]!.deletedAt).not.toBeNull();

    expect(await auditActions()).toEqual([
      ['author-delete', 'reply', 'author'],
      ['author-delete', 'reply', 'author'],
      ['author-delete', 'thread', 'author'],
      ['author-delete', 'thread', 'author'],
    ]);
  });

  it("lets an admin change the team's own posts in the window", async () => {
    const team = await admin();
    const thread = ok(await call(team, 'POST', '/threads', { ...threadText, category: 'Announcements' }), forumThreadResultSchema).thread;
    ok(await call(team, 'PUT', `/api/forum/own/threads/${thread.id}`, { ...threadText, content: 'The deploy guide now covers a second region too.' }), forumThreadResultSchema);
    refused(await call(visitor(), 'PUT', `/api/forum/own/threads/${thread.id}`, threadText), 403);
    expect(await auditActions()).toEqual([['author-edit', 'thread', 'admin']]);
  });
});

describe('the write limit on authors\' changes', () => {
  const limited = authAppFixture({ ...lowFrictionForumEnv, FORUM_WRITES_PER_MINUTE: '3' });

  it('answers 429 with Retry-After once one address changes posts too fast', async () => {
    const ip = '10.80.0.1';
    const read = await limited.app.inject({ method: 'GET', url: '/threads', remoteAddress: ip });
    const cookie = `orisun_forum=${read.cookies.find((c) => c.name === 'orisun_forum')?.value}`;
    const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => limited.app.inject({ method, url, remoteAddress: ip, headers: { cookie }, payload });
    const thread = forumThreadResultSchema.parse((await send('POST', '/threads', { ...threadText, category: 'Troubleshooting' })).json()).thread;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await send('PUT', `/api/forum/own/threads/${thread.id}`, { ...threadText, content: `The deploy fails with a timeout, edit number ${i}.` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
