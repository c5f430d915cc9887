import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumReplyListSchema, forumReplySchema, forumThreadResultSchema, forumReplyResultSchema, forumThreadSchema, forumViewCountSchema, type ForumThread, type ForumThreadDetail } from '@orisun/api';
import { siteRendererFile, siteRendererFileIn, type ForumIslandProps } from '@orisun/api/routing';
import { forumThreads } from '../db/schema.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { lowFrictionForumEnv } from '../../test-support/config.ts';
import { forumVisitorCookie } from '../../test-support/forum.ts';
import { summaryOf } from '../mail/forumPost.ts';
import { forumThreadSlot } from '../pages/forumThread.ts';
import { forumThreadShell, sitemapThreadCap } from './forum/pages.ts';

// A built site in a temporary directory: the 404 page, a sitemap, the shell of /forum/threads/:id and the site's
// renderer beside it (a stand-in: the real one, the site's ThreadArticle, is tested in the site and end to end).
const root = path.join(os.tmpdir(), `orisun-forum-pages-${process.pid}-${randomBytes(4).toString('hex')}`);
const siteDir = path.join(root, 'site');
const rendererPath = path.resolve(siteDir, siteRendererFile);
/** The stand-in renderer: the detail it was given as JSON in an element, escaped as any renderer must. */
const standInRenderer = `const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const renderForumThread = (detail) => '<article data-rendered-thread>' + escape(JSON.stringify(detail)) + '</article>';
export const renderIsland = async (name, props, index) => '<div data-rendered-island="' + name + ':' + index + '">' + escape(JSON.stringify(props)) + '</div>';
const tabs = { recent: 'Recent', popular: 'Popular', unanswered: 'Unanswered', solved: 'Solved', saved: 'Saved' };
export const forumListTitle = (a) => [[a.category, a.tag && '#' + a.tag, a.q && 'Search: ' + a.q, a.tab !== 'recent' && tabs[a.tab], a.page > 1 && 'Page ' + a.page].filter(Boolean).join(' · '), 'Community Forum', 'Orisun Software'].filter(Boolean).join(' | ');
export const forumThreadTitle = (title, page) => title + (page > 1 ? ' · Page ' + page : '') + ' | Orisun Software';
`;
/** The French build's stand-in: what it renders says so, and its titles are French. */
const frenchRenderer = standInRenderer
  .replace("'<article data-rendered-thread>'", "'<article data-rendered-thread lang=\"fr\">'")
  .replace("'Community Forum'", "'Forum de la communauté'");
function writeRenderer(source: string) {
  mkdirSync(path.dirname(rendererPath), { recursive: true });
  writeFileSync(rendererPath, source);
}
writeRenderer(standInRenderer);
mkdirSync(path.dirname(path.resolve(siteDir, siteRendererFileIn('fr'))), { recursive: true });
writeFileSync(path.resolve(siteDir, siteRendererFileIn('fr')), frenchRenderer);
const shellPath = path.join(siteDir, ...`${forumThreadShell.url.replace(/^\/+/, '')}.html`.split('/'));
mkdirSync(path.dirname(shellPath), { recursive: true });
writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Orisun</title><p>Home</p>');
writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Page not found | Orisun Software</title><p>Not found</p>');
writeFileSync(
  path.join(siteDir, 'sitemap.xml'),
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://orisun.example/</loc></url>\n</urlset>\n',
);
writeFileSync(
  shellPath,
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<title>Forum | Orisun Software</title>',
    '<meta name="description" content="The Orisun community forum.">',
    '<meta name="robots" content="noindex">',
    '<meta property="og:type" content="website">',
    '<meta property="og:title" content="Forum | Orisun Software">',
    '<meta property="og:description" content="The Orisun community forum.">',
    '<meta name="twitter:title" content="Forum | Orisun Software">',
    '<meta name="twitter:description" content="The Orisun community forum.">',
    '</head><body><div id="root"><main>',
    forumThreadSlot,
    '</main></div><script type="module" src="/assets/app.js"></script></body></html>',
  ].join('\n'),
);

// `/forum`'s prerendered page: the header's island, then the forum's with the prerender's props and HTML.
writeFileSync(
  path.join(siteDir, 'forum.html'),
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<title>Community Forum | Orisun Software</title>',
    '<link rel="canonical" href="https://orisun.software/forum">',
    '<meta property="og:url" content="https://orisun.software/forum">',
    '</head><body><div id="root">',
    '<div data-island="HeaderBar" data-island-src="/assets/h.js" style="display:contents"><header><div>menu</div></header></div>',
    '<main><div data-island="Forum" data-island-props="{&quot;path&quot;:&quot;/forum&quot;}" data-island-src="/assets/Forum.js" style="display:contents"><div><div>Loading threads</div></div></div></main>',
    '<footer>Footer</footer></div></body></html>',
  ].join('\n'),
);

