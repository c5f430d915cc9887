/**
 * `npm run bench:web`: the public pages under a slow phone connection. Not part of `npm test`
 * (minutes, not seconds). Builds the site when it is missing (or BENCH_BUILD=1), starts the real
 * production server on a free port with a temporary DATA_DIR, then for every prerendered route:
 *
 *  - transferred KB of the first load (brotli) and LCP, in Chromium under DevTools' "Slow 4G"
 *    preset (150 ms RTT x 3.75 = 562.5 ms latency, 1.6 Mbps x 0.9 down, 750 Kbps x 0.9 up)
 *    with a 4x CPU slowdown;
 *  - the Lighthouse 12 mobile performance score (its default: simulated 150 ms / 1.6 Mbps,
 *    4x CPU, Moto G Power screen).
 * Each figure is the median of BENCH_RUNS runs (default 3), each run in a fresh browser. The
 * machine should be otherwise idle: other work on the CPU shows up as a slower LCP.
 *
 * Prints a table and exits 1 when a target is missed: LCP <= 1.5 s, Lighthouse >= 0.95.
 * Options: `npm run bench:web -- /about /team` benchmarks only those routes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { repoRoot, siteDir, startServer } from '../e2e/support/server.ts';

const targets = { lcpMs: 1500, lighthouse: 0.95 };
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** DevTools' "Slow 4G" network preset, in CDP units (ms, bytes per second). */
const slow4g = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8, uploadThroughput: (750 * 1000 * 0.9) / 8 };
const cpuSlowdown = 4;

function routes(): string[] {
  const fromArgs = process.argv.slice(2).filter((a) => a.startsWith('/'));
  if (fromArgs.length) return fromArgs;
  const xml = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

async function slow4gLoad(baseUrl: string, route: string): Promise<{ kb: number; lcpMs: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 120_000 });
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
    return { kb: bytes / 1024, lcpMs };
  } finally {
    await browser.close();
  }
}

async function lighthouseScore(url: string, attempt = 1): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const error = result?.lhr.runtimeError;
    // A run that failed (e.g. NO_FCP on a busy machine) measured nothing: retry it once rather than count a 0.
    if (error && attempt < 2) {
      console.log(`bench: Lighthouse run failed on ${url} (${error.code}), retrying`);
      return lighthouseScore(url, attempt + 1);
    }
    return result?.lhr.categories.performance?.score ?? 0;
  } finally {
    await chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  if (process.env.BENCH_BUILD === '1' || !existsSync(path.join(siteDir, 'sitemap.xml'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const server = await startServer();
  const rows: { route: string; kb: number; lcpMs: number; lcps: number[]; score: number; scores: number[] }[] = [];
  try {
    for (const route of routes()) {
      const loads: { kb: number; lcpMs: number }[] = [];
      for (let i = 0; i < runs; i++) loads.push(await slow4gLoad(server.url, route));
      const lcps = loads.map((l) => l.lcpMs);
      const kb = median(loads.map((l) => l.kb));
      const lcpMs = median(lcps);
      const scores: number[] = [];
      for (let i = 0; i < runs; i++) scores.push(await lighthouseScore(`${server.url}${route}`));
      rows.push({ route, kb, lcpMs, lcps, score: median(scores), scores });
      console.log(`bench: ${route} done`);
    }
  } finally {
    await server.stop();
  }

  console.log(`\nSlow 4G (562.5 ms, 1.44 Mbps down) + ${cpuSlowdown}x CPU; Lighthouse 12 mobile; medians of ${runs} runs each`);
  console.log(`${'route'.padEnd(22)} ${'KB'.padStart(7)} ${'LCP s'.padStart(7)} ${'LH'.padStart(5)}  LCP runs | LH runs`);
  let failed = false;
  for (const r of rows) {
    const miss = r.lcpMs > targets.lcpMs || r.score < targets.lighthouse;
    failed ||= miss;
    console.log(
      `${r.route.padEnd(22)} ${r.kb.toFixed(1).padStart(7)} ${(r.lcpMs / 1000).toFixed(2).padStart(7)} ${r.score.toFixed(2).padStart(5)}  ${r.lcps.map((l) => (l / 1000).toFixed(2)).join(' ')} | ${r.scores.map((s) => s.toFixed(2)).join(' ')}${miss ? '  MISSED' : ''}`,
    );
  }
  console.log(`targets: LCP <= ${targets.lcpMs / 1000} s, Lighthouse >= ${targets.lighthouse}`);
  if (failed) process.exitCode = 1;
}

await main();
