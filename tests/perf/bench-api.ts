/**
 * `npm run bench:api`: the server's load figures (issue 13, section 4), one table for both databases. Not part of
 * `npm test`: about 7 minutes per database on a 2-core machine, seed included. It needs the built site (`npm run build`).
 *
 * For each database (embedded PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set; BENCH_TARGETS
 * =pglite or =postgres picks one) it seeds, once, through the server's own migrations and insert code:
 *   - 10,000 tickets (BENCH_TICKETS) of 2,000 customers, every third answered by staff;
 *   - 100,000 forum threads (BENCH_FORUM_THREADS) with 10 replies each (BENCH_FORUM_REPLIES: a million, as issue 11
 *     asks), via `seedForum`;
 * then starts the production server (packages/server/src/main.ts, NODE_ENV=production, LOG_LEVEL=warn, mail to .eml
 * files) with FORM_RATE_LIMIT_PER_HOUR at its largest (100,000: the bench-only raise of the form limit), and drives
 * these requests with autocannon, each at every BENCH_CONNECTIONS (default "50,200") for BENCH_SECONDS (default 20),
 * after a BENCH_WARMUP_SECONDS (2) warm-up at 10 connections that is not counted:
 *   - `GET /`: the prerendered home page, with a browser's Accept-Encoding (the .br file is sent);
 *   - `GET /api/health`: the liveness answer (a `select 1` on the database);
 *   - `GET /threads`: the forum's first page (Recent) of all threads, as a reader (no forum cookie);
 *   - `GET /threads?searchQuery=number N`: a forum search with a new N at each request, so never remembered;
 *   - `GET /threads?searchQuery=webhook`: one search again and again; `GET /replies?threadId=`: one thread's replies;
 *   - `GET /forum/threads/:id`: a thread's own page (the site's shell with the forum's island and the thread rendered in; the client has no cookie, so it is remembered for FORUM_LIST_CACHE_SECONDS as the list is);
 *   - `GET /api/tickets`: the staff dashboard's first page of all tickets with its counters, signed in as the
 *     first admin (ADMIN_EMAIL/ADMIN_PASSWORD given to the server);
 *   - `POST /contact`: a valid contact message, different at each request, with a browser's Origin and Sec-Fetch-Site.
 * BENCH_REQUESTS=home,health,threads,search,search-repeat,replies,thread-page,tickets,contact runs some of them.
 *
 * It prints one table: req/s, p50 and p99 latency (every response's time), errors (non-2xx answers, socket errors
 * and timeouts, with their status codes), and where the CPU went during the row (in % of one core: the load
 * generator, i.e. this process; the server process; PostgreSQL's processes; the whole machine, at most 200 on two
 * cores), then whether the issue's targets were met. It exits 1 if any request failed, after the table.
 *
 * BENCH_PROFILE=1 starts the server with `--cpu-prof` (profiles kept in BENCH_PROFILE_DIR, default a new temporary
 * directory) and prints, for each row, what the server's main thread spent its time on during that row: busy share,
 * self time by module and by function, and the modules most often on the stack. The profiler costs the server some
 * CPU, so figures measured with it can be lower.
 *
 * On PostgreSQL it creates (and afterwards drops, also on failure or Ctrl-C) the database `orisun_bench` on that
 * server. The machine should be otherwise idle: the header prints its load average.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { forumCategories, ticketViews, type TicketCounts } from '@orisun/api';
import { openDatabase } from '../../packages/server/src/db/index.ts';
import { seedForum, type SeedThread } from '../../packages/server/src/db/forum/seed.ts';
import { repoRoot, siteDir, startServer, type RunningServer } from '../e2e/support/server.ts';
import { seedTickets } from './seedTickets.ts';

const numberOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number (got ${process.env[name]})`);
  return value;
};
const listOf = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const seconds = numberOf('BENCH_SECONDS', 20);
const warmupSeconds = numberOf('BENCH_WARMUP_SECONDS', 2);
const connectionCounts = listOf('BENCH_CONNECTIONS', '50,200').map(Number);
const ticketCount = numberOf('BENCH_TICKETS', 10_000);
const forumThreadCount = numberOf('BENCH_FORUM_THREADS', 100_000);
const forumRepliesPerThread = numberOf('BENCH_FORUM_REPLIES', 10);
const profiling = process.env.BENCH_PROFILE === '1';
const wantedTargets = new Set(listOf('BENCH_TARGETS', 'pglite,postgres'));
const wantedRequests = new Set(listOf('BENCH_REQUESTS', 'home,health,threads,search,search-repeat,replies,thread-page,tickets,contact'));
/** The largest FORM_RATE_LIMIT_PER_HOUR the server accepts (config.ts). */
const formLimitPerHour = 100_000;

