/**
 * `npm run bench:web`: the public pages under a slow phone connection. Not part of `npm test`
 * (minutes, not seconds). Builds the site when it is missing (or BENCH_BUILD=1), starts the real
 * production server on a free port with a temporary DATA_DIR, then for every prerendered route:
 *
 *  - transferred KB of the first load (brotli, headers included), the part of it that is JavaScript, and LCP,
 *    in Chromium under DevTools' "Slow 4G" preset (150 ms RTT x 3.75 = 562.5 ms latency, 1.6 Mbps x 0.9 down,
 *    750 Kbps x 0.9 up) with a 4x CPU slowdown;
 *  - the Lighthouse 12 mobile performance score and its total blocking time (its default: simulated
 *    150 ms / 1.6 Mbps, 4x CPU, Moto G Power screen);
 *  - the second visit: the page opened again in the same browser once the service worker keeps it, as bytes
 *    the server sent through a counting relay (the worker's own requests are not the page's, so CDP misses them).
 * Each figure is the median of BENCH_RUNS runs (default 3), each run in a fresh browser. The
 * machine should be otherwise idle: other work on the CPU shows up as a slower LCP.
 *
 * Prints a table and exits 1 when a target is missed (issue 12): first load <= 100 KB, JavaScript <= 60 KB,
 * LCP <= 0.8 s, Lighthouse >= 0.99 with TBT <= 50 ms, second visit <= 5 KB.
 *
 * The desk's pages too (issue 22), after the marketing ones: the customer ticket page `/dashboard` signed out and
 * signed in (`/dashboard#ticket`: the session the support form starts for the ticket just written), with its own
 * targets (first load <= 100 KB, JavaScript <= 60 KB, LCP <= 1.0 s; its Lighthouse mobile score is reported; never
 * kept by the service worker, so no second visit); and the staff pages `/admin` (sign-in) and `/admin/dashboard` (signed
 * in as the server's first admin, ADMIN_EMAIL/ADMIN_PASSWORD), measured the same and with Lighthouse's desktop preset,
 * whose performance score must be >= 0.95.
 * The forum's pages too (issue 23): the server starts with a forum of 25 threads of a few paragraphs each
 * (tests/perf/forumSeed.ts), so `/forum` is the server-rendered list as readers get it, and `/forum/threads/:id` is
 * the page of its first thread (10 replies), both held to the marketing pages' targets; their second visit is reported,
 * not held (the server renders them per request, and the service worker asks the network first).
 * Options: `npm run bench:web -- /about /team` benchmarks only those routes (`/dashboard`, `/dashboard#ticket`,
 * `/admin`, `/admin/dashboard`, `/forum/threads/:id` too).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@orisun/test-support/chromium';
import { lowFrictionForumEnv } from '../../packages/server/test-support/config.ts';
import { relay } from '../e2e/support/relay.ts';
import { repoRoot, siteDir, startServer } from '../e2e/support/server.ts';
import { seedForumThreads } from './forumSeed.ts';

const targets = { kb: 100, jsKb: 60, lcpMs: 800, lighthouse: 0.99, tbtMs: 50, secondKb: 5 };
/** The customer ticket page's targets (issue 22); its mobile Lighthouse score is reported, not a target. */
const customerTargets = { kb: 100, jsKb: 60, lcpMs: 1000 };
/** The staff pages' target (issue 22): Lighthouse desktop performance; the rest is reported. */
const staffTargets = { desktopLighthouse: 0.95 };
const admin = { email: 'bench-admin@orisun.software', name: 'Bench Admin', password: 'a long bench admin passphrase' };
/** The desk's pages, measured after the marketing pages when no route is given. */
const deskRoutes = ['/dashboard', '/dashboard#ticket', '/admin', '/admin/dashboard'];
/** A seeded thread's page (its id is known once the forum is seeded): after `/forum`, which the sitemap lists. */
const threadRoute = '/forum/threads/:id';
const kindOf = (route: string): 'marketing' | 'forum' | 'customer' | 'staff' =>
  route.startsWith('/dashboard') ? 'customer' : route.startsWith('/admin') ? 'staff' : route.startsWith('/forum') ? 'forum' : 'marketing';
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** DevTools' "Slow 4G" network preset, in CDP units (ms, bytes per second). */
const slow4g = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8, uploadThroughput: (750 * 1000 * 0.9) / 8 };
const cpuSlowdown = 4;

function routes(): string[] {
  const fromArgs = process.argv.slice(2).filter((a) => a.startsWith('/'));
  if (fromArgs.length) return fromArgs;
  const xml = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  return [...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname), threadRoute, ...deskRoutes];
}

