import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@orisun/api';
import { frenchTypographyProblems } from '@orisun/test-support/french-typography';
import { buildApp } from '../app.ts';
import { mailOutbox, subscriptions } from '../db/schema.ts';
import { mailableSubscribers } from '../db/subscriptions.ts';
import { testConfig } from '../../test-support/config.ts';
import { formAppFixture, recordingTransport, withEmlMailApp } from '../../test-support/forms.ts';

const publicUrl = 'https://orisun.example';
const newsletterMessage = "You're subscribed! Check your inbox for a confirmation.";
const waitlistMessage = "Almost on the list! Check your inbox to confirm, and we'll e-mail you when the Developer Portal opens.";
const alreadyMessage = "You're already subscribed with this e-mail.";

/** The text of a mail whose body may be quoted-printable (soft line breaks, `=3D` for `=`). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const form = formAppFixture({ PUBLIC_URL: publicUrl });

const subscribe = (body: unknown, remoteAddress = '127.0.0.1') =>
  form.app.inject({
    method: 'POST',
    url: '/subscribe',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });

const rows = () => form.database.db.select().from(subscriptions).orderBy(subscriptions.createdAt);
const outbox = () => form.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

/** The confirmation link (path and query) of the latest confirmation mail to `email`. */
async function confirmLinkOf(email: string): Promise<string> {
  const queued = (await outbox()).filter((m) => m.kind.startsWith('subscription-confirm-') && m.toAddress === email).at(-1);
  const link = queued?.text.match(/\/api\/subscriptions\/confirm\?token=[\w-]{32}/)?.[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  return link;
}

/** A POST with a body (form-encoded unless told): the one-click unsubscribe, the confirmation page's button. */
const postBody = (url: string, payload: string, contentType = 'application/x-www-form-urlencoded', target = form.app) =>
  target.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

/** Presses the button of the confirmation page (a form-encoded POST, as a browser sends it). */
async function confirm(email: string, target = form.app) {
  return postBody(await confirmLinkOf(email), '', undefined, target);
}

/** `POST /subscribe`, then the confirmation by the mailed link: the address is on the list and welcomed. */
async function subscribeConfirmed(body: { email: string; list?: string; website?: string }) {
  const res = await subscribe(body);
  expect((await confirm(body.email.trim().toLowerCase())).statusCode).toBe(200);
  return res;
}

/** Links to `path` whose token is unknown, cut short, repeated, hostile, empty or missing (`token`: a real one). */
const badTokenUrls = (path: string, token: string) => [
  `${path}?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
  `${path}?token=${token.slice(0, 20)}`,
  `${path}?token=${token}&token=${token}`,
  `${path}?token=%27%3B%20drop%20table%20subscriptions%3B%20--`,
  `${path}?token=`,
  path,
];

/** A 200 HTML page opened from a mail: never cached, never indexed, with the given Referrer-Policy. */
function expectPageOpenedFromMail(page: { statusCode: number; headers: Record<string, unknown> }, referrerPolicy: string) {
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.headers['x-robots-tag']).toBe('noindex');
  expect(page.headers['referrer-policy']).toBe(referrerPolicy);
}

/** The queued mails of one kind. */
const queuedOf = async (kind: string) => (await outbox()).filter((m) => m.kind === kind);

/** The unsubscribe link of the (only) subscription of `email` on `list`. */
async function linkOf(email: string, list = 'newsletter'): Promise<string> {
  const all = await rows();
  const row = all.find((r) => r.email === email && r.list === list);
  if (!row) throw new Error(`no subscription of ${email} on ${list}`);
  return `/api/subscriptions/unsubscribe?token=${row.unsubscribeToken}`;
}

describe('POST /subscribe', () => {
  it('puts a new address on the newsletter (the default list) with 200, and once confirmed mails it a welcome with a working unsubscribe link', async () => {
    const res = await subscribe({ email: 'ada@example.com', website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: newsletterMessage });

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ list: 'newsletter', email: 'ada@example.com', unsubscribedAt: null, confirmedAt: null });
    // At least 128 random bits: 32 base64url characters carry 192.
    expect(row!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // Double opt-in: the only mail before the confirmation is its link.
    expect((await outbox()).map((m) => [m.kind, m.toAddress])).toEqual([['subscription-confirm-newsletter', 'ada@example.com']]);
    expect((await confirm('ada@example.com')).statusCode).toBe(200);
    expect((await rows())[0]!.confirmedAt).toBeInstanceOf(Date);

    const [queued] = await queuedOf('subscription-newsletter');
    expect(queued).toMatchObject({ kind: 'subscription-newsletter', toAddress: 'ada@example.com', replyTo: 'hello@orisun.software', status: 'pending' });
    const link = `${publicUrl}/api/subscriptions/unsubscribe?token=${row!.unsubscribeToken}`;
    expect(queued!.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    await form.app.mailOutbox.drain();
    expect(form.sent).toHaveLength(2);
    const welcome = form.sent[1]!;
    expect(welcome.to).toBe('ada@example.com');
    expect(welcome.subject).toBe('Welcome to the Orisun Software newsletter');
    expect(welcome.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(welcome.text).toContain(`Unsubscribe with one click:\n${link}`);
    expect(welcome.text).toContain(`${publicUrl}/events`);

    // The link works.
    const page = await form.app.inject({ method: 'GET', url: link.slice(publicUrl.length) });
    expect(page.statusCode).toBe(200);
    expect((await rows())[0]!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('puts an address on the Developer Portal waitlist with its own message and welcome mail', async () => {
    const res = await subscribeConfirmed({ email: 'dev@example.com', list: 'developer-portal' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: waitlistMessage });
    await form.app.mailOutbox.drain();
    const [, welcome] = form.sent;
    expect(welcome).toMatchObject({ to: 'dev@example.com', replyTo: 'developers@orisun.software', subject: "You're on the Orisun Developer Portal waitlist" });
    expect(welcome!.text).toContain("we'll e-mail dev@example.com as soon as the API documentation and developer resources open");
    expect(welcome!.text).toContain(`${publicUrl}/developers/api-docs`);
    expect(welcome!.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/orisun\.example\/api\/subscriptions\/unsubscribe\?token=[\w-]{32}>$/);
  });

  it('answers 201 with the already-subscribed message for an address on the list, whatever its case and spaces, and mails nothing more', async () => {
    expect((await subscribeConfirmed({ email: 'Ada.Okafor@Example.com', list: 'developer-portal' })).statusCode).toBe(200);
    for (const email of ['ada.okafor@example.com', '  ADA.OKAFOR@EXAMPLE.COM ', 'Ada.Okafor@example.COM']) {
      const again = await subscribe({ email, list: 'developer-portal' });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ message: alreadyMessage });
    }
    const all = await rows();
    expect(all.map((r) => [r.list, r.email])).toEqual([['developer-portal', 'ada.okafor@example.com']]);
    // The confirmation link and the welcome: nothing more.
    expect(await outbox()).toHaveLength(2);
  });

  it('keeps the lists apart: the same address on the other list is new (200), with its own token', async () => {
    expect((await subscribe({ email: 'ada@example.com', list: 'newsletter' })).statusCode).toBe(200);
    const other = await subscribe({ email: 'ADA@example.com', list: 'developer-portal' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ message: waitlistMessage });
    const all = await rows();
    expect(all.map((r) => r.list).sort()).toEqual(['developer-portal', 'newsletter']);
    expect(new Set(all.map((r) => r.unsubscribeToken)).size).toBe(2);
    expect(await outbox()).toHaveLength(2);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a blank e-mail', { email: '   ' }, 'email'],
    ['an e-mail that is not one', { email: 'ada at example' }, 'email'],
    ['an e-mail with a header after it', { email: 'a@example.com\r\nBcc: b@example.com' }, 'email'],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, 'email'],
    ['a number for an e-mail', { email: 42 }, 'email'],
    ['an unknown list', { list: 'everything' }, 'list'],
    ['a list in the wrong case', { list: 'Newsletter' }, 'list'],
  ];
  it.each(invalid)('refuses %s with 400 naming the field, and stores nothing', async (_label, change, field) => {
    const res = await subscribe({ email: 'ada@example.com', list: 'developer-portal', ...change });
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.issues?.map((i) => i.path)).toContain(field);
    expect(body.issues?.find((i) => i.path === field)?.message).toMatch(/^[A-Z].*\.$/);
    expect(await rows()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a body that is not JSON and stores nothing', async () => {
    expect((await subscribe('{"email": ')).statusCode).toBe(400);
    const encoded = await form.app.inject({ method: 'POST', url: '/subscribe', payload: 'email=ada%40example.com', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(encoded.statusCode).toBe(415);
    expect(await rows()).toEqual([]);
  });

  it('answers a filled honeypot like a success but keeps nothing and mails nothing', async () => {
    const res = await subscribe({ email: 'bot@example.com', list: 'developer-portal', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: waitlistMessage });
    expect(await rows()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('makes one row and one confirmation mail out of identical requests sent at once (all 200: pending); once confirmed, all 201', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe({ email: 'Race@Example.com', list: 'developer-portal' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await rows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    expect((await confirm('race@example.com')).statusCode).toBe(200);
    const confirmed = await Promise.all(Array.from({ length: 6 }, () => subscribe({ email: 'race@example.com', list: 'developer-portal' })));
    expect(confirmed.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await outbox()).toHaveLength(2);

    // The same after unsubscribing: one request makes the row pending again and mails one new link.
    expect((await form.app.inject({ method: 'GET', url: await linkOf('race@example.com', 'developer-portal') })).statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: 6 }, () => subscribe({ email: 'race@example.com', list: 'developer-portal' })));
    expect(again.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await rows()).toMatchObject([{ unsubscribedAt: null, confirmedAt: null }]);
    expect(await outbox()).toHaveLength(3);
  });
});

describe('confirming (double opt-in): GET page and POST button /api/subscriptions/confirm?token=', () => {
  const tokenOf = (link: string) => link.split('token=')[1]!;

  it('GET only shows a page whose button POSTs to the same link; HEAD and GET change nothing and mail nothing', async () => {
    await subscribe({ email: 'ada@example.com', list: 'developer-portal' });
    const link = await confirmLinkOf('ada@example.com');
    const page = await form.app.inject({ method: 'GET', url: link });
    // Not `no-referrer`: Chromium would send the button's POST with `Origin: null` (refused as cross-site).
    expectPageOpenedFromMail(page, 'same-origin');
    expect(page.body).toContain('<h1>Confirm your subscription</h1>');
    expect(page.body).toContain(`<form method="post" action="${link}">`);
    expect(page.body).toContain('<button type="submit">Yes, add me to the Developer Portal waitlist</button>');
    expect(page.body).not.toMatch(/<script/i);
    expect((await form.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(200);
    expect((await rows())[0]!.confirmedAt).toBeNull();
    expect(await outbox()).toHaveLength(1);
  });

  it('POST confirms and queues the welcome once; pressing again, or opening the link later, shows the confirmed page', async () => {
    await subscribe({ email: 'ada@example.com' });
    const link = await confirmLinkOf('ada@example.com');
    const done = await confirm('ada@example.com');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>You&#39;re subscribed</h1>');
    expect(done.body).toContain('ada@example.com is on the Orisun Software newsletter');
    expect(await queuedOf('subscription-newsletter')).toHaveLength(1);
    const again = await form.app.inject({ method: 'POST', url: link });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<h1>You&#39;re subscribed</h1>');
    const later = await form.app.inject({ method: 'GET', url: link });
    expect(later.statusCode).toBe(200);
    expect(later.body).not.toContain('<form');
    expect(await queuedOf('subscription-newsletter')).toHaveLength(1);
    // The token is stored hashed, never as it is in the mail.
    expect((await rows())[0]!.confirmTokenHash).not.toContain(tokenOf(link));
    expect((await rows())[0]!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('mails the confirmation at most once a day to a pending address, then a new link (the old one no longer works)', async () => {
    for (let i = 0; i < 3; i++) expect((await subscribe({ email: 'ada@example.com' })).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(1);
    const first = await confirmLinkOf('ada@example.com');
    await form.database.db.update(subscriptions).set({ confirmSentAt: sql`now() - interval '25 hours'` });
    expect((await subscribe({ email: 'ada@example.com' })).statusCode).toBe(200);
    expect((await subscribe({ email: 'ada@example.com' })).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(2);
    const second = await confirmLinkOf('ada@example.com');
    expect(second).not.toBe(first);
    expect((await form.app.inject({ method: 'POST', url: first })).statusCode).toBe(404);
    expect((await form.app.inject({ method: 'POST', url: second })).statusCode).toBe(200);
  });

  it('a link older than 7 days has expired: 404 page for GET and POST, nothing confirmed or mailed; subscribing again sends a new one', async () => {
    await subscribe({ email: 'ada@example.com' });
    const link = await confirmLinkOf('ada@example.com');
    await form.database.db.update(subscriptions).set({ confirmSentAt: sql`now() - interval '8 days'` });
    for (const method of ['GET', 'POST'] as const) {
      const page = await form.app.inject({ method, url: link });
      expect(page.statusCode, method).toBe(404);
      expect(page.body).toContain('<h1>This confirmation link is not valid</h1>');
    }
    expect((await rows())[0]!.confirmedAt).toBeNull();
    expect(await outbox()).toHaveLength(1);
    await subscribe({ email: 'ada@example.com' });
    expect(await outbox()).toHaveLength(2);
  });

  it('answers an unknown, malformed, repeated or missing token with the 404 page, never a 500, and confirms nothing', async () => {
    await subscribe({ email: 'ada@example.com' });
    const token = tokenOf(await confirmLinkOf('ada@example.com'));
    const urls = badTokenUrls('/api/subscriptions/confirm', token);
    for (const url of urls) {
      for (const method of ['GET', 'POST'] as const) {
        const page = await form.app.inject({ method, url, payload: method === 'POST' ? '' : undefined, headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {} });
        expect(page.statusCode, `${method} ${url}`).toBe(404);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      }
    }
    expect((await rows())[0]!.confirmedAt).toBeNull();
  });

  it('refuses the button from another website (403), like every state change', async () => {
    await subscribe({ email: 'ada@example.com' });
    const res = await form.app.inject({ method: 'POST', url: await confirmLinkOf('ada@example.com'), headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect((await rows())[0]!.confirmedAt).toBeNull();
  });

  it('a confirmed address that unsubscribed cannot be confirmed again by the old link', async () => {
    await subscribeConfirmed({ email: 'ada@example.com' });
    const link = await confirmLinkOf('ada@example.com');
    expect((await form.app.inject({ method: 'GET', url: await linkOf('ada@example.com') })).statusCode).toBe(200);
    expect((await form.app.inject({ method: 'POST', url: link })).statusCode).toBe(404);
    expect((await rows())[0]!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('mails to a list go only to confirmed addresses that have not unsubscribed', async () => {
    await subscribe({ email: 'pending@example.com' });
    await subscribeConfirmed({ email: 'confirmed@example.com' });
    await subscribeConfirmed({ email: 'gone@example.com' });
    expect((await form.app.inject({ method: 'GET', url: await linkOf('gone@example.com') })).statusCode).toBe(200);
    expect((await mailableSubscribers(form.database.db, 'newsletter')).map((s) => s.email)).toEqual(['confirmed@example.com']);
    // And the only mail the pending address got is its link.
    expect((await outbox()).filter((m) => m.toAddress === 'pending@example.com').map((m) => m.kind)).toEqual(['subscription-confirm-newsletter']);
  });
});

describe('unsubscribing: GET and one-click POST /api/subscriptions/unsubscribe?token=', () => {
  it('GET unsubscribes and answers an accessible HTML page; again changes nothing; subscribing again re-activates (200) and, once confirmed, mails a new welcome', async () => {
    await subscribeConfirmed({ email: 'ada@example.com', list: 'developer-portal' });
    const link = await linkOf('ada@example.com', 'developer-portal');

    const page = await form.app.inject({ method: 'GET', url: link });
    // The token never leaves through the Referer header of the page's links.
    expectPageOpenedFromMail(page, 'no-referrer');
    const html = page.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("<title>You&#39;re unsubscribed | Orisun Software</title>");
    expect(html).toContain("<h1>You&#39;re unsubscribed</h1>");
    expect(html).toContain('ada@example.com is no longer on the Developer Portal waitlist');
    expect(html).toContain('<a href="/developers/api-docs">Join the Developer Portal waitlist again</a>');
    expect(html).toContain('<a href="/">Go to the Orisun Software website</a>');
    expect(html).not.toMatch(/<script/i);
    const [first] = await rows();
    expect(first!.unsubscribedAt).toBeInstanceOf(Date);

    // Idempotent: the same page, the first time kept.
    const again = await form.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("You&#39;re unsubscribed");
    expect((await rows())[0]!.unsubscribedAt).toEqual(first!.unsubscribedAt);

    const back = await subscribe({ email: 'ada@example.com', list: 'developer-portal' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ message: waitlistMessage });
    const [active] = await rows();
    expect(active).toMatchObject({ id: first!.id, unsubscribedAt: null, confirmedAt: null });
    // A new confirmation link (the welcome waits for it), then the new welcome.
    expect((await outbox()).map((m) => m.kind)).toEqual(['subscription-confirm-developer-portal', 'subscription-developer-portal', 'subscription-confirm-developer-portal']);
    expect((await confirm('ada@example.com')).statusCode).toBe(200);
    expect(await queuedOf('subscription-developer-portal')).toHaveLength(2);
    // On the list again, so a further request is the 201.
    expect((await subscribe({ email: 'ada@example.com', list: 'developer-portal' })).statusCode).toBe(201);
  });

  it('one-click POST (RFC 8058, form-encoded or multipart, or no body) unsubscribes with 200; subscribing again is 200', async () => {
    await subscribe({ email: 'ada@example.com' });
    const link = await linkOf('ada@example.com');
    const res = await postBody(link, 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "You're unsubscribed from the Orisun Software newsletter." });
    expect((await rows())[0]!.unsubscribedAt).toBeInstanceOf(Date);

    const multipart = await postBody(link, '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n', 'multipart/form-data; boundary=b');
    expect(multipart.statusCode).toBe(200);
    expect((await form.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);

    expect((await subscribe({ email: 'ada@example.com' })).statusCode).toBe(200);
    expect((await rows())[0]!.unsubscribedAt).toBeNull();
  });

  it('answers an unknown, malformed, repeated or missing token with a 404 page (GET) or the error shape (POST), never a 500, and changes nothing', async () => {
    await subscribe({ email: 'ada@example.com' });
    const realLink = await linkOf('ada@example.com');
    const token = realLink.split('token=')[1]!;
    const urls = badTokenUrls('/api/subscriptions/unsubscribe', token);
    for (const url of urls) {
      const page = await form.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>This unsubscribe link is not valid</h1>');
      expect(page.body).toContain('mailto:hello@orisun.software');
      const post = await form.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(post.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(post.json()).error).toBe('This unsubscribe link is not valid.');
    }
    expect((await rows())[0]!.unsubscribedAt).toBeNull();
  });

  it('HEAD (link checkers, previews) never unsubscribes', async () => {
    await subscribe({ email: 'ada@example.com' });
    const link = await linkOf('ada@example.com');
    const head = await form.app.inject({ method: 'HEAD', url: link });
    expect(head.statusCode).toBe(200);
    expect((await rows())[0]!.unsubscribedAt).toBeNull();
  });

  it('escapes the address in the page', async () => {
    await form.database.db.insert(subscriptions).values({ list: 'newsletter', email: '"<b>x</b>"@example.com', unsubscribeToken: 'B'.repeat(32) });
    const page = await form.app.inject({ method: 'GET', url: `/api/subscriptions/unsubscribe?token=${'B'.repeat(32)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&quot;&lt;b&gt;x&lt;/b&gt;&quot;@example.com');
    expect(page.body).not.toContain('<b>x</b>');
    const [row] = await form.database.db.select().from(subscriptions).where(eq(subscriptions.unsubscribeToken, 'B'.repeat(32)));
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
  });
});