const admin = { email: 'bench-admin@example.com', name: 'Bench Admin', password: 'bench admin passphrase 2026' };
const forumWords = ['payment', 'webhook', 'offline', 'invoice', 'login', 'dashboard', 'export', 'android', 'react', 'paystack', 'timeout', 'deploy'];
const forumTags = ['help', 'feature-request', 'bug', 'discussion', 'tutorial', 'question', 'feedback', 'api', 'mobile', 'web', 'analytics', 'performance'];
const browser = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'accept-language': 'en-GB,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

if (connectionCounts.length === 0 || connectionCounts.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error(`BENCH_CONNECTIONS must be whole numbers, like 50,200 (got ${process.env.BENCH_CONNECTIONS})`);
}
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`bench:api: the site is not built (${siteDir}/index.html is missing): run npm run build first`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------------------
// Clean-up: every server and database this script makes is undone, on success, on failure and on Ctrl-C.

const cleanups: (() => Promise<void>)[] = [];
async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    await cleanup().catch((error: unknown) => console.error(`bench:api: clean-up failed: ${(error as Error).message}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench:api: ${signal}: stopping the server and removing the bench database`);
    void runCleanups().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The seed: one per database, for every row.

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const started = performance.now();
  const opened = await openDatabase({ dataDir, databaseUrl });
  const openedAt = performance.now();
  try {
    const desk = await seedTickets(opened.db, admin, ticketCount);
    const ticketsDone = performance.now();

    // Threads over the last forumThreadCount minutes, each with its replies, in the five categories.
    const threadBase = Date.now() - forumThreadCount * 60_000;
    const chunk = 5_000;
    for (let start = 0; start < forumThreadCount; start += chunk) {
      const threads: SeedThread[] = [];
      for (let i = start; i < Math.min(start + chunk, forumThreadCount); i += 1) {
        const at = new Date(threadBase + i * 60_000);
        const word = forumWords[i % forumWords.length]!;
        threads.push({
          title: `How do I handle ${word} number ${i} in our app?`,
          category: forumCategories[i % forumCategories.length]!,
          content: `Thread ${i}: we see a problem with ${word} when the network is slow. What we tried, what we expected, and the steps to see it again.`,
          tags: [forumTags[i % forumTags.length]!, forumTags[(i * 7 + 3) % forumTags.length]!].filter((t, k, all) => all.indexOf(t) === k),
          createdAt: at,
          views: i % 250,
          replies: Array.from({ length: forumRepliesPerThread }, (_, r) => ({
            content: `Reply ${r} to thread ${i}: have you tried retrying with a backoff?`,
            createdAt: new Date(at.getTime() + (r + 1) * 1_000),
          })),
        });
      }
      await seedForum(opened.db, threads, 500, { analyze: false });
    }
    // One VACUUM ANALYZE at the end (the trigram index's pending list, the planner's statistics).
    if (forumThreadCount > 0) await seedForum(opened.db, [], 500, { analyze: true });
    console.log(
      `  database created and migrated in ${((openedAt - started) / 1000).toFixed(1)} s; seeded ${ticketCount} tickets (${desk.entries} messages, ` +
        `${desk.events} events, ${desk.staff.length} staff) in ${((ticketsDone - openedAt) / 1000).toFixed(1)} s, ` +
        `${forumThreadCount} threads with ${forumThreadCount * forumRepliesPerThread} replies in ${((performance.now() - ticketsDone) / 1000).toFixed(1)} s`,
    );
  } finally {
    await opened.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server: the production entry point, optionally under the CPU profiler.

/**
 * The production server as the e2e tests start it, with every answer written as in production (no contract checks),
 * optionally under the CPU profiler.
 */
async function startBenchServer(env: Record<string, string>, profileDir: string | undefined): Promise<RunningServer> {
  const server = await startServer(
    { CHECK_RESPONSES: 'off', ...env },
    {
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      // PGlite vacuums at shutdown, and the profile is written at exit: give both time before a kill -9.
      killAfterMs: 60_000,
    },
  );
  cleanups.push(server.stop);
  return server;
}

// ---------------------------------------------------------------------------------------------------------------
// Where the CPU goes: /proc (Linux); elsewhere the columns show '-'.

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process (all its threads), in seconds; undefined when it is gone or /proc is missing. */
function processSeconds(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

/** CPU seconds of every process named `postgres` (the server, its backends and workers). */
function postgresSeconds(): Map<string, number> {
  const times = new Map<string, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return times;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const spent = processSeconds(pid);
      if (spent !== undefined) times.set(pid, spent);
    } catch {
      // gone meanwhile
    }
  }
  return times;
}

/** Busy CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineSeconds(): number | undefined {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) / clockTicks;
  } catch {
    return undefined;
  }
}

interface CpuSnapshot {
  at: number;
  bench: number;
  server: number | undefined;
  postgres: Map<string, number> | undefined;
  machine: number | undefined;
}

function cpuSnapshot(serverPid: number, withPostgres: boolean): CpuSnapshot {
  const own = process.cpuUsage();
  return {
    at: performance.now() / 1000,
    bench: (own.user + own.system) / 1e6,
    server: processSeconds(serverPid),
    postgres: withPostgres ? postgresSeconds() : undefined,
    machine: machineSeconds(),
  };
}

/** % of one core each spent between two snapshots. */
function cpuShares(before: CpuSnapshot, after: CpuSnapshot) {
  const wall = after.at - before.at;
  const share = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? NaN : ((b - a) / wall) * 100);
  let postgres = NaN;
  if (before.postgres && after.postgres) {
    // Processes that ran through the row; one that started during it counts from 0.
    postgres = 0;
    for (const [pid, spent] of after.postgres) postgres += spent - (before.postgres.get(pid) ?? 0);
    postgres = (postgres / wall) * 100;
  }
  return { gen: share(before.bench, after.bench), server: share(before.server, after.server), postgres, machine: share(before.machine, after.machine) };
}