/**
 * The session cookie (`name=value`) a route is opened with: `/dashboard#ticket` a fresh ticket's limited session (the
 * support form's answer sets it), `/admin/dashboard` the first admin's; none for the others.
 */
async function sessionCookie(baseUrl: string, route: string): Promise<string | undefined> {
  const post = async (url: string, body: object) => {
    const res = await fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`bench: POST ${url} answered ${res.status} ${await res.text()}`);
    const cookie = res.headers.getSetCookie().find((c) => /orisun_session=[^;]/.test(c));
    if (!cookie) throw new Error(`bench: POST ${url} set no session cookie`);
    return cookie.split(';')[0];
  };
  if (route === '/dashboard#ticket') {
    return post('/support-form', {
      name: 'Bench Customer',
      email: `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      subject: 'The export button does nothing',
      message: 'Since this morning the export button on the reports page does nothing.\nThe browser console shows no error.',
      urgency: 'high',
    });
  }
  // One sign-in for every run of the staff page: signing in again for each run and each Lighthouse pass met the
  // sign-in throttle (a 429 after a few in a row), which is the server doing its job.
  if (route === '/admin/dashboard') return (adminCookie ??= post('/api/auth/sign-in', { email: admin.email, password: admin.password }));
  return undefined;
}

/** The first admin's session, made once (see `sessionCookie`). */
let adminCookie: Promise<string | undefined> | undefined;

/** The seeded thread whose page `/forum/threads/:id` stands for. */
let seededThreadId = '';

/**
 * The address a route is opened at (`/dashboard#ticket` is `/dashboard` with a ticket's session, `/forum/threads/:id`
 * the seeded thread's page).
 */
const pathOf = (route: string) => route.replace(/#.*$/, '').replace(':id', seededThreadId);

async function slow4gLoad(baseUrl: string, route: string): Promise<{ kb: number; jsKb: number; lcpMs: number }> {
  const cookie = await sessionCookie(baseUrl, route);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (cookie) {
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
      await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let bytes = 0;
    let scriptBytes = 0;
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      if (scripts.has(e.requestId)) scriptBytes += e.encodedDataLength;
    });
    await page.goto(`${baseUrl}${pathOf(route)}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 500);
        }),
    );
    return { kb: bytes / 1024, jsKb: scriptBytes / 1024, lcpMs };
  } finally {
    await browser.close();
  }
}

/**
 * KB the server sends when `route` is opened a second time, once the service worker controls the page and keeps it
 * (no throttling: bytes, not time).
 */
async function secondVisitKb(baseUrl: string, route: string): Promise<number> {
  const network = await relay(baseUrl);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })).newPage();
    await page.goto(`${network.url}${route}`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.waitForFunction(async () => (await caches.keys()).length > 0 && !!(await caches.match(location.href)), undefined, { timeout: 30_000, polling: 200 });
    await page.waitForLoadState('networkidle');
    const before = network.received();
    await page.goto(`${network.url}${route}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return (network.received() - before) / 1024;
  } finally {
    await browser.close();
    await network.close();
  }
}

async function lighthouseScore(
  baseUrl: string,
  route: string,
  preset: 'mobile' | 'desktop' = 'mobile',
  attempt = 1,
): Promise<{ score: number; tbtMs: number }> {
  const url = `${baseUrl}${pathOf(route)}`;
  const cookie = await sessionCookie(baseUrl, route);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'] });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const error = result?.lhr.runtimeError;
    // A run that failed (e.g. NO_FCP on a busy machine) measured nothing: retry it once rather than count a 0.
    if (error && attempt < 2) {
      console.log(`bench: Lighthouse run failed on ${url} (${error.code}), retrying`);
      return lighthouseScore(baseUrl, route, preset, attempt + 1);
    }
    return { score: result?.lhr.categories.performance?.score ?? 0, tbtMs: result?.lhr.audits['total-blocking-time']?.numericValue ?? 0 };
  } finally {
    await chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  if (process.env.BENCH_BUILD === '1' || !existsSync(path.join(siteDir, 'sitemap.xml'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  // The first admin, for /admin/dashboard; the support form without its hourly limit (the runs write a ticket each).
  // The forum's limits out of the way, so the bench can post its forum.
  const server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_NAME: admin.name, ADMIN_PASSWORD: admin.password, FORM_RATE_LIMIT_PER_HOUR: '10000', ...lowFrictionForumEnv });
  const rows: {
    route: string;
    kb: number;
    jsKb: number;
    lcpMs: number;
    lcps: number[];
    score: number;
    scores: number[];
    tbtMs: number;
    secondKb: number | undefined;
    desktop: number | undefined;
  }[] = [];
  try {
    seededThreadId = (await seedForumThreads(server.url, { count: 25, replies: 10 })).threadId;
    for (const route of routes()) {
      const loads: { kb: number; jsKb: number; lcpMs: number }[] = [];
      for (let i = 0; i < runs; i++) loads.push(await slow4gLoad(server.url, route));
      const lcps = loads.map((l) => l.lcpMs);
      const kb = median(loads.map((l) => l.kb));
      const jsKb = median(loads.map((l) => l.jsKb));
      const lcpMs = median(lcps);
      const audits: { score: number; tbtMs: number }[] = [];
      for (let i = 0; i < runs; i++) audits.push(await lighthouseScore(server.url, route));
      const scores = audits.map((a) => a.score);
      const kind = kindOf(route);
      // The desk's pages are never kept by the service worker (README, "Revisits and offline"): no second visit.
      const seconds: number[] = [];
      if (kind === 'marketing' || kind === 'forum') for (let i = 0; i < runs; i++) seconds.push(await secondVisitKb(server.url, pathOf(route)));
      const desktops: number[] = [];
      if (kind === 'staff') for (let i = 0; i < runs; i++) desktops.push((await lighthouseScore(server.url, route, 'desktop')).score);
      rows.push({
        route,
        kb,
        jsKb,
        lcpMs,
        lcps,
        score: median(scores),
        scores,
        tbtMs: median(audits.map((a) => a.tbtMs)),
        secondKb: seconds.length ? median(seconds) : undefined,
        desktop: desktops.length ? median(desktops) : undefined,
      });
      console.log(`bench: ${route} done`);
    }
  } finally {
    await server.stop();
  }

  console.log(`\nSlow 4G (562.5 ms, 1.44 Mbps down) + ${cpuSlowdown}x CPU; Lighthouse 12 mobile; medians of ${runs} runs each`);
  console.log(
    `${'route'.padEnd(26)} ${'KB'.padStart(7)} ${'JS KB'.padStart(7)} ${'LCP s'.padStart(7)} ${'LH'.padStart(5)} ${'TBT ms'.padStart(7)} ${'2nd KB'.padStart(7)} ${'LH dt'.padStart(6)}  LCP runs | LH runs`,
  );
  let failed = false;
  for (const r of rows) {
    const kind = kindOf(r.route);
    const missed = (
      kind === 'marketing' || kind === 'forum'
        ? [
            r.kb > targets.kb && 'KB',
            r.jsKb > targets.jsKb && 'JS',
            r.lcpMs > targets.lcpMs && 'LCP',
            r.score < targets.lighthouse && 'LH',
            r.tbtMs > targets.tbtMs && 'TBT',
            kind === 'marketing' && (r.secondKb ?? 0) > targets.secondKb && '2nd',
          ]
        : kind === 'customer'
          ? [r.kb > customerTargets.kb && 'KB', r.jsKb > customerTargets.jsKb && 'JS', r.lcpMs > customerTargets.lcpMs && 'LCP']
          : [(r.desktop ?? 0) < staffTargets.desktopLighthouse && 'LH desktop']
    ).filter(Boolean);
    failed ||= missed.length > 0;
    console.log(
      `${r.route.padEnd(26)} ${r.kb.toFixed(1).padStart(7)} ${r.jsKb.toFixed(1).padStart(7)} ${(r.lcpMs / 1000).toFixed(2).padStart(7)} ${r.score.toFixed(2).padStart(5)} ${r.tbtMs.toFixed(0).padStart(7)} ${(r.secondKb === undefined ? '-' : r.secondKb.toFixed(2)).padStart(7)} ${(r.desktop === undefined ? '-' : r.desktop.toFixed(2)).padStart(6)}  ${r.lcps.map((l) => (l / 1000).toFixed(2)).join(' ')} | ${r.scores.map((s) => s.toFixed(2)).join(' ')}${missed.length ? `  MISSED: ${missed.join(', ')}` : ''}`,
    );
  }
  console.log(
    `targets (the forum's pages too; their second visit, a page the server renders per request, is reported): first load <= ${targets.kb} KB, JavaScript <= ${targets.jsKb} KB, LCP <= ${targets.lcpMs / 1000} s, Lighthouse >= ${targets.lighthouse} with TBT <= ${targets.tbtMs} ms, second visit <= ${targets.secondKb} KB;\n` +
      `  /dashboard: first load <= ${customerTargets.kb} KB, JavaScript <= ${customerTargets.jsKb} KB, LCP <= ${customerTargets.lcpMs / 1000} s; ` +
      `/admin pages: Lighthouse desktop ('LH dt') >= ${staffTargets.desktopLighthouse}`,
  );
  if (failed) process.exitCode = 1;
}

await main();
