/**
 * `npm run profile:web -- /forum`: where a page's main thread goes as it loads, to find what blocks (issue 23). Not part
 * of `npm test`. Starts the real production server with the forum of `npm run bench:web` (25 threads, one with 10
 * replies; `/forum/threads/:id` is that thread's page), opens each route in Chromium at a phone's size with the CPU
 * slowed 4x (the throttle Lighthouse's mobile score assumes; no network throttle, so the tasks are what the CPU does),
 * and prints:
 *
 *  - every task of the main thread of 50 ms or more, when it started, and what filled it (script, style, layout, paint);
 *  - the functions that took the most time of their own (V8's sampling profiler), by file, and by file alone.
 *
 * Lighthouse's total blocking time counts each task's time beyond 50 ms after the first paint, so the first list is
 * what to shorten. Options: `PROFILE_CPU=1` for no slowdown, `PROFILE_TOP=40` for longer lists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@orisun/test-support/chromium';
import { lowFrictionForumEnv } from '../../packages/server/test-support/config.ts';
import { siteDir, startServer } from '../e2e/support/server.ts';
import { seedForumThreads } from './forumSeed.ts';

const cpu = Number(process.env.PROFILE_CPU ?? 4);
const top = Number(process.env.PROFILE_TOP ?? 20);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; frame?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

/** The trace's events until it is complete. */
async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await run();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** What fills a task: the time of its children by kind (the top level only, so nothing counts twice). */
function breakdown(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const kinds = new Map<string, number>();
  let cursor = task.ts;
  for (const e of events) {
    if (e.ph !== 'X' || e.tid !== task.tid || e.pid !== task.pid || e === task || e.ts < cursor || e.ts >= end || !e.dur) continue;
    const kind =
      e.name === 'Layout' ? 'layout' : e.name === 'UpdateLayoutTree' ? 'style' : /Paint|Composite|PrePaint|Layerize/.test(e.name) ? 'paint' : e.name === 'ParseHTML' ? 'parse HTML' : /EvaluateScript|v8.compile|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|v8.run|V8.Execute/.test(e.name) ? `script (${e.name})` : e.name;
    kinds.set(kind, (kinds.get(kind) ?? 0) + e.dur);
    cursor = e.ts + e.dur;
  }
  return [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([kind, us]) => `${kind} ${(us / 1000).toFixed(0)}`).join(', ');
}

/** Self time by function and by file, from V8's profile. */
function hotspots(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (!node) return;
    const file = node.callFrame.url ? path.basename(new URL(node.callFrame.url, 'http://x').pathname) : `(${node.callFrame.functionName || 'native'})`;
    const key = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  });
  const list = (map: Map<string, number>) =>
    [...map]
      .filter(([key]) => !/^\((idle|program|garbage collector)\)/.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`)
      .join('\n');
  return { functions: list(byFunction), files: list(byFile) };
}

async function profileRoute(baseUrl: string, route: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const events = await trace(cdp, async () => {
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    });
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    const navigation = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStartToFirstContentfulPaint') ?? events.find((e) => e.name === 'TracingStartedInBrowser');
    const start = navigation?.ts ?? Math.min(...events.map((e) => e.ts));
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= 50_000).sort((a, b) => a.ts - b.ts);
    const blocking = tasks.filter((t) => !fcp || t.ts >= fcp.ts).reduce((sum, t) => sum + (t.dur ?? 0) / 1000 - 50, 0);
    console.log(`\n== ${route} (CPU ${cpu}x): first contentful paint at ${fcp ? ((fcp.ts - start) / 1000).toFixed(0) : '?'} ms; ${tasks.length} tasks of 50 ms or more, ${blocking.toFixed(0)} ms beyond 50 after it`);
    for (const task of tasks) console.log(`  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${breakdown(task, events)}`);
    const { functions, files } = hotspots(profile);
    console.log(`\n  self time by function (the CPU slowed ${cpu}x):\n${functions}\n\n  self time by file:\n${files}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(path.join(siteDir, 'sitemap.xml'))) throw new Error('profile: build the site first (npm run build)');
  const server = await startServer({ FORM_RATE_LIMIT_PER_HOUR: '10000', ...lowFrictionForumEnv });
  try {
    const { threadId } = await seedForumThreads(server.url, { count: 25, replies: 10 });
    const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
    for (const route of routes.length ? routes : ['/forum', '/forum/threads/:id']) await profileRoute(server.url, route.replace(':id', threadId));
  } finally {
    await server.stop();
  }
}

await main();