// ---------------------------------------------------------------------------------------------------------------
// The requests.

interface Scenario {
  key: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** A request of its own each time (a new search, a new message), when given. */
  next?: () => { path?: string; body?: string };
}

interface Session {
  url: string;
  staffCookie: string;
  /** The first thread of the list, whose replies `GET /replies` reads (none without forum threads). */
  threadId: string | undefined;
  /** `GET /api/tickets/counts` before the load: how many pages each view has. */
  deskCounts: TicketCounts;
}

/** The staff list's page size (the dashboard's, `ticketPageSize` of TicketList.tsx). */
const deskPageSize = 25;
const deskSearchWords = ['invoice', 'paystack', 'adaeze', 'okafor', 'android', 'webhook', 'balogun', 'export'];

/**
 * The staff desk's requests (issue 22), signed in as the admin: `GET /api/tickets` of all tickets and of each view, its
 * first page and its last (the deepest OFFSET), the counters (`/api/tickets/counts`) and a search (a new term each
 * time: a word of the subjects or a customer's name, or a customer's number). Their keys start with `tickets`, so
 * BENCH_REQUESTS=tickets picks them all (or one, e.g. tickets:open:deep).
 */
function deskScenarios(session: Session): Scenario[] {
  const headers = { ...browser, accept: 'application/json', cookie: session.staffCookie, 'sec-fetch-site': 'same-origin' };
  const { total, views } = session.deskCounts;
  const list: Scenario[] = [];
  for (const view of [undefined, ...ticketViews]) {
    const matching = view === undefined ? total : views[view];
    const lastPage = Math.max(1, Math.ceil(matching / deskPageSize));
    const name = view ?? 'all';
    const query = `${view === undefined ? '' : `view=${view}&`}pageSize=${deskPageSize}`;
    list.push({ key: `tickets:${name}`, label: `GET /api/tickets?${query}`, method: 'GET', path: `/api/tickets?${query}`, headers });
    if (lastPage > 1) {
      const deep = `${query}&page=${lastPage}`;
      list.push({ key: `tickets:${name}:deep`, label: `GET /api/tickets?${deep}`, method: 'GET', path: `/api/tickets?${deep}`, headers });
    }
  }
  list.push({ key: 'tickets:counts', label: 'GET /api/tickets/counts', method: 'GET', path: '/api/tickets/counts', headers });
  let searches = 0;
  list.push({
    key: 'tickets:search',
    label: 'GET /api/tickets?q= (new each time)',
    method: 'GET',
    path: `/api/tickets?q=invoice&pageSize=${deskPageSize}`,
    headers,
    next: () => {
      searches += 1;
      const q = searches % 3 === 0 ? String(Math.floor(Math.random() * 3_000)) : `${deskSearchWords[searches % deskSearchWords.length]}`;
      return { path: `/api/tickets?q=${encodeURIComponent(q)}&pageSize=${deskPageSize}` };
    },
  });
  return list;
}

