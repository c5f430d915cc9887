import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, forumFollowMessages, forumReplyResultSchema, forumThreadDetailSchema, forumThreadResultSchema, type ForumThread } from '@orisun/api';
import { frenchTypographyProblems } from '@orisun/test-support/french-typography';
import { addAccount } from '../auth/accounts.ts';
import { buildApp, type App } from '../app.ts';
import { lowFrictionForumEnv, testConfig } from '../../test-support/config.ts';
import { forumFollows, forumSignInLinks } from '../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';
import { startSmtp, type TestSmtp } from '../../test-support/smtp.ts';

// Following a thread by e-mail and a visitor's own name, against a real SMTP server (smtp-server on 127.0.0.1): the
// app's outbox sends through SMTP_URL as in production; the digest and the outbox are run by the test (`flush`,
// `drain`) on the app's clock, which the test moves.

const publicUrl = 'https://orisun.example';
const batchSeconds = 120;
const followsPerHour = 5;
const epoch = new Date('2026-11-25T09:00:00.000Z');
const clock = { now: epoch };
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

let smtp: TestSmtp;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  smtp = await startSmtp();
  database = await openTestDatabase();
  const config = testConfig({
    ...lowFrictionForumEnv,
    PUBLIC_URL: publicUrl,
    SMTP_URL: smtp.url,
    FORM_RATE_LIMIT_PER_HOUR: '1000',
    FORUM_LIST_CACHE_SECONDS: '0',
    LOG_LEVEL: 'error',
    FORUM_FOLLOW_BATCH_SECONDS: String(batchSeconds),
    FORUM_FOLLOWS_PER_HOUR: String(followsPerHour),
  });
  app = await buildApp({ config, database, mailWorker: false, now: () => clock.now });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await database.reset();
  smtp.received.length = 0;
  clock.now = epoch;
});

let ipCounter = 0;
/** A reader with the cookie a forum read gives, from an address (and network) of their own. */
async function reader(): Promise<{ cookie: string; ip: string }> {
  ipCounter += 1;
  const ip = `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.9`;
  const read = await app.inject({ method: 'GET', url: '/threads', remoteAddress: ip });
  const cookie = read.cookies.find((c) => c.name.endsWith('orisun_forum'));
  return { cookie: `${cookie!.name}=${cookie!.value}`, ip };
}
type Person = Awaited<ReturnType<typeof reader>>;

const call = (who: Person | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url, remoteAddress: who?.ip ?? '10.254.0.1', headers: who ? { cookie: who.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

let textCounter = 0;
async function newThread(who: Person): Promise<ForumThread> {
  textCounter += 1;
  const res = await call(who, 'POST', '/threads', { title: `Webhook retries stop after an hour ${textCounter}`, category: 'Troubleshooting', content: `Our webhook endpoint was down for an hour and then nothing came, case ${textCounter}.`, tags: [] });
  expect(res.statusCode, res.body).toBe(200);
  return forumThreadResultSchema.parse(res.json()).thread;
}
async function newReply(who: Person, threadId: string, content?: string) {
  textCounter += 1;
  const res = await call(who, 'POST', `/threads/${threadId}/replies`, { content: content ?? `Retries back off for 24 hours, see the dashboard, note ${textCounter}.` });
  expect(res.statusCode, res.body).toBe(200);
  return forumReplyResultSchema.parse(res.json()).reply;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  listUnsubscribe: string | undefined;
  listUnsubscribePost: string | undefined;
}
/** Sends what the outbox holds through SMTP and reads every message the SMTP server received, parsed. */
async function mailbox(): Promise<Mail[]> {
  await app.mailOutbox.drain();
  return Promise.all(
    smtp.received.map(async (message) => {
      const parsed = await simpleParser(message.data);
      const header = (name: string) => parsed.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');
      return { to: message.to.join(','), subject: parsed.subject ?? '', text: parsed.text ?? '', listUnsubscribe: header('list-unsubscribe'), listUnsubscribePost: header('list-unsubscribe-post') };
    }),
  );
}
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`${publicUrl}(${path.replace(/\//g, '\\/')}\\?token=[\\w-]{32})`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
};
/** The form-encoded POST a page's button, or a mail client's one-click, sends: no cookie. */
const postForm = (url: string, payload = '') => app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** Follows `threadId` as `who` with `email` and confirms by the mail's link (the page's button). */
async function followConfirmed(who: Person, threadId: string, email: string): Promise<void> {
  const before = smtp.received.length;
  const res = await call(who, 'POST', `/api/forum/threads/${threadId}/follow`, { email });
  expect(res.statusCode, res.body).toBe(200);
  const confirmation = (await mailbox()).slice(before).find((m) => m.to === email.toLowerCase());
  const confirmed = await postForm(linkIn(confirmation!.text, '/api/forum/follows/confirm'));
  expect(confirmed.statusCode).toBe(200);
  smtp.received.length = before;
}
/** Runs the digest as the clock says, then sends the outbox. */
async function digest(): Promise<Mail[]> {
  const before = smtp.received.length;
  await app.forumFollowDigest.flush();
  return (await mailbox()).slice(before);
}