describe('a subscription from a French page (the request asks for French): its mails and pages are in French', () => {
  /** `POST /subscribe` as the French pages send it (the site's requester sends the page's language). */
  const subscribeIn = (language: string, body: { email: string; list?: string }) =>
    form.app.inject({ method: 'POST', url: '/subscribe', payload: body, headers: { 'accept-language': language } });
  /** A page opened from a mail, in a browser that asks for `language` (English unless told). */
  const open = (method: 'GET' | 'POST', url: string, language = 'en-GB, en;q=0.9') =>
    form.app.inject({ method, url, headers: { 'accept-language': language } });
  /** Every line of a French text reads as French typography asks (URLs aside). */
  const expectFrenchTypography = (text: string) => {
    for (const line of text.split('\n')) expect(frenchTypographyProblems(line), line).toEqual([]);
  };

  it('newsletter: a French confirmation mail, confirm page (lang="fr"), confirmed page, welcome mail and unsubscribe page', async () => {
    const res = await subscribeIn('fr', { email: 'afiavi@example.bj', list: 'newsletter' });
    expect(res.statusCode).toBe(200);
    // The answer the page shows is French too.
    expect(res.json()).toEqual({ message: 'Inscription enregistrée\u00a0! Confirmez-la depuis l’e-mail que nous venons de vous envoyer.' });
    expect((await rows())[0]).toMatchObject({ email: 'afiavi@example.bj', list: 'newsletter', language: 'fr' });

    await form.app.mailOutbox.drain();
    const [confirmation] = form.sent;
    const link = `${publicUrl}${await confirmLinkOf('afiavi@example.bj')}`;
    expect(confirmation!.subject).toBe('Confirmez votre inscription à la lettre d’information d’Orisun Software');
    expect(confirmation!.text).toBe(
      [
        'Bonjour,',
        '',
        'Quelqu’un, vous-même nous l’espérons, a demandé l’inscription de l’adresse afiavi@example.bj à la lettre d’information d’Orisun Software depuis notre site web. Merci de la confirmer avec ce lien (valable 7\u00a0jours)\u00a0:',
        '',
        link,
        '',
        'Si ce n’était pas vous, ignorez ce message\u00a0: sans confirmation, nous n’écrirons plus à afiavi@example.bj.',
        '',
        'L’équipe Orisun Software',
      ].join('\n'),
    );
    expectFrenchTypography(confirmation!.text);

    // The link opens in French, whatever the browser asks: the mail it came from is French.
    const page = await open('GET', link.slice(publicUrl.length));
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(page.body).toContain('<title>Confirmez votre inscription | Orisun Software</title>');
    expect(page.body).toContain('<p>Inscrire l’adresse afiavi@example.bj à la lettre d’information d’Orisun Software\u00a0? Nous ne lui écrirons qu’une fois votre inscription confirmée.</p>');
    expect(page.body).toContain('<button type="submit">Oui, m’inscrire à la lettre d’information d’Orisun Software</button>');
    expect(page.body).toContain('<a href="/fr/">Aller sur le site d’Orisun Software</a>');

    const done = await postBody(link.slice(publicUrl.length), '');
    expect(done.statusCode).toBe(200);
    expect(done.body).toMatch(/<html lang="fr">/);
    expect(done.body).toContain('<h1>Inscription confirmée</h1>');
    expect(done.body).toContain('<a href="/fr/events">Retour à la lettre d’information d’Orisun Software</a>');

    await form.app.mailOutbox.drain();
    const welcome = form.sent[1]!;
    const unsubscribe = `${publicUrl}${await linkOf('afiavi@example.bj')}`;
    expect(welcome.to).toBe('afiavi@example.bj');
    expect(welcome.subject).toBe('Bienvenue dans la lettre d’information d’Orisun Software');
    expect(welcome.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(welcome.text).toMatch(/^Bonjour,\n\nMerci pour votre abonnement à la lettre d’information d’Orisun Software\. /);
    expect(welcome.text).toContain('de nos équipes de Lagos, d’Ogbomosho et de Cotonou.');
    expect(welcome.text).toContain(`L’équipe Orisun Software\n${publicUrl}/fr/events\n`);
    expect(welcome.text).toContain(
      `Vous recevez ce message parce que l’adresse afiavi@example.bj a été inscrite à la lettre d’information d’Orisun Software depuis notre site web.\nCe n’était pas vous, ou vous avez changé d’avis\u00a0? Désabonnez-vous en un clic\u00a0:\n${unsubscribe}`,
    );
    expectFrenchTypography(welcome.text);

    const gone = await open('GET', unsubscribe.slice(publicUrl.length));
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(gone.body).toContain('<h1>Désabonnement confirmé</h1>');
    expect(gone.body).toContain('<p>L’adresse afiavi@example.bj n’est plus inscrite à la lettre d’information d’Orisun Software, et nous ne lui écrirons plus à ce sujet.</p>');
    expect(gone.body).toContain('<a href="/fr/events">Se réinscrire à la lettre d’information d’Orisun Software</a>');
    expect((await rows())[0]!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('Developer Portal waitlist: the French welcome mail names the address and links the French page', async () => {
    // A French browser's own header (fr-BJ first) asks for French too.
    expect((await subscribeIn('fr-BJ, fr;q=0.9, en;q=0.5', { email: 'koffi@example.bj', list: 'developer-portal' })).statusCode).toBe(200);
    expect((await confirm('koffi@example.bj')).statusCode).toBe(200);
    await form.app.mailOutbox.drain();
    const [confirmation, welcome] = form.sent;
    expect(confirmation!.subject).toBe('Confirmez votre inscription sur la liste d’attente du portail développeurs');
    expect(welcome).toMatchObject({ to: 'koffi@example.bj', replyTo: 'developers@orisun.software', subject: 'Vous êtes bien sur la liste d’attente du portail développeurs d’Orisun' });
    expect(welcome!.text).toContain(
      'Vous êtes sur la liste d’attente\u00a0: nous écrirons à koffi@example.bj dès l’ouverture de la documentation de l’API et des ressources pour les développeurs.',
    );
    expect(welcome!.text).toContain('Des questions d’ici là\u00a0? Répondez à ce message ou écrivez à developers@orisun.software.');
    expect(welcome!.text).toContain(`${publicUrl}/fr/developers/api-docs\n`);
    expectFrenchTypography(confirmation!.text);
    expectFrenchTypography(welcome!.text);
  });

  it('an English subscription stays word for word as it was: mails, pages and lang="en"', async () => {
    await subscribeIn('en', { email: 'ada@example.com', list: 'developer-portal' });
    expect((await rows())[0]!.language).toBe('en');
    const path = await confirmLinkOf('ada@example.com');
    expect((await open('GET', path, 'fr')).body).toMatch(/^<!doctype html>\n<html lang="en">[\s\S]*<h1>Confirm your subscription<\/h1>/);
    expect((await confirm('ada@example.com')).body).toContain('<h1>You&#39;re subscribed</h1>');
    await form.app.mailOutbox.drain();
    const [confirmation, welcome] = form.sent;
    const unsubscribe = `${publicUrl}${await linkOf('ada@example.com', 'developer-portal')}`;
    expect(confirmation!.subject).toBe('Please confirm: the Developer Portal waitlist');
    expect(confirmation!.text).toBe(
      [
        'Hello,',
        '',
        'Someone, we hope you, asked to add ada@example.com to the Developer Portal waitlist on our website. Please confirm with this link (valid for 7 days):',
        '',
        `${publicUrl}${path}`,
        '',
        'If it was not you, ignore this mail: without a confirmation we will not write to ada@example.com again.',
        '',
        'The Orisun Software team',
      ].join('\n'),
    );
    expect(welcome!.text).toBe(
      [
        'Hello,',
        '',
        "Thank you for your interest in the Orisun Software Developer Portal. You're on the waitlist: we'll e-mail ada@example.com as soon as the API documentation and developer resources open.",
        '',
        'Questions in the meantime? Reply to this mail or write to developers@orisun.software.',
        '',
        'The Orisun Software team',
        `${publicUrl}/developers/api-docs`,
        '',
        '--',
        'You get this mail because ada@example.com was added to the Developer Portal waitlist on our website.',
        'Not you, or changed your mind? Unsubscribe with one click:',
        unsubscribe,
      ].join('\n'),
    );
  });

  it('a link the server does not know answers in the language the browser asks for; an expired French link, in French', async () => {
    const unknown = `/api/subscriptions/unsubscribe?token=${'A'.repeat(32)}`;
    const french = await open('GET', unknown, 'fr-BJ, fr;q=0.9');
    expect(french.statusCode).toBe(404);
    expect(french.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(french.body).toContain('<h1>Ce lien de désabonnement n’est pas valide</h1>');
    expect(french.body).toContain('<a href="/fr/">Aller sur le site d’Orisun Software</a>');
    const english = await open('GET', unknown);
    expect(english.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(english.body).toContain('<h1>This unsubscribe link is not valid</h1>');
    const unknownConfirm = await open('POST', `/api/subscriptions/confirm?token=${'A'.repeat(32)}`, 'fr');
    expect(unknownConfirm.statusCode).toBe(404);
    expect(unknownConfirm.body).toContain('<h1>Ce lien de confirmation n’est pas valide</h1>');

    await subscribeIn('fr', { email: 'afiavi@example.bj' });
    const link = await confirmLinkOf('afiavi@example.bj');
    await form.database.db.update(subscriptions).set({ confirmSentAt: sql`now() - interval '8 days'` });
    // Opened in an English browser: the subscription (and its mail) is French.
    const expired = await open('GET', link);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(expired.body).toContain('<p>Il a peut-être expiré (un lien reste valable 7\u00a0jours), été coupé, ou l’adresse a été désinscrite entre-temps.</p>');
  });

  it('subscribing again takes the language of the latest request: back in English after a French subscription', async () => {
    await subscribeIn('fr', { email: 'afiavi@example.bj' });
    expect((await confirm('afiavi@example.bj')).statusCode).toBe(200);
    expect((await open('GET', await linkOf('afiavi@example.bj'))).statusCode).toBe(200);
    expect((await subscribeIn('en', { email: 'afiavi@example.bj' })).statusCode).toBe(200);
    expect((await rows())[0]).toMatchObject({ language: 'en', unsubscribedAt: null, confirmedAt: null });
    await form.app.mailOutbox.drain();
    expect(form.sent.map((m) => m.subject)).toEqual([
      'Confirmez votre inscription à la lettre d’information d’Orisun Software',
      'Bienvenue dans la lettre d’information d’Orisun Software',
      'Please confirm: the Orisun Software newsletter',
    ]);
  });
});

describe('POST /subscribe limits', () => {
  it('allows FORM_RATE_LIMIT_PER_HOUR subscriptions per IP, then answers 429 with Retry-After and stores nothing more', async () => {
    const limited = await buildApp({ config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '2' }), database: form.database, mailTransport: recordingTransport().transport, mailWorker: false });
    try {
      const send = (email: string, ip: string) =>
        limited.inject({ method: 'POST', url: '/subscribe', payload: { email, list: 'developer-portal' }, remoteAddress: ip });
      expect((await send('a@example.com', '10.0.0.1')).statusCode).toBe(200);
      expect((await confirm('a@example.com', limited)).statusCode).toBe(200);
      expect((await send('a@example.com', '10.0.0.1')).statusCode).toBe(201);
      const third = await send('b@example.com', '10.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
      expect(errorResponseSchema.parse(third.json()).error).toMatch(/Too many requests/);
      expect((await send('c@example.com', '10.0.0.2')).statusCode).toBe(200);
      expect((await rows()).map((r) => r.email).sort()).toEqual(['a@example.com', 'c@example.com']);
    } finally {
      await limited.close();
    }
  });
});

describe('welcome mail as an .eml file (no SMTP_URL)', () => {
  it('carries the List-Unsubscribe and List-Unsubscribe-Post headers, whole, and the link in the text', async () => {
    await withEmlMailApp(form.database, { PUBLIC_URL: publicUrl }, async (fileApp, writtenEmls) => {
      const res = await fileApp.inject({ method: 'POST', url: '/subscribe', payload: { email: 'ada@example.com', list: 'developer-portal' } });
      expect(res.statusCode).toBe(200);
      expect((await confirm('ada@example.com', fileApp)).statusCode).toBe(200);
      const emls = await writtenEmls();
      // The confirmation link and the welcome.
      expect(emls).toHaveLength(2);
      const eml = emls.find((e) => e.includes('List-Unsubscribe:'))!;
      const link = `${publicUrl}${await linkOf('ada@example.com', 'developer-portal')}`;
      expect(eml).toMatch(/^To: ada@example\.com\r$/m);
      expect(eml).toMatch(/^Reply-To: developers@orisun\.software\r$/m);
      const headerLines = eml.slice(0, eml.indexOf('\r\n\r\n')).split('\r\n');
      expect(headerLines).toContain(`List-Unsubscribe: <${link}>`);
      expect(headerLines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(decodeQuotedPrintable(eml)).toContain(`Unsubscribe with one click:\r\n${link}`);
    });
  });
});