function scenarios(session: Session): Scenario[] {
  let sent = 0;
  const all: Scenario[] = [
    {
      key: 'home',
      label: 'GET / (prerendered)',
      method: 'GET',
      path: '/',
      headers: { ...browser, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    },
    { key: 'health', label: 'GET /api/health', method: 'GET', path: '/api/health', headers: { accept: 'application/json' } },
    {
      key: 'threads',
      label: 'GET /threads (first page)',
      method: 'GET',
      path: '/threads',
      headers: { ...browser, accept: 'application/json', 'sec-fetch-site': 'same-origin' },
    },
    {
      key: 'search',
      label: 'GET /threads?searchQuery= (new each time)',
      method: 'GET',
      path: '/threads?searchQuery=number%201',
      headers: { ...browser, accept: 'application/json', 'sec-fetch-site': 'same-origin' },
      // "number 123": words of the titles (1 to 111 threads match); never the same twice in a row, so never remembered.
      next: () => ({ path: `/threads?searchQuery=${encodeURIComponent(`number ${Math.floor(Math.random() * forumThreadCount)}`)}` }),
    },
    {
      // Issue 11's search: one word, 1 in 12 threads, asked again and again (remembered for FORUM_LIST_CACHE_SECONDS).
      key: 'search-repeat',
      label: 'GET /threads?searchQuery=webhook',
      method: 'GET',
      path: '/threads?searchQuery=webhook',
      headers: { ...browser, accept: 'application/json', 'sec-fetch-site': 'same-origin' },
    },
    {
      key: 'replies',
      label: `GET /replies?threadId= (${forumRepliesPerThread} replies)`,
      method: 'GET',
      path: `/replies?threadId=${session.threadId ?? ''}`,
      headers: { ...browser, accept: 'application/json', 'sec-fetch-site': 'same-origin' },
    },
    {
      key: 'thread-page',
      label: `GET /forum/threads/:id (page, ${forumRepliesPerThread} replies)`,
      method: 'GET',
      path: `/forum/threads/${session.threadId ?? ''}`,
      headers: { ...browser, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    },
    ...deskScenarios(session),
    {
      key: 'contact',
      label: 'POST /contact',
      method: 'POST',
      path: '/contact',
      headers: {
        ...browser,
        accept: 'application/json',
        'content-type': 'application/json',
        origin: session.url,
        referer: `${session.url}/contact`,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
      },
      next: () => {
        sent += 1;
        const body = {
          name: `Bench Visitor ${sent}`,
          email: `visitor${sent}@example.com`,
          message: `Message ${sent}: we would like a quote for a school fees app. Can we meet next week?`,
          office: (sent % 3) + 1,
          website: '',
        };
        return { body: JSON.stringify(body) };
      },
    },
  ];
  // `tickets` picks every desk request; `tickets:open` that one (and a forum row needs a thread).
  return all.filter((s) => (wantedRequests.has(s.key) || wantedRequests.has(s.key.split(':')[0]!)) && (session.threadId !== undefined || !['replies', 'thread-page'].includes(s.key)));
}

/** One request made by hand before the load, to show what the load asks for and that it answers 200. */
async function checkScenario(session: Session, scenario: Scenario): Promise<string> {
  const made = scenario.next?.();
  const res = await fetch(`${session.url}${made?.path ?? scenario.path}`, { method: scenario.method, headers: scenario.headers, body: made?.body });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${scenario.label} answered ${res.status}: ${text.slice(0, 500)}`);
  const json = () => JSON.parse(text) as Record<string, unknown>;
  switch (scenario.key) {
    case 'home':
    case 'thread-page':
      return `${res.headers.get('content-encoding') ?? 'identity'}, ${text.length} characters of HTML`;
    case 'threads':
    case 'search': {
      const body = json() as { threads: unknown[]; total: number };
      return `${body.threads.length} threads of ${body.total}`;
    }
    default:
      if (scenario.key === 'tickets:counts') return text.slice(0, 120);
      if (scenario.key.startsWith('tickets')) {
        const body = json() as { tickets: unknown[]; total: number };
        return `${body.tickets.length} tickets of ${body.total}, ${text.length} characters`;
      }
      return text.slice(0, 80);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The load.

interface Row {
  database: string;
  request: string;
  key: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** e.g. "429x12, socket x3". */
  errorDetail: string;
  cpu: ReturnType<typeof cpuShares>;
  /** The row's time on the monotonic clock the CPU profile uses (microseconds). */
  windowUs: [number, number];
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;
}

async function load(url: string, scenario: Scenario, connections: number, duration: number) {
  const times: number[] = [];
  const next = scenario.next;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${scenario.path}`,
        connections,
        duration,
        method: scenario.method,
        headers: scenario.headers,
        ...(next ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, ...next() }) }] } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code}x${stat.count}`);
  // autocannon counts a timeout in `errors` too.
  const socketErrors = result.errors - result.timeouts;
  if (socketErrors > 0) codes.push(`socket x${socketErrors}`);
  if (result.timeouts > 0) codes.push(`timeout x${result.timeouts}`);
  return {
    rps: result.requests.total / duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.non2xx + result.errors,
    errorDetail: codes.join(', '),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The CPU profile, cut into the rows' windows.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What a frame belongs to: a package, a node: module, a file of this repository, or V8's own entries. */
function moduleOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (url === '') return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  if (url.startsWith('wasm://')) return 'wasm (PGlite)';
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const packages = url.split('/node_modules/');
  if (packages.length > 1) {
    const parts = packages[packages.length - 1]!.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const local = url.replace(/^file:\/\//, '').replace(`${repoRoot.replace(/\/$/, '')}/`, '');
  return local.replace(/^packages\/([^/]+)\/src\//, '@orisun/$1: ');
}

function functionOf(frame: ProfileNode['callFrame']): string {
  const where = moduleOf(frame);
  if (frame.url === '') return where;
  return `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
}

