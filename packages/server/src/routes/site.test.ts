import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../../test-support/config.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';

const compressible = /\.(html|js|css|svg|json|txt|xml)$/;

/** Writes a file of the fake built site, with `.br`/`.gz` siblings for compressible files like the real build. */
function writeSiteFile(siteDir: string, relative: string, content: string, { precompress = true } = {}) {
  const file = path.join(siteDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (precompress && compressible.test(relative)) {
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

const page = (marker: string) => `<!doctype html><html lang="en"><head><title>${marker}</title></head><body>${marker}</body></html>`;

let root: string;
let siteDir: string;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'orisun-site-'));
  siteDir = path.join(root, 'client');
  writeFileSync(path.join(root, 'secret.txt'), 'TOP-SECRET');
  writeSiteFile(siteDir, 'index.html', page('home page'));
  writeSiteFile(siteDir, 'about.html', page('about flat'));
  writeSiteFile(siteDir, 'about/index.html', page('about folder'));
  writeSiteFile(siteDir, 'PressMedia.html', page('press and media'));
  writeSiteFile(siteDir, 'forum.html', page('forum shell'));
  writeSiteFile(siteDir, 'developers.html', page('developers shell'));
  writeSiteFile(siteDir, 'developers/api-docs.html', page('api docs page'));
  writeSiteFile(siteDir, '404.html', page('not found page'));
  writeSiteFile(siteDir, 'index.offer-fr.html', page('home page offering French'));
  writeSiteFile(siteDir, 'fr.html', page('accueil'));
  writeSiteFile(siteDir, 'fr/404.html', page('page introuvable'));
  writeSiteFile(siteDir, 'assets/index-Ab12Cd.js', 'console.log("orisun");'.repeat(50));
  writeSiteFile(siteDir, 'sw.js', 'self.addEventListener("fetch", () => {});');
  writeSiteFile(siteDir, 'favicon.ico', '\u0000\u0000\u0001\u0000icon', { precompress: false });
  writeSiteFile(siteDir, '.env', 'SECRET=1', { precompress: false });

  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ SITE_DIR: siteDir }),
    database,
    dynamicPages: [
      // (`/forum/threads/:id` itself is the forum's server-rendered page, routes/forum/pages.ts.)
      { pattern: '/showcase/items/:id', page: 'forum.html' },
      { pattern: '/developers/*', page: 'developers.html' },
    ],
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('prerendered pages', () => {
  it.each([
    ['/', 'home page'],
    ['/about', 'about flat'],
    ['/about/', 'about folder'],
    ['/PressMedia', 'press and media'],
    ['/about?utm_source=mail', 'about flat'],
  ])('serves %s as HTML that browsers revalidate', async (url, marker) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(marker);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('answers 304 with no body when the ETag still matches, and 200 when it does not', async () => {
    const first = await get('/about');
    const etag = String(first.headers.etag);
    const revalidated = await get('/about', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get('/about', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('/about', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(page('about flat')));
  });

  it('answers a dynamic route with its shell page', async () => {
    const response = await get('/showcase/items/t_8f3k2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('forum shell');
  });

  it.each([
    ['/developers', 'developers shell'],
    ['/developers/', 'developers shell'],
    ['/developers/sdks', 'developers shell'],
    ['/developers/sdks/android/', 'developers shell'],
    ['/developers/api-docs', 'api docs page'],
  ])('answers %s under a splat route with its shell page (a prerendered page first)', async (url, marker) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(marker);
  });

  it.each(['/developersx', '/developer', '/showcase/items', '/showcase/items/a/b'])('leaves %s to the not-found page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('not found page');
  });
});

describe('precompressed files', () => {
  it('serves brotli when the client accepts it', async () => {
    const response = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page('about flat'));
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/about', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page('about flat'));

    const plain = await get('/about', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(page('about flat'));
  });

  it('gives each encoding its own ETag', async () => {
    const br = await get('/about', { 'accept-encoding': 'br' });
    const plain = await get('/about');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const crossed = await get('/about', { 'if-none-match': String(br.headers.etag) });
    expect(crossed.statusCode).toBe(200);
  });
});

describe('assets and static files', () => {
  it('caches hashed assets for a year as immutable, with the JavaScript type', async () => {
    const response = await get('/assets/index-Ab12Cd.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('keeps document security headers on pages and drops them from scripts, keeping nosniff', async () => {
    const pageResponse = await get('/about');
    expect(pageResponse.headers['content-security-policy']).toContain("script-src 'self'");
    expect(pageResponse.headers['x-frame-options']).toBe('DENY');
    const script = await get('/assets/index-Ab12Cd.js', { 'accept-encoding': 'br' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('revalidates the service worker on every visit (a release reaches visitors at once), without a page CSP', async () => {
    const response = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('caches other files briefly and does not vary binary files by encoding', async () => {
    const response = await get('/favicon.ico', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/assets/index-Missing.js', '/about/team/extra', '/PRESSMEDIA.html'])(
    'answers %s with the 404 page and status 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('not found page');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the 404 page precompressed too', async () => {
    const response = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('not found page');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/.env',
    '/about%00.html',
  ])('never serves files outside the site or hidden files: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('TOP-SECRET');
    expect(response.body).not.toContain('SECRET=1');
  });

  it('rejects a malformed URL with a 400 in the error shape', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('answers with plain text when the site has no 404 page', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'orisun-bare-site-'));
    writeSiteFile(bare, 'index.html', page('home'));
    const bareApp = await buildApp({ config: testConfig({ SITE_DIR: bare }), database });
    try {
      const response = await bareApp.inject({ method: 'GET', url: '/missing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe('Page not found.');
    } finally {
      await bareApp.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('the two languages (site/src/i18n)', () => {
  const home = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/', headers });

  it('offers French on / to a browser that prefers it, never by a redirect, and varies on what decides it', async () => {
    const french = await home({ 'accept-language': 'fr-BJ,fr;q=0.9,en;q=0.6' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('home page offering French');
    expect(french.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const english = await home({ 'accept-language': 'en-NG,en;q=0.9,fr;q=0.5' });
    expect(english.body).toContain('home page');
    expect(english.body).not.toContain('offering French');
    expect(english.headers.etag).not.toBe(french.headers.etag);
    expect((await home({})).body).not.toContain('offering French');
    // Another page is the same for everyone.
    const about = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-language': 'fr' } });
    expect(about.body).toContain('about flat');
    expect(about.headers.vary).toBe('Accept-Encoding');
  });

  it('remembers a choice made with ?language= and goes on to the page without it', async () => {
    const stay = await app.inject({ method: 'GET', url: '/?language=en', headers: { 'accept-language': 'fr' } });
    expect(stay.statusCode).toBe(303);
    expect(stay.headers.location).toBe('/');
    const cookie = stay.cookies.find((c) => c.name === 'orisun_language');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', maxAge: 31_536_000 });
    // Chose English: a French browser's / no longer offers French; chose French: an English browser's does.
    expect((await home({ 'accept-language': 'fr', cookie: 'orisun_language=en' })).body).not.toContain('offering French');
    expect((await home({ 'accept-language': 'en', cookie: 'orisun_language=fr' })).body).toContain('offering French');

    const kept = await app.inject({ method: 'GET', url: '/about?language=fr&tab=2' });
    expect(kept.statusCode).toBe(303);
    expect(kept.headers.location).toBe('/about?tab=2');
    expect(kept.cookies.find((c) => c.name === 'orisun_language')?.value).toBe('fr');
    // An unknown language is not remembered, and the page is still reached.
    const unknown = await app.inject({ method: 'GET', url: '/about?language=de' });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/about');
    expect(unknown.cookies).toEqual([]);
  });

  it('answers an unknown path under /fr/ with the French not-found page', async () => {
    const missing = await app.inject({ method: 'GET', url: '/fr/nulle-part' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('page introuvable');
    expect((await app.inject({ method: 'GET', url: '/fr' })).body).toContain('accueil');
    const english = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('not found page');
  });
});