// The French pages the build writes beside them (`fr/forum.html`, the French thread shell, the French 404), each with the
// header's language switch to English as the prerender writes it.
mkdirSync(path.join(siteDir, 'fr', 'forum', 'threads'), { recursive: true });
writeFileSync(path.join(siteDir, 'fr', '404.html'), '<!doctype html><html lang="fr"><title>Page introuvable | Orisun Software</title><p>Introuvable</p>');
writeFileSync(
  path.join(siteDir, 'fr', 'forum.html'),
  [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">',
    '<title>Forum de la communauté | Orisun Software</title>',
    '<link rel="canonical" href="https://orisun.software/fr/forum">',
    '<link rel="alternate" hreflang="en" href="https://orisun.software/forum">',
    '<link rel="alternate" hreflang="fr" href="https://orisun.software/fr/forum">',
    '<link rel="alternate" hreflang="x-default" href="https://orisun.software/forum">',
    '<meta property="og:url" content="https://orisun.software/fr/forum">',
    '</head><body><div id="root">',
    '<div data-island="HeaderBar" data-island-props="{&quot;otherLanguage&quot;:{&quot;path&quot;:&quot;/forum?language=en&quot;}}" data-island-src="/assets/h.js" style="display:contents"><header><a href="/forum?language=en" hreflang="en">English</a></header></div>',
    '<main><div data-island="Forum" data-island-props="{&quot;path&quot;:&quot;/forum&quot;}" data-island-src="/assets/Forum.js" style="display:contents"><div><div>Chargement des discussions</div></div></div></main>',
    '<footer><a href="/forum?language=en" hreflang="en">English</a></footer></div></body></html>',
  ].join('\n'),
);
writeFileSync(
  path.join(siteDir, 'fr', 'forum', 'threads', 'shared.html'),
  readFileSync(shellPath, 'utf8')
    .replace('<html lang="en">', '<html lang="fr">')
    .replace('<main>', '<header><a href="/forum/threads/shared?language=en" hreflang="en">English</a></header><main>'),
);