function readProfile(profileDir: string, pid: number): CpuProfile | undefined {
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread (1 is tsx's loader).
  const file = readdirSync(profileDir).find((name) => name.includes(`.${pid}.0.`) && name.endsWith('.cpuprofile'));
  return file ? (JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile) : undefined;
}

const top = (totals: Map<string, number>, count: number, whole: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${((us / whole) * 100).toFixed(1)}% ${name}`);

/** The server's main thread during one row: busy share, and self and on-stack time by module and function. */
function summariseProfile(profile: CpuProfile, [from, to]: [number, number]): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfModule = new Map<string, number>();
  const selfFunction = new Map<string, number>();
  const onStack = new Map<string, number>();
  let whole = 0;
  let idle = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const spent = profile.timeDeltas[i + 1] ?? 0;
    if (at < from || at >= to || spent <= 0) continue;
    whole += spent;
    const node = byId.get(profile.samples[i]!)!;
    const own = moduleOf(node.callFrame);
    if (own === '(idle)') {
      idle += spent;
      continue;
    }
    selfModule.set(own, (selfModule.get(own) ?? 0) + spent);
    const fn = functionOf(node.callFrame);
    selfFunction.set(fn, (selfFunction.get(fn) ?? 0) + spent);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const name = moduleOf(byId.get(id)!.callFrame);
      // node:internal/process runs every promise continuation: it is under nearly every sample, so it says nothing.
      if (!name.startsWith('(') && name !== 'node:internal/process' && !seen.has(name)) {
        seen.add(name);
        onStack.set(name, (onStack.get(name) ?? 0) + spent);
      }
    }
  }
  if (whole === 0) return ['no samples in this row'];
  return [
    `busy ${(((whole - idle) / whole) * 100).toFixed(0)}% of the row (idle ${((idle / whole) * 100).toFixed(0)}%), ${(whole / 1e6).toFixed(1)} s sampled`,
    `self by module:   ${top(selfModule, 8, whole).join(' | ')}`,
    `self by function: ${top(selfFunction, 8, whole).join(' | ')}`,
    `on the stack:     ${top(onStack, 10, whole).join(' | ')}`,
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// One database: seed, start, check, load every row, stop, summarise.

interface Target {
  name: string;
  postgres: boolean;
  setup: () => Promise<{ dataDir: string; databaseUrl?: string }>;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`/api/auth/sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('/api/auth/sign-in set no cookie');
  return cookie;
}

async function bench(target: Target, rows: Row[], profileDir: string | undefined): Promise<void> {
  console.log(`\n${target.name} (load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})`);
  try {
    const { dataDir, databaseUrl } = await target.setup();
    await seed(dataDir, databaseUrl);
    const server = await startBenchServer(
      {
        DATA_DIR: dataDir,
        // Never the shell's DATABASE_URL for the PGlite run.
        DATABASE_URL: databaseUrl ?? '',
        ADMIN_EMAIL: admin.email,
        ADMIN_NAME: admin.name,
        ADMIN_PASSWORD: admin.password,
        FORM_RATE_LIMIT_PER_HOUR: String(formLimitPerHour),
      },
      profileDir,
    );
    const first = (await (await fetch(`${server.url}/threads`, { headers: { accept: 'application/json' } })).json()) as { threads: { id: string }[] };
    const staffCookie = await signIn(server.url);
    const countsAnswer = await fetch(`${server.url}/api/tickets/counts`, { headers: { accept: 'application/json', cookie: staffCookie } });
    if (countsAnswer.status !== 200) throw new Error(`/api/tickets/counts answered ${countsAnswer.status}: ${await countsAnswer.text()}`);
    const deskCounts = (await countsAnswer.json()) as TicketCounts;
    console.log(`  the desk: ${JSON.stringify(deskCounts)}`);
    const session: Session = { url: server.url, staffCookie, threadId: first.threads[0]?.id, deskCounts };

    for (const scenario of scenarios(session)) {
      console.log(`  ${scenario.label}: ${await checkScenario(session, scenario)}`);
      if (warmupSeconds > 0) await load(server.url, scenario, 10, warmupSeconds);
      for (const connections of connectionCounts) {
        const before = cpuSnapshot(server.pid, target.postgres);
        const startUs = monotonicUs();
        const measured = await load(server.url, scenario, connections, seconds);
        const endUs = monotonicUs();
        const cpu = cpuShares(before, cpuSnapshot(server.pid, target.postgres));
        rows.push({ database: target.name, request: scenario.label, key: scenario.key, connections, ...measured, cpu, windowUs: [startUs, endUs] });
        console.log(`    ${String(connections).padStart(4)} connections: ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99.toFixed(1)} ms, ${measured.errors} errors`);
      }
    }
    // The contact rows' mail: written to .eml files by the outbox meanwhile; what is left, and what failed.
    const ready = (await (await fetch(`${server.url}/api/ready`)).json()) as { outbox?: { pending: number; failed: number } };
    console.log(`  outbox after the rows: ${ready.outbox?.pending ?? '?'} mails pending, ${ready.outbox?.failed ?? '?'} failed`);
    await server.stop();
    const logged = server.output().trim();
    if (logged) console.log(`  the server logged (LOG_LEVEL=warn):\n${logged.split('\n').slice(-20).map((line) => `    ${line}`).join('\n')}`);
    if (profileDir) {
      const profile = readProfile(profileDir, server.pid);
      if (!profile) {
        console.log(`  no CPU profile of the server (pid ${server.pid}) in ${profileDir}`);
      } else {
        console.log(`\n  CPU profile of the server's main thread (${profileDir}, pid ${server.pid}):`);
        for (const row of rows.filter((r) => r.database === target.name)) {
          console.log(`  ${row.request} at ${row.connections} connections:`);
          for (const line of summariseProfile(profile, row.windowUs)) console.log(`      ${line}`);
        }
      }
    }
  } finally {
    await runCleanups();
  }
}

const targets: Target[] = [];
if (wantedTargets.has('pglite')) {
  targets.push({
    name: 'PGlite',
    postgres: false,
    setup: async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-bench-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      return { dataDir };
    },
  });
}
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl && wantedTargets.has('postgres')) {
  const dropBenchDatabase = async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query('drop database if exists orisun_bench with (force)');
    } finally {
      await client.end();
    }
  };
  targets.push({
    name: 'PostgreSQL',
    postgres: true,
    setup: async () => {
      await dropBenchDatabase();
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query('create database orisun_bench');
      } finally {
        await client.end();
      }
      cleanups.push(dropBenchDatabase);
      const url = new URL(postgresUrl);
      url.pathname = '/orisun_bench';
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-bench-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      return { dataDir, databaseUrl: url.toString() };
    },
  });
} else if (wantedTargets.has('postgres')) {
  console.log('bench:api: BENCH_DATABASE_URL / TEST_DATABASE_URL not set, so PostgreSQL is skipped');
}

