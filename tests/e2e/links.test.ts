import { describe, expect, inject, it } from 'vitest';
import { sitemapRoutes } from './support/routes.ts';

const baseUrl = inject('baseUrl');

/** Every URL an HTML page refers to: links, stylesheets, preloads, scripts, images, meta images. */
function references(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/<(a|link|script|img|source|iframe)\b[^>]*>/gi)) {
    const tag = m[0];
    for (const attr of tag.matchAll(/\s(href|src)="([^"]*)"/gi)) urls.push(attr[2] ?? '');
    for (const attr of tag.matchAll(/\ssrcset="([^"]*)"/gi)) urls.push(...(attr[1] ?? '').split(',').map((s) => s.trim().split(/\s+/)[0] ?? ''));
  }
  for (const m of html.matchAll(/<meta\s+(?:property|name)="(?:og:image|twitter:image)"\s+content="([^"]*)"/gi)) urls.push(m[1] ?? '');
  return urls.filter(Boolean).map((u) => u.replace(/&amp;/g, '&'));
}

describe('internal links', () => {
  it('every internal link and asset reachable from / (and the sitemap) answers 200', async () => {
    const routes = sitemapRoutes();
    // Absolute URLs of the public origin (canonical, og:image) are checked on this server.
    const siteOrigins = new Set<string>();
    const toLocal = (raw: string, from: string): URL | null => {
      const url = new URL(raw, from);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (url.origin !== baseUrl && !siteOrigins.has(url.origin)) return null;
      return new URL(`${url.pathname}${url.search}`, baseUrl);
    };
    const seen = new Map<string, { status: number; from: string }>();
    const queue: { url: string; from: string }[] = [
      ...routes.map((r) => ({ url: `${baseUrl}${r}`, from: 'sitemap.xml' })),
      ...['/sitemap.xml', '/robots.txt', '/site.webmanifest', '/favicon.svg'].map((p) => ({ url: `${baseUrl}${p}`, from: '(site files)' })),
    ];
    const home = await (await fetch(`${baseUrl}/`)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
    if (canonical) siteOrigins.add(new URL(canonical).origin);

    while (queue.length) {
      const { url, from } = queue.shift()!;
      if (seen.has(url)) continue;
      const res = await fetch(url, { redirect: 'manual', headers: { 'Accept-Encoding': 'br, gzip' } });
      // A language link (`?language=fr`: the server remembers the choice and sends the page without it, docs/adr/0032):
      // fine when it is a 303 to that same page, which is then checked like any other.
      const target = res.status === 303 && new URL(url).searchParams.has('language') ? toLocal(res.headers.get('location') ?? '', url) : null;
      if (target && target.pathname === new URL(url).pathname) {
        seen.set(url, { status: 200, from });
        await res.body?.cancel();
        if (!seen.has(target.href)) queue.push({ url: target.href, from: url });
        continue;
      }
      seen.set(url, { status: res.status, from });
      const type = res.headers.get('content-type') ?? '';
      if (res.status !== 200) {
        await res.body?.cancel();
        continue;
      }
      if (type.startsWith('text/html')) {
        for (const ref of references(await res.text())) {
          const local = toLocal(ref, url);
          if (local && !seen.has(local.href)) queue.push({ url: local.href, from: url });
        }
      } else if (type.includes('manifest+json')) {
        const manifest = (await res.json()) as { icons?: { src: string }[]; start_url?: string };
        for (const ref of [...(manifest.icons ?? []).map((i) => i.src), manifest.start_url ?? '/']) {
          const local = toLocal(ref, url);
          if (local) queue.push({ url: local.href, from: url });
        }
      } else {
        await res.arrayBuffer();
      }
    }

    const broken = [...seen]
      .filter(([, r]) => r.status !== 200)
      .map(([url, r]) => `${r.status} ${url.slice(baseUrl.length)} (linked from ${r.from.replace(baseUrl, '') || '/'})`);
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(routes.length + 4);
  });
});