describe('following a thread by e-mail', () => {
  it('is double opt-in: the only mail before the confirmation is its link, whose GET page changes nothing and whose button confirms', async () => {
    const asker = await reader();
    const follower = await reader();
    const helper = await reader();
    const thread = await newThread(asker);

    const res = await call(follower, 'POST', `/api/forum/threads/${thread.id}/follow`, { email: '  Kemi@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: forumFollowMessages.confirm });
    const [confirmation, ...others] = await mailbox();
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ to: 'kemi@example.com', listUnsubscribe: undefined });
    expect(confirmation!.subject).toContain('Please confirm');
    expect(confirmation!.text).toContain(thread.title);

    // Not confirmed: a reply mails nothing.
    await newReply(helper, thread.id);
    advance(batchSeconds * 1000 + 1);
    expect(await digest()).toEqual([]);

    const link = linkIn(confirmation!.text, '/api/forum/follows/confirm');
    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Yes, follow this thread');
    // Opening the page (a mail scanner) did not confirm: still nothing mailed on a reply.
    await newReply(helper, thread.id);
    advance(batchSeconds * 1000 + 1);
    expect(await digest()).toEqual([]);

    const confirmed = await postForm(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('following this thread');
    // Following again once confirmed says so, and mails nothing.
    const again = await call(follower, 'POST', `/api/forum/threads/${thread.id}/follow`, { email: 'kemi@example.com' });
    expect(again.json()).toEqual({ message: forumFollowMessages.already });
    expect(smtp.received).toHaveLength(1);

    const reply = await newReply(helper, thread.id, 'Turn on the retry queue in Settings, then send the events again.');
    advance(batchSeconds * 1000 + 1);
    const [news, ...more] = await digest();
    expect(more).toEqual([]);
    expect(news!.to).toBe('kemi@example.com');
    expect(news!.subject).toContain('A new reply');
    expect(news!.text).toContain('\n  Turn on the retry queue in Settings, then send the events again.');
    expect(news!.text).toContain(`${publicUrl}/forum/threads/${thread.id}#reply-${reply.id}`);
    expect(news!.listUnsubscribe).toMatch(new RegExp(`^<${publicUrl}/api/forum/follows/unsubscribe\\?token=[\\w-]{32}>$`));
    expect(news!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  });

  it('sends the replies that arrive within the batch window in one mail listing them, and a later reply in a mail of its own', async () => {
    const asker = await reader();
    const follower = await reader();
    const [a, b] = [await reader(), await reader()];
    const thread = await newThread(asker);
    await followConfirmed(follower, thread.id, 'kemi@example.com');

    await newReply(a, thread.id, 'First idea: check the signing secret of the endpoint.');
    advance(30_000);
    await newReply(b, thread.id, 'Second idea: the retries stop after 24 hours of failures.');
    // The first reply is 30 s old: the batch waits.
    expect(await digest()).toEqual([]);
    advance((batchSeconds - 30) * 1000);
    const batch = await digest();
    expect(batch).toHaveLength(1);
    expect(batch[0]!.subject).toContain('2 new replies');
    expect(batch[0]!.text).toContain('First idea: check the signing secret');
    expect(batch[0]!.text).toContain('Second idea: the retries stop');
    expect(batch[0]!.text.indexOf('First idea')).toBeLessThan(batch[0]!.text.indexOf('Second idea'));
    expect(await digest()).toEqual([]);

    advance(10 * 60_000);
    await newReply(a, thread.id, 'Third idea: look at the delivery log.');
    advance(batchSeconds * 1000);
    const later = await digest();
    expect(later).toHaveLength(1);
    expect(later[0]!.subject).toContain('A new reply');
    expect(later[0]!.text).toContain('Third idea');
    expect(later[0]!.text).not.toContain('First idea');
  });

  it('never mails a follower about their own reply, and tells the others; a solution is news too', async () => {
    const asker = await reader();
    const other = await reader();
    const thread = await newThread(asker);
    await followConfirmed(asker, thread.id, 'asker@example.com');
    await followConfirmed(other, thread.id, 'other@example.com');

    await newReply(asker, thread.id, 'Thanks, I will try that tonight and report back here.');
    advance(batchSeconds * 1000 + 1);
    const mails = await digest();
    expect(mails.map((m) => m.to)).toEqual(['other@example.com']);

    const answer = await newReply(other, thread.id, 'The fix: raise the retry window to 72 hours in Settings.');
    advance(batchSeconds * 1000 + 1);
    expect((await digest()).map((m) => m.to)).toEqual(['asker@example.com']);
    const marked = await call(asker, 'PUT', `/replies/${answer.id}/mark-solution`);
    expect(marked.statusCode, marked.body).toBe(200);
    advance(batchSeconds * 1000 + 1);
    const solution = await digest();
    // The asker chose it (not mailed about their own doing); the other follower hears of it.
    expect(solution.map((m) => m.to)).toEqual(['other@example.com']);
    expect(solution[0]!.subject).toContain('A solution');
    expect(solution[0]!.text).toContain('Chosen as the solution');
  });

  it('never mails an admin who follows about their own admin reply', async () => {
    const asker = await reader();
    const thread = await newThread(asker);
    await addAccount(database.db, { email: 'ada@orisun.test', name: 'Ada Okafor', role: 'admin', password: 'correct horse battery staple' }, clock.now);
    const admin = await reader();
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: admin.ip, payload: { email: 'ada@orisun.test', password: 'correct horse battery staple' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const session = signIn.cookies.find((c) => c.name.endsWith('orisun_session'))!;
    const staff = { ...admin, cookie: `${admin.cookie}; ${session.name}=${session.value}` };
    await followConfirmed(asker, thread.id, 'asker@example.com');
    await followConfirmed(staff, thread.id, 'ada@example.com');

    const answer = await newReply(staff, thread.id, 'Orisun Team here: the retry window is 72 hours from today.');
    expect(answer.author).not.toBe('Anonymous');
    advance(batchSeconds * 1000 + 1);
    expect((await digest()).map((m) => m.to)).toEqual(['asker@example.com']);
  });

  it('stops with one click: the List-Unsubscribe URL takes a cookie-less form POST (RFC 8058), and its GET page only asks', async () => {
    const asker = await reader();
    const follower = await reader();
    const helper = await reader();
    const thread = await newThread(asker);
    await followConfirmed(follower, thread.id, 'kemi@example.com');
    await newReply(helper, thread.id);
    advance(batchSeconds * 1000 + 1);
    const [news] = await digest();
    const url = news!.listUnsubscribe!.slice(1 + publicUrl.length, -1);
    expect(news!.text).toContain(`${publicUrl}${url}`);

    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop these mails');
    await newReply(helper, thread.id);
    advance(batchSeconds * 1000 + 1);
    expect(await digest()).toHaveLength(1); // the GET changed nothing

    const oneClick = await postForm(url, 'List-Unsubscribe=One-Click');
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('unsubscribed');
    expect((await postForm(url, 'List-Unsubscribe=One-Click')).statusCode).toBe(200); // again: no change
    await newReply(helper, thread.id);
    advance(batchSeconds * 1000 + 1);
    expect(await digest()).toEqual([]);
    expect((await postForm('/api/forum/follows/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('refuses a bad address with a 400 naming it, an unknown thread with 404, a cookie-less request with 403, and rate-limits each address', async () => {
    const asker = await reader();
    const thread = await newThread(asker);
    const bad = await call(asker, 'POST', `/api/forum/threads/${thread.id}/follow`, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).issues?.[0]?.path).toBe('email');
    expect((await call(asker, 'POST', '/api/forum/threads/7d9f4c1e-2a3b-4c5d-8e6f-0a1b2c3d4e5f/follow', { email: 'a@example.com' })).statusCode).toBe(404);
    expect((await call(undefined, 'POST', `/api/forum/threads/${thread.id}/follow`, { email: 'a@example.com' })).statusCode).toBe(403);

    const spammer = await reader();
    const statuses: number[] = [];
    for (let i = 0; i < followsPerHour + 1; i += 1) statuses.push((await call(spammer, 'POST', `/api/forum/threads/${thread.id}/follow`, { email: `victim${i}@example.com` })).statusCode);
    expect(statuses.slice(0, followsPerHour)).toEqual(Array(followsPerHour).fill(200));
    const refusedRes = statuses.at(-1);
    expect(refusedRes).toBe(429);
  });
});

describe('a name of one\'s own', () => {
  const setName = (who: Person, name: unknown) => call(who, 'PUT', '/api/forum/visitor/name', { name });
  const issueOf = (res: LightMyRequestResponse) => errorResponseSchema.parse(res.json()).issues?.[0];

  it('shows the chosen name instead of "Anonymous" on the visitor\'s threads and replies, past and future', async () => {
    const kemi = await reader();
    const other = await reader();
    const thread = await newThread(kemi);
    const oldReply = await newReply(kemi, thread.id);
    expect(thread.author).toBe('Anonymous');

    const res = await setName(kemi, '  Kemi   Adeyemi ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'Kemi Adeyemi', message: forumFollowMessages.nameSaved('Kemi Adeyemi') });
    expect((await call(kemi, 'GET', '/api/forum/visitor')).json()).toEqual({ name: 'Kemi Adeyemi' });
    expect((await call(other, 'GET', '/api/forum/visitor')).json()).toEqual({ name: null });

    const newOne = await newReply(kemi, thread.id);
    expect(newOne.author).toBe('Kemi Adeyemi');
    expect(newOne.authorAvatar).toBe('K');
    const detail = forumThreadDetailSchema.parse((await call(other, 'GET', `/api/forum/threads/${thread.id}`)).json());
    expect(detail.thread.author).toBe('Kemi Adeyemi');
    expect(detail.replies.find((r) => r.id === oldReply.id)!.author).toBe('Kemi Adeyemi');
    const list = (await call(other, 'GET', '/threads')).json() as { threads: { id: string; author: string; lastReplyBy: string | null }[] };
    expect(list.threads.find((t) => t.id === thread.id)).toMatchObject({ author: 'Kemi Adeyemi', lastReplyBy: 'Kemi Adeyemi' });
    // Someone else's reply stays theirs.
    expect((await newReply(other, thread.id)).author).toBe('Anonymous');

    // null: Anonymous again, everywhere.
    expect((await setName(kemi, null)).json()).toEqual({ name: null, message: forumFollowMessages.nameCleared });
    const after = forumThreadDetailSchema.parse((await call(other, 'GET', `/api/forum/threads/${thread.id}`)).json());
    expect(after.thread.author).toBe('Anonymous');
  });

  it('keeps names unique whatever their case (409 naming the field), and refuses reserved and staff names and bad ones with a 400 naming it', async () => {
    const kemi = await reader();
    const copycat = await reader();
    expect((await setName(kemi, 'Kemi')).statusCode).toBe(200);
    const taken = await setName(copycat, 'KEMI');
    expect(taken.statusCode).toBe(409);
    expect(issueOf(taken)).toEqual({ path: 'name', message: forumFollowMessages.nameTaken });
    // The same visitor may keep (or re-case) their own name.
    expect((await setName(kemi, 'kemi')).statusCode).toBe(200);

    await addAccount(database.db, { email: 'ada@orisun.test', name: 'Ada Okafor', role: 'admin', password: 'correct horse battery staple' }, clock.now);
    for (const reserved of ['Orisun Team', 'orisun-team', 'ADMIN', 'Anonymous', 'Moderator', 'ada okafor']) {
      const res = await setName(copycat, reserved);
      expect(res.statusCode, reserved).toBe(400);
      expect(issueOf(res), reserved).toEqual({ path: 'name', message: forumFollowMessages.nameReserved });
    }
    for (const bad of ['', 'ab', 'x'.repeat(31), '<script>', 'Kemi!!', ' -Kemi', 'a\u0000b', 42]) {
      const res = await setName(copycat, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(issueOf(res)?.path, String(bad)).toBe('name');
    }
    expect((await call(undefined, 'PUT', '/api/forum/visitor/name', { name: 'Nobody Here' })).statusCode).toBe(403);
  });

  it('travels to another device by a one-time link mailed to the address the visitor follows with: single use, and it expires', async () => {
    const kemi = await reader();
    const thread = await newThread(kemi);
    await followConfirmed(kemi, thread.id, 'kemi@example.com');
    expect((await setName(kemi, 'Kemi')).statusCode).toBe(200);

    const phone = await reader();
    const ask = await call(phone, 'POST', '/api/forum/visitor/sign-in-link', { email: 'KEMI@example.com' });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json()).toEqual({ message: forumFollowMessages.signInLinkSent });
    // An address that follows nothing gets the same answer, and no mail.
    const stranger = await call(phone, 'POST', '/api/forum/visitor/sign-in-link', { email: 'nobody@example.com' });
    expect(stranger.json()).toEqual({ message: forumFollowMessages.signInLinkSent });
    const mails = await mailbox();
    expect(mails.map((m) => m.to)).toEqual(['kemi@example.com']);
    const link = linkIn(mails[0]!.text, '/api/forum/visitor/sign-in');
    expect(mails[0]!.text).toContain('as Kemi');

    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Yes, use this device');
    const used = await app.inject({ method: 'POST', url: link, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: phone.cookie } });
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe('/forum');
    const cookie = used.cookies.find((c) => c.name === '__Host-orisun_forum')!;
    const onPhone = { cookie: `${cookie.name}=${cookie.value}`, ip: phone.ip };
    expect((await call(onPhone, 'GET', '/api/forum/visitor')).json()).toEqual({ name: 'Kemi' });
    // The phone is Kemi now: its replies carry her name, and she is not mailed about them.
    expect((await newReply(onPhone, thread.id)).author).toBe('Kemi');
    advance(batchSeconds * 1000 + 1);
    expect(await digest()).toEqual([]);

    // Single use.
    expect((await postForm(link)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(404);

    // Expires after 30 minutes.
    await call(phone, 'POST', '/api/forum/visitor/sign-in-link', { email: 'kemi@example.com' });
    const second = linkIn((await mailbox()).at(-1)!.text, '/api/forum/visitor/sign-in');
    advance(31 * 60_000);
    expect((await postForm(second)).statusCode).toBe(404);
  });
});

describe('following a thread from a French page (the request asks for French): its mails and pages are in French', () => {
  /** `POST /api/forum/threads/:id/follow` as the French thread page sends it (the site's requester sends the page's language). */
  const followIn = (who: Person, threadId: string, email: string, language: string) =>
    app.inject({ method: 'POST', url: `/api/forum/threads/${threadId}/follow`, remoteAddress: who.ip, headers: { cookie: who.cookie, 'accept-language': language }, payload: { email } });
  /** A page opened from a mail (no cookie), in a browser that asks for `language` (English unless told). */
  const open = (method: 'GET' | 'POST', url: string, language = 'en-GB, en;q=0.9') =>
    app.inject({ method, url, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language } });
  /** Every line of a French text reads as French typography asks (URLs aside). */
  const expectFrenchTypography = (text: string) => {
    for (const line of text.split('\n')) expect(frenchTypographyProblems(line), line).toEqual([]);
  };
  const languageOf = async (email: string) => (await database.db.select({ language: forumFollows.language }).from(forumFollows).where(eq(forumFollows.email, email)))[0]?.language;

  it('answers the follow and a name change in the request’s language: French to a French page, English otherwise', async () => {
    const asker = await reader();
    const afiavi = await reader();
    const thread = await newThread(asker);
    const french = await followIn(afiavi, thread.id, 'afiavi@example.bj', 'fr');
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json()).toEqual({
      message: 'Consultez votre boîte de réception\u00a0: confirmez avec le lien que nous venons de vous envoyer, et nous vous écrirons à chaque nouvelle réponse.',
    });
    const english = await followIn(afiavi, thread.id, 'kemi@example.com', 'en-GB, en;q=0.9');
    expect(english.json()).toEqual({ message: 'Check your inbox: follow the link we sent to confirm, and we will mail you about new replies.' });

    const nameIn = (name: unknown, language?: string) =>
      app.inject({ method: 'PUT', url: '/api/forum/visitor/name', remoteAddress: afiavi.ip, headers: { cookie: afiavi.cookie, ...(language ? { 'accept-language': language } : {}) }, payload: { name } });
    const saved = await nameIn('Afiavi', 'fr-BJ, fr;q=0.9');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ name: 'Afiavi', message: 'Vous publiez désormais en tant que Afiavi.' });
    // The default author's name is stored text: "Anonymous" in French too.
    expect((await nameIn(null, 'fr')).json()).toEqual({ name: null, message: 'Vous publiez désormais en tant que Anonymous.' });
    const reserved = await nameIn('Orisun Team', 'fr');
    expect(reserved.statusCode).toBe(400);
    expect(errorResponseSchema.parse(reserved.json()).issues?.[0]).toEqual({ path: 'name', message: 'Ce nom appartient à l’équipe du forum. Choisissez-en un autre.' });
    for (const res of [french, saved, reserved]) {
      const { message, error } = res.json() as { message?: string; error?: string };
      expect(frenchTypographyProblems(message ?? error ?? '')).toEqual([]);
    }
    expect((await nameIn('Afiavi')).json()).toEqual({ name: 'Afiavi', message: 'You post as Afiavi now.' });
    expect(errorResponseSchema.parse((await nameIn('Orisun Team')).json()).issues?.[0]).toEqual({ path: 'name', message: 'This name belongs to the forum team. Choose another.' });
  });

  it('end to end: the confirmation mail, confirm page (lang="fr"), a reply’s mail linking /fr/forum/threads/<id>, and unfollowing, all in French', async () => {
    const asker = await reader();
    const follower = await reader();
    const helper = await reader();
    const thread = await newThread(asker);

    const res = await followIn(follower, thread.id, 'Afiavi@Example.bj', 'fr-BJ, fr;q=0.9, en;q=0.5');
    expect(res.statusCode, res.body).toBe(200);
    expect(await languageOf('afiavi@example.bj')).toBe('fr');
    const [confirmation, ...others] = await mailbox();
    expect(others).toEqual([]);
    const confirmLink = linkIn(confirmation!.text, '/api/forum/follows/confirm');
    expect(confirmation!.to).toBe('afiavi@example.bj');
    expect(confirmation!.subject).toBe(`Confirmez le suivi de la discussion «\u00a0${thread.title}\u00a0»`);
    expect(confirmation!.text.trimEnd()).toBe(
      [
        'Bonjour,',
        '',
        `Quelqu’un, vous-même nous l’espérons, a demandé à suivre la discussion «\u00a0${thread.title}\u00a0» du forum avec l’adresse afiavi@example.bj. Confirmez avec ce lien (valable 7\u00a0jours), et nous vous écrirons dès que quelqu’un répondra ou qu’une solution sera choisie\u00a0:`,
        '',
        `${publicUrl}${confirmLink}`,
        '',
        'Si ce n’était pas vous, ignorez ce message\u00a0: sans confirmation, nous n’écrirons plus à afiavi@example.bj à ce sujet.',
        '',
        'L’équipe Orisun Software',
      ].join('\n'),
    );
    expectFrenchTypography(confirmation!.subject);
    expectFrenchTypography(confirmation!.text);

    // The link opens in French, whatever the browser asks: the mail it came from is French.
    const page = await open('GET', confirmLink);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(page.body).toContain('<title>Confirmez le suivi de cette discussion | Orisun Software</title>');
    expect(page.body).toContain(
      `<p>Écrire à afiavi@example.bj dès que quelqu’un répond à la discussion «\u00a0${thread.title}\u00a0» ou y choisit une solution\u00a0? Chaque message contient un lien pour ne plus la suivre.</p>`,
    );
    expect(page.body).toContain('<button type="submit">Oui, suivre cette discussion</button>');
    expect(page.body).toContain('<nav aria-label="Continuer">');
    expect(page.body).toContain('<a href="/fr/forum">Aller sur le forum</a>');

    const confirmed = await open('POST', confirmLink);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(confirmed.body).toContain('<h1>Vous suivez cette discussion</h1>');
    expect(confirmed.body).toContain(
      `<p>Nous écrirons à afiavi@example.bj à chaque nouvelle réponse à la discussion «\u00a0${thread.title}\u00a0» et quand une solution sera choisie, en regroupant dans un même message les réponses qui arrivent à peu d’intervalle.</p>`,
    );
    expect(confirmed.body).toContain(`<a href="/fr/forum/threads/${thread.id}">Lire la discussion</a>`);
    expect(confirmed.body).toContain('<a href="/fr/forum">Aller sur le forum</a>');
    // Opened again once confirmed: the same French page.
    expect((await open('GET', confirmLink)).body).toContain('<h1>Vous suivez cette discussion</h1>');

    const reply = await newReply(helper, thread.id, 'Activez la file de relance dans les paramètres, puis renvoyez les événements.');
    advance(batchSeconds * 1000 + 1);
    const [news, ...more] = await digest();
    expect(more).toEqual([]);
    const url = `${publicUrl}/fr/forum/threads/${thread.id}`;
    const stop = news!.listUnsubscribe!.slice(1, -1);
    expect(stop).toMatch(new RegExp(`^${publicUrl}/api/forum/follows/unsubscribe\\?token=[\\w-]{32}$`));
    expect(news!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(news!.to).toBe('afiavi@example.bj');
    expect(news!.subject).toBe(`Une nouvelle réponse\u00a0: «\u00a0${thread.title}\u00a0»`);
    expect(news!.text.trimEnd()).toBe(
      [
        `Du nouveau dans la discussion «\u00a0${thread.title}\u00a0» du forum\u00a0: une nouvelle réponse.`,
        '',
        'Anonymous a répondu\u00a0:',
        '',
        '  Activez la file de relance dans les paramètres, puis renvoyez les événements.',
        '',
        `${url}#reply-${reply.id}`,
        '',
        `Lire toute la discussion\u00a0: ${url}`,
        '',
        '--',
        'Vous recevez ce message parce que l’adresse afiavi@example.bj suit cette discussion sur le forum d’Orisun Software.',
        'Pour ne plus suivre cette discussion, un clic suffit\u00a0:',
        stop,
      ].join('\n'),
    );
    expectFrenchTypography(news!.subject);
    expectFrenchTypography(news!.text);

    // The unsubscribe page only asks, in French; its button stops the mail.
    const ask = await open('GET', stop.slice(publicUrl.length));
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(ask.body).toContain('<h1>Ne plus suivre cette discussion\u00a0?</h1>');
    expect(ask.body).toContain(`<p>Ne plus écrire à afiavi@example.bj au sujet de la discussion «\u00a0${thread.title}\u00a0»\u00a0?</p>`);
    expect(ask.body).toContain('<button type="submit">Ne plus suivre cette discussion</button>');
    const gone = await postForm(stop.slice(publicUrl.length), 'List-Unsubscribe=One-Click');
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(gone.body).toContain('<h1>Vous ne suivez plus cette discussion</h1>');
    expect(gone.body).toContain(`<p>Nous n’écrirons plus à afiavi@example.bj au sujet de la discussion «\u00a0${thread.title}\u00a0».</p>`);
    expect(gone.body).toContain('<p>Vous avez changé d’avis\u00a0? Suivez à nouveau la discussion depuis sa page.</p>');
    expect(gone.body).toContain(`<a href="/fr/forum/threads/${thread.id}">Lire la discussion</a>`);
    expect((await open('GET', stop.slice(publicUrl.length))).body).toContain('<h1>Vous ne suivez plus cette discussion</h1>');
    await newReply(helper, thread.id);
    advance(batchSeconds * 1000 + 1);
    expect(await digest()).toEqual([]);
  });

  it('says several replies and a solution in French, and each follower hears in their own language', async () => {
    const asker = await reader();
    const english = await reader();
    const french = await reader();
    const [a, b] = [await reader(), await reader()];
    const thread = await newThread(asker);
    const confirmFollow = async (who: Person, email: string, language: string) => {
      const before = smtp.received.length;
      expect((await followIn(who, thread.id, email, language)).statusCode).toBe(200);
      const mail = (await mailbox()).slice(before).find((m) => m.to === email)!;
      expect((await postForm(linkIn(mail.text, '/api/forum/follows/confirm'))).statusCode).toBe(200);
      smtp.received.length = before;
    };
    await confirmFollow(english, 'ada@example.com', 'en');
    await confirmFollow(french, 'koffi@example.bj', 'fr');
    await confirmFollow(asker, 'asker@example.bj', 'fr');

    await newReply(a, thread.id, 'Première piste\u00a0: vérifiez le secret de signature.');
    const answer = await newReply(b, thread.id, 'La solution\u00a0: passez la fenêtre de relance à 72\u00a0heures.');
    expect((await call(asker, 'PUT', `/replies/${answer.id}/mark-solution`)).statusCode).toBe(200);
    advance(batchSeconds * 1000 + 1);
    const mails = await digest();
    const to = (email: string) => mails.find((m) => m.to === email)!;
    expect(to('ada@example.com').subject).toBe(`2 new replies and a solution: “${thread.title}”`);
    expect(to('ada@example.com').text).toContain(`Read the whole thread: ${publicUrl}/forum/threads/${thread.id}\n`);
    const fr = to('koffi@example.bj');
    expect(fr.subject).toBe(`2\u00a0nouvelles réponses et une solution\u00a0: «\u00a0${thread.title}\u00a0»`);
    expect(fr.text).toMatch(new RegExp(`^Du nouveau dans la discussion «\u00a0${thread.title}\u00a0» du forum\u00a0: 2\u00a0nouvelles réponses et une solution\\.\n`));
    expect(fr.text).toContain('Réponse choisie comme solution, écrite par Anonymous\u00a0:');
    expect(fr.text).toContain(`Lire toute la discussion\u00a0: ${publicUrl}/fr/forum/threads/${thread.id}\n`);
    expect(fr.text).not.toContain(`${publicUrl}/forum/threads/`);
    expectFrenchTypography(fr.subject);
    expectFrenchTypography(fr.text);
    // The asker chose the solution: told of the replies only, in French.
    expect(to('asker@example.bj').subject).toBe(`2\u00a0nouvelles réponses\u00a0: «\u00a0${thread.title}\u00a0»`);
  });

  it('an English follow stays word for word as it was, its pages lang="en" even in a French browser', async () => {
    const asker = await reader();
    const follower = await reader();
    const thread = await newThread(asker);
    expect((await followIn(follower, thread.id, 'ada@example.com', 'en')).statusCode).toBe(200);
    expect(await languageOf('ada@example.com')).toBe('en');
    const [confirmation] = await mailbox();
    const link = linkIn(confirmation!.text, '/api/forum/follows/confirm');
    expect(confirmation!.subject).toBe(`Please confirm: follow “${thread.title}”`);
    expect(confirmation!.text.trimEnd()).toBe(
      [
        'Hello,',
        '',
        `Someone, we hope you, asked to follow the forum thread “${thread.title}” with ada@example.com. Please confirm with this link (valid for 7 days), and we will mail you when someone replies or a solution is chosen:`,
        '',
        `${publicUrl}${link}`,
        '',
        'If it was not you, ignore this mail: without a confirmation we will not write to ada@example.com about it again.',
        '',
        'The Orisun Software team',
      ].join('\n'),
    );
    const page = await open('GET', link, 'fr');
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page.body).toContain('<h1>Confirm: follow this thread</h1>');
    expect(page.body).toContain('<a href="/forum">Go to the forum</a>');
    const confirmed = await open('POST', link, 'fr');
    expect(confirmed.body).toContain('<h1>You&#39;re following this thread</h1>');
    expect(confirmed.body).toContain(`<a href="/forum/threads/${thread.id}">Read the thread</a>`);
  });

  it('a link the server does not know answers in the language the browser asks for; an expired French link, in French', async () => {
    const unknownStop = `/api/forum/follows/unsubscribe?token=${'A'.repeat(32)}`;
    const french = await open('GET', unknownStop, 'fr-BJ, fr;q=0.9');
    expect(french.statusCode).toBe(404);
    expect(french.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(french.body).toContain('<h1>Ce lien de désabonnement n’est pas valide</h1>');
    expect(french.body).toContain('<a href="/fr/forum">Aller sur le forum</a>');
    const english = await open('POST', unknownStop);
    expect(english.statusCode).toBe(404);
    expect(english.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(english.body).toContain('<h1>This unsubscribe link is not valid</h1>');
    const unknownConfirm = await open('POST', `/api/forum/follows/confirm?token=${'A'.repeat(32)}`, 'fr');
    expect(unknownConfirm.statusCode).toBe(404);
    expect(unknownConfirm.body).toContain('<h1>Ce lien de confirmation n’est pas valide</h1>');

    const asker = await reader();
    const thread = await newThread(asker);
    await followIn(asker, thread.id, 'afiavi@example.bj', 'fr');
    const link = linkIn((await mailbox())[0]!.text, '/api/forum/follows/confirm');
    advance(8 * 24 * 60 * 60_000);
    // Opened in an English browser: the follow (and its mail) is French.
    for (const method of ['GET', 'POST'] as const) {
      const expired = await open(method, link);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
      expect(expired.body).toContain('<p>Il a peut-être expiré (un lien reste valable 7\u00a0jours), été coupé, ou l’adresse a cessé de suivre la discussion entre-temps.</p>');
    }
  });

  it('following again takes the language of the latest request: back in English after unfollowing a French follow', async () => {
    const asker = await reader();
    const thread = await newThread(asker);
    await followIn(asker, thread.id, 'afiavi@example.bj', 'fr');
    const link = linkIn((await mailbox())[0]!.text, '/api/forum/follows/confirm');
    expect((await postForm(link)).statusCode).toBe(200);
    const [row] = await database.db.select({ token: forumFollows.unsubscribeToken }).from(forumFollows);
    expect((await postForm(`/api/forum/follows/unsubscribe?token=${row!.token}`)).statusCode).toBe(200);
    advance(2 * 24 * 60 * 60_000);
    await followIn(asker, thread.id, 'afiavi@example.bj', 'en');
    expect(await languageOf('afiavi@example.bj')).toBe('en');
    expect((await mailbox()).at(-1)!.subject).toBe(`Please confirm: follow “${thread.title}”`);
  });

  describe('the one-time sign-in link: it keeps the language of the page it was asked from', () => {
    /** `POST /api/forum/visitor/sign-in-link` as the forum page in `language` sends it, from the device to sign in. */
    const askSignInLink = (who: Person, email: string, language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/forum/visitor/sign-in-link',
        remoteAddress: who.ip,
        headers: { cookie: who.cookie, ...(language ? { 'accept-language': language } : {}) },
        payload: { email },
      });
    /** The sign-in page's button, pressed on `who`'s device in a browser that asks for `language`. */
    const useLink = (who: Person, url: string, language = 'en-GB, en;q=0.9') =>
      app.inject({
        method: 'POST',
        url,
        payload: '',
        remoteAddress: who.ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: who.cookie, 'accept-language': language },
      });
    const signInLanguages = async () => (await database.db.select({ language: forumSignInLinks.language }).from(forumSignInLinks)).map((row) => row.language);

    it('a sign-in link asked for from a French page: its answer, mail and pages are French, and it leads to /fr/forum, whatever browser opens it', async () => {
      const afiavi = await reader();
      const thread = await newThread(afiavi);
      // The follow is English (its own language): the link takes the language of the page it is asked from.
      await followConfirmed(afiavi, thread.id, 'afiavi@example.bj');
      expect((await call(afiavi, 'PUT', '/api/forum/visitor/name', { name: 'Afiavi' })).statusCode).toBe(200);

      const phone = await reader();
      const ask = await askSignInLink(phone, 'Afiavi@Example.bj', 'fr-BJ, fr;q=0.9, en;q=0.5');
      expect(ask.statusCode, ask.body).toBe(200);
      expect(ask.json()).toEqual({ message: 'Si cette adresse suit une discussion ici, nous lui avons envoyé un lien. Il ne sert qu’une fois, dans les 30\u00a0minutes.' });
      expectFrenchTypography((ask.json() as { message: string }).message);
      // An address that follows nothing: the same French answer, and no mail.
      expect((await askSignInLink(phone, 'personne@example.bj', 'fr')).json()).toEqual(ask.json());
      expect(await signInLanguages()).toEqual(['fr']);

      const [mail, ...others] = await mailbox();
      expect(others).toEqual([]);
      const link = linkIn(mail!.text, '/api/forum/visitor/sign-in');
      expect(mail!.to).toBe('afiavi@example.bj');
      expect(mail!.subject).toBe('Votre lien d’accès au forum d’Orisun Software');
      expect(mail!.text.trimEnd()).toBe(
        [
          'Bonjour,',
          '',
          'Ouvrez ce lien sur l’appareil depuis lequel vous souhaitez publier en tant que Afiavi sur le forum d’Orisun Software. Il ne sert qu’une fois, dans les 30\u00a0minutes\u00a0:',
          '',
          `${publicUrl}${link}`,
          '',
          'Si vous n’avez pas demandé ce lien, ignorez ce message\u00a0: rien ne change.',
          '',
          'L’équipe Orisun Software',
        ].join('\n'),
      );
      expectFrenchTypography(mail!.subject);
      expectFrenchTypography(mail!.text);

      // The page only asks, in French, in an English browser too: the mail it came from is French.
      const page = await open('GET', link);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
      expect(page.body).toContain('<title>Utiliser cet appareil sur le forum | Orisun Software</title>');
      expect(page.body).toContain('<h1>Utiliser cet appareil sur le forum</h1>');
      expect(page.body).toContain('<p>Publier en tant que Afiavi depuis ce navigateur\u00a0? Le lien ne sert qu’une fois.</p>');
      expect(page.body).toContain('<button type="submit">Oui, utiliser cet appareil</button>');
      expect(page.body).toContain('<nav aria-label="Continuer">');
      expect(page.body).toContain('<a href="/fr/forum">Aller sur le forum</a>');

      // Its button signs the phone in and goes to the French forum.
      const used = await useLink(phone, link);
      expect(used.statusCode).toBe(303);
      expect(used.headers.location).toBe('/fr/forum');
      const cookie = used.cookies.find((c) => c.name === '__Host-orisun_forum')!;
      expect((await call({ cookie: `${cookie.name}=${cookie.value}`, ip: phone.ip }, 'GET', '/api/forum/visitor')).json()).toEqual({ name: 'Afiavi' });

      // Used up: its page says so in French, in an English browser too, and sends to the French forum.
      for (const gone of [await open('GET', link), await useLink(phone, link)]) {
        expect(gone.statusCode).toBe(404);
        expect(gone.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
        expect(gone.body).toContain('<h1>Ce lien n’est pas valide</h1>');
        expect(gone.body).toContain('<p>Il a peut-être déjà servi, expiré (un lien reste valable 30\u00a0minutes) ou été coupé.</p>');
        expect(gone.body).toContain('<p>Demandez-en un nouveau depuis «\u00a0Votre nom\u00a0» sur le forum.</p>');
        expect(gone.body).toContain('<a href="/fr/forum">Aller sur le forum</a>');
      }
      // An expired French link, likewise.
      await askSignInLink(phone, 'afiavi@example.bj', 'fr');
      const expired = linkIn((await mailbox()).at(-1)!.text, '/api/forum/visitor/sign-in');
      advance(31 * 60_000);
      const late = await useLink(phone, expired);
      expect(late.statusCode).toBe(404);
      expect(late.headers.location).toBeUndefined();
      expect(late.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
      expect(late.body).toContain('<h1>Ce lien n’est pas valide</h1>');
    });

    it('a French sign-in mail without a chosen name, and a link the server does not know, in the language the browser asks for', async () => {
      const koffi = await reader();
      const thread = await newThread(koffi);
      await followConfirmed(koffi, thread.id, 'koffi@example.bj');
      expect((await askSignInLink(koffi, 'koffi@example.bj', 'fr')).statusCode).toBe(200);
      const [mail] = await mailbox();
      expect(mail!.text).toContain('Ouvrez ce lien sur l’appareil depuis lequel vous souhaitez publier sur le forum d’Orisun Software. Il ne sert qu’une fois');
      expect((await open('GET', linkIn(mail!.text, '/api/forum/visitor/sign-in'))).body).toContain('<p>Publier depuis ce navigateur\u00a0? Le lien ne sert qu’une fois.</p>');

      const unknown = `/api/forum/visitor/sign-in?token=${'A'.repeat(32)}`;
      for (const [french, english] of [
        [await open('GET', unknown, 'fr-BJ, fr;q=0.9'), await open('GET', unknown)],
        [await useLink(koffi, unknown, 'fr-BJ, fr;q=0.9'), await useLink(koffi, unknown)],
      ] as const) {
        expect(french.statusCode).toBe(404);
        expect(french.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
        expect(french.body).toContain('<h1>Ce lien n’est pas valide</h1>');
        expect(french.body).toContain('<a href="/fr/forum">Aller sur le forum</a>');
        expect(english.statusCode).toBe(404);
        expect(english.body).toMatch(/^<!doctype html>\n<html lang="en">/);
        expect(english.body).toContain('<h1>This link is not valid</h1>');
        expect(english.body).toContain('<a href="/forum">Go to the forum</a>');
      }
    });

    it('an English sign-in link stays word for word as it was, its pages lang="en" and its forum /forum, even in a French browser', async () => {
      const kemi = await reader();
      const thread = await newThread(kemi);
      await followConfirmed(kemi, thread.id, 'kemi@example.com');
      expect((await call(kemi, 'PUT', '/api/forum/visitor/name', { name: 'Kemi' })).statusCode).toBe(200);

      const phone = await reader();
      const ask = await askSignInLink(phone, 'kemi@example.com', 'en-GB, en;q=0.9');
      expect(ask.json()).toEqual({ message: 'If that address follows a thread here, we have sent it a link. It works once, within 30 minutes.' });
      // A client that names no language gets English too.
      expect((await askSignInLink(phone, 'kemi@example.com')).statusCode).toBe(200);
      expect(await signInLanguages()).toEqual(['en', 'en']);
      const [mail, second] = await mailbox();
      const link = linkIn(mail!.text, '/api/forum/visitor/sign-in');
      expect(second!.subject).toBe(mail!.subject);
      expect(mail!.subject).toBe('Your link to the Orisun Software forum');
      expect(mail!.text.trimEnd()).toBe(
        [
          'Hello,',
          '',
          'Open this link on the device where you want to post as Kemi on the Orisun Software forum. It works once, within 30 minutes:',
          '',
          `${publicUrl}${link}`,
          '',
          'If you did not ask for it, ignore this mail: nothing changes.',
          '',
          'The Orisun Software team',
        ].join('\n'),
      );

      const page = await open('GET', link, 'fr');
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(page.body).toContain('<title>Use this device on the forum | Orisun Software</title>');
      expect(page.body).toContain('<p>Post as Kemi from this browser? The link works once.</p>');
      expect(page.body).toContain('<button type="submit">Yes, use this device</button>');
      expect(page.body).toContain('<nav aria-label="Continue">');
      expect(page.body).toContain('<a href="/forum">Go to the forum</a>');
      const used = await useLink(phone, link, 'fr');
      expect(used.statusCode).toBe(303);
      expect(used.headers.location).toBe('/forum');
      const gone = await open('GET', link, 'fr');
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(gone.body).toContain('<h1>This link is not valid</h1>');
      expect(gone.body).toContain('<p>It may have been used already, expired (a link works for 30 minutes), or been cut short.</p>');
      expect(gone.body).toContain('<p>Ask for a new one from “Your name” on the forum.</p>');
    });
  });
});