const profileDir = profiling ? (process.env.BENCH_PROFILE_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'orisun-bench-profile-')))) : undefined;
if (profileDir) await mkdir(profileDir, { recursive: true });
const loadAtStart = os.loadavg();
const rows: Row[] = [];
for (const target of targets) await bench(target, rows, profileDir);

// ---------------------------------------------------------------------------------------------------------------
// The table, and the issue's targets.

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const ms = (n: number) => (n < 10 ? fixed(n, 1) : fixed(n));
console.log(
  `\n${ticketCount} tickets, ${forumThreadCount} threads with ${forumRepliesPerThread} replies each; ${seconds} s per row; ` +
    `${os.cpus().length} cores; load average ${loadAtStart.map((n) => n.toFixed(2)).join(' ')} before, ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} after${profiling ? '; the server ran under the CPU profiler' : ''}`,
);
console.log('CPU in % of one core: gen = this process (autocannon), srv = the server process, pg = PostgreSQL\'s processes, all = the machine.');
console.log('srv ms/req: the server\'s CPU time per answer (srv / req/s), which other load on the machine changes less than the latencies.');
const header = `${'database'.padEnd(10)} ${'request'.padEnd(56)} ${'conns'.padStart(5)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}  ${'gen'.padStart(4)} ${'srv'.padStart(4)} ${'pg'.padStart(4)} ${'all'.padStart(4)} ${'srv ms/req'.padStart(10)}`;
console.log(header);
console.log('-'.repeat(header.length));
for (const r of rows) {
  console.log(
    `${r.database.padEnd(10)} ${r.request.padEnd(56)} ${String(r.connections).padStart(5)} ${fixed(r.rps).padStart(7)} ${ms(r.p50).padStart(7)} ${ms(r.p95).padStart(7)} ${ms(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ` +
      `${fixed(r.cpu.gen).padStart(4)} ${fixed(r.cpu.server).padStart(4)} ${fixed(r.cpu.postgres).padStart(4)} ${fixed(r.cpu.machine).padStart(4)} ` +
      `${fixed((r.cpu.server * 10) / r.rps, 2).padStart(10)}` +
      (r.errorDetail ? `  (${r.errorDetail})` : ''),
  );
}