const site = authAppFixture({ ...lowFrictionForumEnv, SITE_DIR: siteDir, SITE_URL: 'https://orisun.example' });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const visitorCookie = () => forumVisitorCookie(site.app);
let ip = 0;
const request = (method: 'GET' | 'POST' | 'PUT' | 'HEAD', url: string, options: { cookie?: string; payload?: unknown; headers?: Record<string, string> } = {}) => {
  ip += 1;
  return site.app.inject({
    method,
    url,
    remoteAddress: `10.7.0.${(ip % 250) + 1}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
};

async function thread(fields: Record<string, unknown> = {}, cookieGiven?: string): Promise<ForumThread> {
  const cookie = cookieGiven ?? (await visitorCookie());
  const response = await request('POST', '/threads', {
    cookie,
    payload: { title: 'Deploying on a slow link', category: 'Troubleshooting', content: 'The deploy stops half way every time. Any idea?', tags: ['deploy'], ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return forumThreadResultSchema.parse(response.json()).thread;
}

/** What the site's renderer was given for the thread in the page's slot (the stand-in writes it out), or undefined. */
function rendered(html: string): ForumThreadDetail | undefined {
  const match = /<div id="forum-shared-thread"><article data-rendered-thread>([\s\S]*?)<\/article><\/div>/.exec(html);
  if (!match) return undefined;
  const detail = JSON.parse(match[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as ForumThreadDetail;
  return { thread: forumThreadSchema.parse(detail.thread), replies: detail.replies.map((reply) => forumReplySchema.parse(reply)) };
}

/** The JSON-LD of a page, parsed. */
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('GET /forum/threads/:id', () => {
  it('answers the shell with the thread, its replies and a head of its own', async () => {
    const author = await visitorCookie();
    const t = await thread({ content: 'First paragraph with https://docs.example.com/deploy in it.\n\nSecond paragraph,\nwith a line break.' }, author);
    const reply = forumReplyResultSchema.parse((await request('POST', `/threads/${t.id}/replies`, { cookie: await visitorCookie(), payload: { content: 'Raise the timeout to 120 seconds.' } })).json()).reply;
    const page = await request('GET', `/forum/threads/${t.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const html = page.body;
    const url = `https://orisun.example/forum/threads/${t.id}`;
    expect(html).toContain('<title>Deploying on a slow link | Orisun Software</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain('<meta property="og:title" content="Deploying on a slow link | Orisun Software">');
    expect(html).toContain(`<meta name="description" content="${summaryOf('First paragraph with https://docs.example.com/deploy in it. Second paragraph, with a line break.')}">`);
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('The Orisun community forum.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The thread and its visible replies, in the contract's shapes, rendered by the site into the shell's slot.
    const content = 'First paragraph with https://docs.example.com/deploy in it.\n\nSecond paragraph,\nwith a line break.';
    expect(rendered(html)).toEqual({
      thread: expect.objectContaining({ id: t.id, title: 'Deploying on a slow link', category: 'Troubleshooting', content, tags: ['deploy'], createdAt: t.createdAt, author: 'Anonymous', isSolved: false, replies: 1 }),
      replies: [expect.objectContaining({ id: reply.id, content: 'Raise the timeout to 120 seconds.', author: 'Anonymous', isSolution: false })],
    });
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');

    const data = jsonLd(html);
    expect(data).toMatchObject({ '@type': 'DiscussionForumPosting', headline: 'Deploying on a slow link', url, author: { '@type': 'Person', name: 'Anonymous' }, datePublished: t.createdAt });
    expect(data.comment).toEqual([expect.objectContaining({ '@type': 'Comment', text: 'Raise the timeout to 120 seconds.' })]);

    // Solved: a QAPage whose accepted answer is the solution, and the reply marked Solution.
    expect((await request('PUT', `/replies/${reply.id}/mark-solution`, { cookie: author })).statusCode).toBe(200);
    const solved = (await request('GET', `/forum/threads/${t.id}`)).body;
    expect(rendered(solved)).toMatchObject({ thread: { isSolved: true }, replies: [{ id: reply.id, isSolution: true }] });
    expect(jsonLd(solved)).toMatchObject({
      '@type': 'QAPage',
      mainEntity: { '@type': 'Question', name: 'Deploying on a slow link', answerCount: 1, acceptedAnswer: { '@type': 'Answer', text: 'Raise the timeout to 120 seconds.' } },
    });
  });

  it('keeps hostile titles, content and tags inert in the HTML and the JSON-LD, and gives the renderer them as written', async () => {
    const title = '</title><script>alert(1)</script><img src=x onerror=alert(2)>';
    const content = 'Look <img src=x onerror=alert(3)> </script><script>alert(4)</script> <!-- $& $1 javascript:alert(5) "quoted" & done';
    const t = await thread({ title, content, tags: ['onerror'] });
    const html = (await request('GET', `/forum/threads/${t.id}`)).body;
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<img/);
    expect(html.match(/<script/g)).toHaveLength(2); // the JSON-LD and the app's module
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(4)&lt;/script&gt;');
    expect(html).toContain('$&amp; $1');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld)).toMatchObject({ headline: title, text: content });
    expect(rendered(html)?.thread).toMatchObject({ title, content, tags: ['onerror'] });
  });

  it('answers the 404 page for unknown, malformed, hidden, deleted and others\' pending threads', async () => {
    const author = await visitorCookie();
    const hidden = await thread();
    const deleted = await thread();
    await site.database.db.update(forumThreads).set({ hidden: true }).where(eq(forumThreads.id, hidden.id));
    await site.database.db.update(forumThreads).set({ deletedAt: new Date() }).where(eq(forumThreads.id, deleted.id));
    site.config.forum.premoderation = true;
    const pending = await thread({}, author);
    site.config.forum.premoderation = false;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-thread', hidden.id, deleted.id, pending.id]) {
      const response = await request('GET', `/forum/threads/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('Page not found');
    }
    expect((await request('GET', `/forum/threads/${pending.id}`, { cookie: author })).statusCode).toBe(200);
  });

  it('shows a long thread 30 replies a page (`?page=N`), each page canonical with rel prev/next, and 404s a page that is none', { timeout: 60_000 }, async () => {
    const t = await thread();
    const cookie = await visitorCookie();
    for (let i = 1; i <= 65; i++) {
      expect((await request('POST', `/threads/${t.id}/replies`, { cookie, payload: { content: `Reply number ${i} of the long thread.` } })).statusCode).toBe(200);
    }
    // Oldest first, as the thread's dialog lists them (replies of the same millisecond in the server's order).
    const ids = forumReplyListSchema.parse((await request('GET', `/replies?threadId=${t.id}`)).json()).map((r) => r.id);
    expect(ids).toHaveLength(65);
    const url = `https://orisun.example/forum/threads/${t.id}`;
    const pageOf = async (query: string) => (await request('GET', `/forum/threads/${t.id}${query}`)).body;
    const replyPageOf = (html: string) => (/<article data-rendered-thread>([\s\S]*?)<\/article>/.exec(html)![1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));

    const first = await pageOf('');
    expect(rendered(first)?.replies.map((r) => r.id)).toEqual(ids.slice(0, 30));
    expect(JSON.parse(replyPageOf(first))).toMatchObject({ replyPage: { page: 1, pageCount: 3, total: 65 } });
    expect(first).toContain(`<link rel="canonical" href="${url}">`);
    expect(first).toContain(`<link rel="next" href="${url}?page=2">`);
    expect(first).not.toContain('rel="prev"');
    // Every reply is in the structured data, each linked on the page that shows it.
    const comments = jsonLd(first).comment as { url: string }[];
    expect(comments).toHaveLength(65);
    expect(comments[30]!.url).toBe(`${url}?page=2#reply-${ids[30]}`);

    const second = await pageOf('?page=2');
    expect(rendered(second)?.replies.map((r) => r.id)).toEqual(ids.slice(30, 60));
    expect(second).toContain('<title>Deploying on a slow link · Page 2 | Orisun Software</title>');
    expect(second).toContain(`<link rel="canonical" href="${url}?page=2">`);
    expect(second).toContain(`<link rel="prev" href="${url}">`);
    expect(second).toContain(`<link rel="next" href="${url}?page=3">`);
    expect(second.match(/rel="canonical"/g)).toHaveLength(1);

    const last = await pageOf('?page=3');
    expect(rendered(last)?.replies.map((r) => r.id)).toEqual(ids.slice(60));
    expect(last).toContain(`<link rel="prev" href="${url}?page=2">`);
    expect(last).not.toContain('rel="next"');

    for (const query of ['?page=4', '?page=0', '?page=two', '?page=-1', '?page=1.5']) {
      expect((await request('GET', `/forum/threads/${t.id}${query}`)).statusCode, query).toBe(404);
    }
    // Each page of replies is in the sitemap (canonical), none past the last.
    const sitemap = (await request('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${url}</loc>`);
    expect(sitemap).toContain(`<loc>${url}?page=2</loc>`);
    expect(sitemap).toContain(`<loc>${url}?page=3</loc>`);
    expect(sitemap).not.toContain(`${url}?page=4`);
    // A thread without replies has its one page.
    const quiet = await thread();
    expect((await request('GET', `/forum/threads/${quiet.id}?page=1`)).statusCode).toBe(200);
    expect((await request('GET', `/forum/threads/${quiet.id}?page=2`)).statusCode).toBe(404);
  });

  it("remembers an anonymous reader's page a few seconds until the next write, and never a visitor's own", async () => {
    const cookie = await visitorCookie();
    const t = await thread({ title: 'Remembered for readers from a search' }, cookie);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title((await request('GET', `/forum/threads/${t.id}`)).body)).toBe('Remembered for readers from a search | Orisun Software');
    // Changed behind this process's back (another process, a restore): readers from a search get the page they just got.
    await site.database.db.update(forumThreads).set({ title: 'Changed in the database itself' }).where(eq(forumThreads.id, t.id));
    expect(title((await request('GET', `/forum/threads/${t.id}`)).body)).toBe('Remembered for readers from a search | Orisun Software');
    // A visitor with a cookie gets the page made for them (their likes, their own posts): never from memory.
    expect(title((await request('GET', `/forum/threads/${t.id}`, { cookie })).body)).toBe('Changed in the database itself | Orisun Software');
    // A write through this process forgets every remembered page.
    expect((await request('POST', `/threads/${t.id}/replies`, { cookie, payload: { content: 'A reply makes the page new again.' } })).statusCode).toBe(200);
    const after = (await request('GET', `/forum/threads/${t.id}`)).body;
    expect(title(after)).toBe('Changed in the database itself | Orisun Software');
    expect(rendered(after)?.replies).toHaveLength(1);
  });

  it('compresses the page for clients that accept it, and HEAD sends no body', async () => {
    const t = await thread();
    const br = await request('GET', `/forum/threads/${t.id}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(rendered(brotliDecompressSync(br.rawPayload).toString('utf8'))?.thread.title).toBe('Deploying on a slow link');
    const gz = await request('GET', `/forum/threads/${t.id}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(rendered(gunzipSync(gz.rawPayload).toString('utf8'))?.thread.title).toBe('Deploying on a slow link');
    const head = await request('HEAD', `/forum/threads/${t.id}`);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe("GET /forum/threads/:id and the site's renderer", () => {
  /** Replaces the renderer with `source`, as a new build would (its time moves on). */
  let build = 0;
  const rebuild = (source: string | undefined) => {
    if (source === undefined) rmSync(rendererPath, { force: true });
    else {
      writeRenderer(source);
      build += 1;
      const at = new Date(Date.now() + build * 1000);
      utimesSync(rendererPath, at, at);
    }
  };
  afterAll(() => rebuild(standInRenderer));

  it('sends the page with its head but an empty slot when the site has no renderer or it fails, and takes a new build\'s at once', async () => {
    const t = await thread({ title: 'Renderer comes and goes' });
    const page = async () => {
      const response = await request('GET', `/forum/threads/${t.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Renderer comes and goes | Orisun Software</title>');
      expect(jsonLd(response.body)).toMatchObject({ headline: 'Renderer comes and goes' });
      return response.body;
    };
    expect(rendered(await page())?.thread.id).toBe(t.id);
    for (const broken of [undefined, 'export const somethingElse = 1;\n', 'export const renderForumThread = () => { throw new Error("no"); };\n', 'this is not JavaScript']) {
      rebuild(broken);
      const html = await page();
      expect(html, String(broken)).toContain(forumThreadSlot);
      expect(rendered(html)).toBeUndefined();
    }
    rebuild(standInRenderer.replace('data-rendered-thread>', 'data-rendered-thread data-build="new">'));
    expect(await page()).toContain('<article data-rendered-thread data-build="new">');
  });
});

describe("GET /forum/threads/:id as the forum's island (issue 23: the thread hydrates in place)", () => {
  /** The thread shell as the site builds it: the forum's island around the empty slot. */
  const islandShell = (before: string) =>
    before.replace(
      forumThreadSlot,
      () => `<div data-island="Forum" data-island-props="{&quot;path&quot;:&quot;/forum/threads/shared&quot;}" data-island-src="/assets/Forum.js" style="display:contents">${forumThreadSlot}</div>`,
    );
  let before = '';
  beforeAll(() => {
    before = readFileSync(shellPath, 'utf8');
    writeFileSync(shellPath, islandShell(before));
  });
  afterAll(() => writeFileSync(shellPath, before));

  /** The island's props in the page (the browser hydrates with them) and what the renderer was given, which must agree. */
  function islandProps(html: string): ForumIslandProps {
    const attribute = /<div data-island="Forum" data-island-props="([^"]*)"/.exec(html);
    expect(attribute).not.toBeNull();
    const props = JSON.parse(attribute![1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as ForumIslandProps;
    const inner = /<div data-rendered-island="Forum:0">([\s\S]*?)<\/div>/.exec(html);
    expect(inner).not.toBeNull();
    expect(JSON.parse(inner![1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'))).toEqual(props);
    return props;
  }

  it("renders the island with the thread as this reader's read answers it, its page of replies in the path, and counts no view", async () => {
    const author = await visitorCookie();
    const fan = await visitorCookie();
    const t = await thread({ title: 'Island thread with a like' }, author);
    const reply = forumReplyResultSchema.parse((await request('POST', `/threads/${t.id}/replies`, { cookie: author, payload: { content: 'A reply the fan likes too.' } })).json()).reply;
    expect((await request('PUT', `/threads/${t.id}/like`, { cookie: fan })).statusCode).toBe(200);
    expect((await request('PUT', `/replies/${reply.id}/like`, { cookie: fan })).statusCode).toBe(200);

    const forFan = (await request('GET', `/forum/threads/${t.id}`, { cookie: fan })).body;
    // The island in place of the slot's read-only article: no thread twice in the page.
    expect(rendered(forFan)).toBeUndefined();
    const props = islandProps(forFan);
    expect(props.path).toBe(`/forum/threads/${t.id}`);
    expect(forumThreadSchema.parse(props.thread?.thread)).toMatchObject({ id: t.id, title: 'Island thread with a like', liked: true, likes: 1, mine: false, views: 0 });
    expect(forumReplyListSchema.parse(props.thread?.replies)).toEqual([expect.objectContaining({ id: reply.id, liked: true, likes: 1 })]);
    // Another reader's page holds none of the fan's marks; the author's says the thread is theirs.
    expect(islandProps((await request('GET', `/forum/threads/${t.id}`)).body).thread?.thread).toMatchObject({ liked: false, mine: false });
    expect(islandProps((await request('GET', `/forum/threads/${t.id}`, { cookie: author })).body).thread?.thread).toMatchObject({ liked: false, mine: true });
    // Three pages read, no view counted: the island counts it with a call of its own (one per reader a day).
    const counted = await request('POST', `/api/forum/threads/${t.id}/views`, { cookie: fan });
    expect(forumViewCountSchema.parse(counted.json())).toEqual({ views: 1 });
    const read = await request('GET', `/api/forum/threads/${t.id}`, { cookie: fan });
    expect(forumThreadSchema.parse(read.json<ForumThreadDetail>().thread).views).toBe(1);
  });

  it('gives a later page of replies its path, and falls back to the read-only article when the renderer fails on the island', async () => {
    const t = await thread({ title: 'Island thread with pages' });
    for (let i = 1; i <= 31; i += 1) {
      expect((await request('POST', `/threads/${t.id}/replies`, { cookie: await visitorCookie(), payload: { content: `Reply number ${i} on its page.` } })).statusCode).toBe(200);
    }
    const second = islandProps((await request('GET', `/forum/threads/${t.id}?page=2`)).body);
    expect(second.path).toBe(`/forum/threads/${t.id}?page=2`);
    expect(second.thread?.replies).toHaveLength(31);

    writeRenderer(standInRenderer.replace(/export const renderIsland = [^\n]*/, 'export const renderIsland = async () => { throw new Error("no"); };'));
    const at = new Date(Date.now() + 60_000);
    utimesSync(rendererPath, at, at);
    try {
      const html = (await request('GET', `/forum/threads/${t.id}`)).body;
      expect(rendered(html)?.thread.id).toBe(t.id);
      expect(html).not.toContain('data-rendered-island');
    } finally {
      writeRenderer(standInRenderer);
mkdirSync(path.dirname(path.resolve(siteDir, siteRendererFileIn('fr'))), { recursive: true });
writeFileSync(path.resolve(siteDir, siteRendererFileIn('fr')), frenchRenderer);
      const later = new Date(Date.now() + 120_000);
      utimesSync(rendererPath, later, later);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('adds one <url> per visible thread, last activity as lastmod, before </urlset>', async () => {
    const a = await thread();
    site.advance(60_000);
    const b = await thread();
    site.advance(60_000);
    await request('POST', `/threads/${a.id}/replies`, { cookie: await visitorCookie(), payload: { content: 'A reply that bumps the first thread.' } });
    const hidden = await thread();
    await site.database.db.update(forumThreads).set({ hidden: true }).where(eq(forumThreads.id, hidden.id));
    const response = await request('GET', '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toContain('<url><loc>https://orisun.example/</loc></url>');
    // Each thread's page in both languages, each entry naming both (and English as the default).
    const alternates = (href: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="https://orisun.example${href}"/><xhtml:link rel="alternate" hreflang="fr" href="https://orisun.example/fr${href}"/><xhtml:link rel="alternate" hreflang="x-default" href="https://orisun.example${href}"/>`;
    const lastmod = `<lastmod>${site.clock.now.toISOString()}</lastmod>`;
    expect(xml).toContain(`<url><loc>https://orisun.example/forum/threads/${a.id}</loc>${lastmod}${alternates(`/forum/threads/${a.id}`)}</url>`);
    expect(xml).toContain(`<url><loc>https://orisun.example/fr/forum/threads/${a.id}</loc>${lastmod}${alternates(`/forum/threads/${a.id}`)}</url>`);
    expect(xml).toContain(`<loc>https://orisun.example/forum/threads/${b.id}</loc><lastmod>${b.createdAt}</lastmod>`);
    expect(xml).toContain(`<loc>https://orisun.example/fr/forum/threads/${b.id}</loc><lastmod>${b.createdAt}</lastmod>`);
    expect(xml).not.toContain(hidden.id);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // And the list pages search engines index: here the one category with threads.
    expect(xml).toContain(`<url><loc>https://orisun.example/forum/c/troubleshooting</loc>${alternates('/forum/c/troubleshooting')}</url>`);
    expect(xml).toContain(`<url><loc>https://orisun.example/fr/forum/c/troubleshooting</loc>${alternates('/forum/c/troubleshooting')}</url>`);
    expect(xml).not.toContain('/forum/c/showcase');
    expect(xml.match(/<url>/g)).toHaveLength(7);
    expect(sitemapThreadCap).toBe(45_000);
  });
});

/** The props the stand-in renderer was given for `/forum`'s forum island, and the island's place in the page. */
function listIsland(html: string): { index: number; props: ForumIslandProps } {
  const match = /<div data-island="Forum" data-island-props="([^"]*)"[^>]*><div data-rendered-island="Forum:(\d+)">([\s\S]*?)<\/div><\/div>/.exec(html);
  expect(match, html).not.toBeNull();
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const props = JSON.parse(unescape(match![3]!)) as ForumIslandProps;
  // The element's props attribute is what the renderer was given: the browser hydrates with the same.
  expect(JSON.parse(unescape(match![1]!))).toEqual(props);
  return { index: Number(match![2]), props };
}

describe('GET /forum, /forum/c/:category, /forum/tag/:tag (issue 23: every list is a page)', () => {
  it('renders each list into the forum island with its threads, head and pages, and 404s an address that is no list', async () => {
    const cookie = await visitorCookie();
    const made: ForumThread[] = [];
    for (let i = 0; i < 23; i += 1, site.advance(1000)) made.push(await thread({ title: `Listing page thread ${i}`, category: i % 2 ? 'Showcase' : 'Troubleshooting', tags: i === 3 ? ['webhook'] : ['deploy'] }, cookie));

    const first = await request('GET', '/forum');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const { index, props } = listIsland(first.body);
    // Its ids are numbered as the browser numbers them: the second island of the page.
    expect(index).toBe(1);
    expect(props.path).toBe('/forum');
    expect(props.list?.href).toBe('/forum');
    expect(props.list?.page.threads).toHaveLength(20);
    expect(props.list?.page.threads[0]?.title).toBe('Listing page thread 22');
    expect(first.body).toContain('<link rel="canonical" href="https://orisun.example/forum">');
    expect(first.body).toContain('<link rel="next" href="https://orisun.example/forum?page=2">');
    expect(first.body).not.toContain('orisun.software');
    expect(first.body).toContain('<footer>Footer</footer>');

    const second = await request('GET', '/forum?page=2');
    expect(second.statusCode).toBe(200);
    const page2 = listIsland(second.body).props.list!;
    expect(page2.href).toBe('/forum?page=2');
    expect(page2.page.threads.map((t) => t.title)).toContain('Listing page thread 0');
    expect(second.body).toContain('<title>Page 2 | Community Forum | Orisun Software</title>');
    expect(second.body).toContain('<link rel="prev" href="https://orisun.example/forum">');

    const category = await request('GET', '/forum/c/showcase?tab=solved');
    expect(category.statusCode).toBe(200);
    expect(listIsland(category.body).props.list?.page.threads).toEqual([]);
    expect(category.body).toContain('<meta name="robots" content="noindex, follow">');
    const showcase = listIsland((await request('GET', '/forum/c/showcase')).body).props.list!.page;
    expect(showcase.total).toBe(11);
    expect(showcase.threads.every((t) => t.category === 'Showcase')).toBe(true);

    const tag = listIsland((await request('GET', '/forum/tag/webhook')).body).props.list!.page;
    expect(tag.threads.map((t) => t.title)).toEqual(['Listing page thread 3']);
    const search = await request('GET', '/forum?q=thread%2017');
    expect(listIsland(search.body).props.list!.page.threads.map((t) => t.title)).toEqual(['Listing page thread 17']);
    expect(search.body).toContain('<meta name="robots" content="noindex, follow">');

    for (const url of ['/forum?page=3', '/forum?page=0', '/forum?page=x', '/forum/c/nowhere', '/forum/tag/not%20a%20tag', '/forum/c/showcase?page=2']) {
      expect((await request('GET', url)).statusCode, url).toBe(404);
    }
  });

  it('gives a visitor who arrived on a page the cookie a like, report or post needs', async () => {
    const page = await request('GET', '/forum');
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(/^orisun_forum=[0-9a-f]{32}\.[0-9a-z]+\.[\w-]{22};/);
    const cookie = setCookie.split(';')[0]!;
    const posted = await request('POST', '/threads', { cookie, payload: { title: 'Arrived on the HTML page', category: 'Troubleshooting', content: 'Posting with the cookie the page gave me.' } });
    expect(posted.statusCode, posted.body).toBe(200);
    const t = forumThreadResultSchema.parse(posted.json()).thread;
    // A thread's page gives one too.
    expect(String((await request('GET', `/forum/threads/${t.id}`)).headers['set-cookie'])).toMatch(/^orisun_forum=/);
  });
});

describe('the forum in French (/fr/forum, issue 25): the same threads, the French pages and renderer', () => {
  it('renders a list under /fr/forum with its French head, both languages as alternates and the switch to the same list', async () => {
    const cookie = await visitorCookie();
    await thread({ title: 'Déploiement sur une connexion lente', category: 'Troubleshooting' }, cookie);
    const response = await request('GET', '/fr/forum/c/troubleshooting');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr">');
    // The island's address stays the forum's own (English) one: the French build's links place it under /fr/.
    const { props } = listIsland(html);
    expect(props.list?.href).toBe('/forum/c/troubleshooting');
    expect(props.list?.page.threads.map((t) => t.title)).toContain('Déploiement sur une connexion lente');
    expect(html).toContain('<title>Troubleshooting | Forum de la communauté | Orisun Software</title>');
    expect(html).toContain('<link rel="canonical" href="https://orisun.example/fr/forum/c/troubleshooting">');
    expect(html).toContain('<meta property="og:url" content="https://orisun.example/fr/forum/c/troubleshooting">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://orisun.example/forum/c/troubleshooting">');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://orisun.example/fr/forum/c/troubleshooting">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://orisun.example/forum/c/troubleshooting">');
    // The prerendered page's own address is gone: one canonical, three alternates.
    expect(html).not.toContain('orisun.software');
    expect(html.match(/rel="alternate"/g)).toHaveLength(3);
    // The switch (header, footer, the header island's props) leads to this list in English, not to /forum.
    expect(html).not.toContain('"/forum?language=en"');
    expect(html.match(/href="\/forum\/c\/troubleshooting\?language=en"/g)).toHaveLength(2);
    expect(html).toContain('&quot;/forum/c/troubleshooting?language=en&quot;');

    // A later page keeps its page through the switch; in English the switch leads to the French list.
    for (let i = 0; i < 20; i += 1) await thread({ title: `Autre discussion ${i}`, category: 'Troubleshooting' }, cookie);
    const second = (await request('GET', '/fr/forum/c/troubleshooting?page=2')).body;
    expect(second).toContain('<title>Troubleshooting · Page 2 | Forum de la communauté | Orisun Software</title>');
    expect(second).toContain('<link rel="prev" href="https://orisun.example/fr/forum/c/troubleshooting">');
    expect(second).toContain('href="/forum/c/troubleshooting?language=en&amp;page=2"');
    const english = (await request('GET', '/forum/c/troubleshooting')).body;
    expect(english).toContain('<link rel="alternate" hreflang="fr" href="https://orisun.example/fr/forum/c/troubleshooting">');
    expect(english).toContain('<title>Troubleshooting | Community Forum | Orisun Software</title>');

    // The switch itself: remembered, and back to the same list.
    const chosen = await request('GET', '/fr/forum/c/troubleshooting?language=en&page=2');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/fr/forum/c/troubleshooting?page=2');
    expect(String(chosen.headers['set-cookie'])).toContain('orisun_language=en');
    // No such list: the French 404 page.
    const missing = await request('GET', '/fr/forum/c/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page introuvable');
  });

  it("renders a thread under /fr/forum/threads/:id with the French renderer, the post as it was written, and its French head", async () => {
    const t = await thread({ title: 'A thread written in English', content: 'Posts stay in the language they were written in.' });
    const response = await request('GET', `/fr/forum/threads/${t.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const url = `https://orisun.example/fr/forum/threads/${t.id}`;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<div id="forum-shared-thread"><article data-rendered-thread lang="fr">`);
    expect(html).toContain('A thread written in English');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="https://orisun.example/forum/threads/${t.id}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${url}">`);
    expect(jsonLd(html)).toMatchObject({ '@type': 'DiscussionForumPosting', url, headline: 'A thread written in English' });
    expect(html).toContain(`<a href="/forum/threads/${t.id}?language=en" hreflang="en">English</a>`);
    expect(html).not.toContain('/forum/threads/shared');
    // The English page names the French one too.
    const english = (await request('GET', `/forum/threads/${t.id}`)).body;
    expect(english).toContain(`<link rel="alternate" hreflang="fr" href="${url}">`);
    expect(english).toContain(`<article data-rendered-thread>`);
    // Unknown: the French 404.
    const missing = await request('GET', '/fr/forum/threads/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page introuvable');
  });
});