console.log('\nTargets (issue 13):');
const most = Math.max(...connectionCounts);
const atMost = rows.filter((r) => r.connections === most);
const failedAtMost = atMost.filter((r) => r.errors > 0);
console.log(`  0 errors at ${most} connections: ${failedAtMost.length === 0 ? 'met' : `missed (${failedAtMost.map((r) => `${r.database} ${r.request}: ${r.errors}`).join('; ')})`}`);
for (const r of rows.filter((row) => row.key === 'threads')) {
  const postgres = r.database === 'PostgreSQL';
  const rpsOk = r.rps >= (postgres ? 3_000 : 1_000);
  const p99Ok = !postgres || r.p99 <= 50;
  console.log(
    `  GET /threads on ${r.database} at ${r.connections} connections: ${fixed(r.rps)} req/s (at least ${postgres ? '3,000' : '1,000'})` +
      `${postgres ? `, p99 ${ms(r.p99)} ms (at most 50)` : ''}: ${rpsOk && p99Ok ? 'met' : 'missed'}` +
      // Little's law: with every connection waiting, the mean latency is connections / throughput.
      (postgres && !p99Ok ? ` (mean latency ${ms((r.connections / r.rps) * 1000)} ms = ${r.connections} connections / ${fixed(r.rps)} req/s)` : ''),
  );
}
console.log('Targets (issue 11, PostgreSQL): a search p95 at most 30 ms');
for (const r of rows.filter((row) => row.database === 'PostgreSQL' && (row.key === 'search-repeat' || row.key === 'search'))) {
  console.log(`  ${r.request} at ${r.connections} connections: p95 ${ms(r.p95)} ms: ${r.p95 <= 30 ? 'met' : 'missed'}`);
}
const deskRows = rows.filter((row) => row.key.startsWith('tickets') && row.connections === 50);
if (deskRows.length > 0) {
  console.log('Targets (issue 22): the staff desk\'s requests at 50 connections, p99 at most 50 ms on PostgreSQL (PGlite: reported)');
  for (const r of deskRows) {
    const postgres = r.database === 'PostgreSQL';
    console.log(`  ${r.database} ${r.request}: p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms, ${fixed(r.rps)} req/s${postgres ? `: ${r.p99 <= 50 ? 'met' : 'missed'}` : ''}`);
  }
}
if (rows.some((r) => r.errors > 0)) {
  console.error('bench:api: some requests failed (see errors)');
  process.exit(1);
}
