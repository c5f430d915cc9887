/**
 * `npm run bench:api`: the support desk's and the forum's busiest reads under load, on the real server.
 * Not part of `npm test` (minutes per database: the forum's seed is large). For each database (embedded
 * PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), the desk part
 * (BENCH_PARTS=desk,forum chooses the parts; both by default):
 *
 *  1. seeds 10,000 tickets (BENCH_TICKETS) into a fresh database through the server's own migrations
 *     and insert code: 2,000 customers, every third ticket answered by staff, and one customer with
 *     20 tickets, each with a response and a reply;
 *  2. starts the production server (packages/server/src/main.ts) on that database, signs in the first
 *     admin (ADMIN_EMAIL) and that customer (POST /api/ticket-auth);
 *  3. drives each read with autocannon (BENCH_CONNECTIONS concurrent connections, default 10, for
 *     BENCH_SECONDS, default 10) and prints requests per second and the p50/p99 latency:
 *     - staff list: `GET /api/tickets?status=open&urgency=high&q=payment&page=2&pageSize=25` (one
 *       filtered, searched page with the dashboard counters);
 *     - customer list: `POST /api/client-tickets` (the customer's 20 tickets with their conversation).
 *
 * The forum part seeds 100,000 threads (BENCH_FORUM_THREADS) with 10 replies each (BENCH_FORUM_REPLIES,
 * so 1,000,000 replies) through the server's `seedForum`, starts the server and drives, with
 * BENCH_CONNECTIONS connections for BENCH_SECONDS each: `GET /threads` (Recent, first page), a search
 * (`GET /threads?searchQuery=webhook`) and `GET /replies?threadId=` (the 10 replies of one thread),
 * printing req/s and p50/p95/p99 (p95 from every response's time, which autocannon does not give). The list and that
 * search are answered from memory after their first request (FORUM_LIST_CACHE_SECONDS), whose time is printed; a
 * third read makes a new search each request ("number N", never remembered), which reads the database every time.
 *
 * On PostgreSQL it creates (and afterwards drops) the database `orisun_bench` on that server.
 * Every response must be a 200: the run exits 1 otherwise. The machine should be otherwise idle.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../packages/server/src/db/index.ts';
import { seedForum, type SeedThread } from '../../packages/server/src/db/forum.ts';
import { addTicketEntry, insertTicket } from '../../packages/server/src/db/tickets.ts';
import { forumCategories } from '@orisun/api';
import { startServer, type RunningServer } from '../e2e/support/server.ts';

const ticketCount = Number(process.env.BENCH_TICKETS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const admin = { email: 'bench-admin@example.com', password: 'bench admin passphrase 2026' };
const customerEmail = 'bench-customer@example.com';
const customerTickets = 20;
const subjects = ['Payment page times out', 'Cannot sign in to the app', 'Invoice shows the wrong VAT', 'Feature request: export to Excel', 'Mobile app crashes on start'];
const urgencies = ['low', 'medium', 'high'] as const;
const parts = new Set((process.env.BENCH_PARTS ?? 'desk,forum').split(',').map((p) => p.trim()));
const forumThreadCount = Number(process.env.BENCH_FORUM_THREADS ?? 100_000);
const forumRepliesPerThread = Number(process.env.BENCH_FORUM_REPLIES ?? 10);
const forumWords = ['payment', 'webhook', 'offline', 'invoice', 'login', 'dashboard', 'export', 'android', 'react', 'paystack', 'timeout', 'deploy'];
const forumTags = ['help', 'feature-request', 'bug', 'discussion', 'tutorial', 'question', 'feedback', 'api', 'mobile', 'web', 'analytics', 'performance'];
const staffActor = { kind: 'staff', id: '00000000-0000-4000-8000-000000000001', name: 'Bench Agent' } as const;

interface Target {
  name: string;
  /** DATABASE_URL for the server, or undefined for PGlite under DATA_DIR. */
  databaseUrl?: string;
  setup: () => Promise<{ dataDir: string; databaseUrl?: string; cleanup: () => Promise<void> }>;
}

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const started = performance.now();
  const opened = await openDatabase({ dataDir, databaseUrl });
  let reference = '';
  try {
    const base = Date.now() - ticketCount * 60_000;
    for (let start = 0; start < ticketCount; start += 500) {
      await opened.db.transaction(async (tx) => {
        for (let i = start; i < Math.min(start + 500, ticketCount); i += 1) {
          const mine = i >= ticketCount - customerTickets;
          const email = mine ? customerEmail : `customer${i % 2000}@example.com`;
          const at = new Date(base + i * 60_000);
          const ticket = await insertTicket(
            tx,
            {
              name: mine ? 'Bench Customer' : `Customer ${i % 2000}`,
              email,
              subject: `${subjects[i % subjects.length]} #${i}`,
              message: `Ticket ${i}: what happened, what I expected, and the steps to see it again.`,
              urgency: urgencies[i % 3]!,
            },
            at,
            { kind: 'customer', name: 'Customer' },
          );
          if (mine) reference = ticket.reference;
          if (mine || i % 3 === 0) await addTicketEntry(tx, ticket.id, 'response', staffActor, 'Thanks, we are looking into it.', new Date(at.getTime() + 10_000));
          if (mine) await addTicketEntry(tx, ticket.id, 'reply', { kind: 'customer', name: 'Bench Customer' }, 'Thank you, here is more detail.', new Date(at.getTime() + 20_000));
        }
      });
    }
  } finally {
    await opened.close();
  }
  console.log(`  seeded ${ticketCount} tickets in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return reference;
}

async function signIn(server: RunningServer, path: string, body: unknown): Promise<string> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`${path} set no cookie`);
  return cookie;
}

interface Row {
  database: string;
  read: string;
  rps: number;
  p50: number;
  p95?: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, options: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string; path?: () => string }) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const next = options.path;
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        // A path made for each request (a new search each time), when given.
        ...(next ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }] } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const p95 = times.length > 0 ? times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]! : NaN;
  return { rps: result.requests.average, p50: result.latency.p50, p95, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts };
}

/** The forum's seed: threads over ten years' worth of minutes, each with its replies, in the five categories. */
async function seedTheForum(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const started = performance.now();
  const opened = await openDatabase({ dataDir, databaseUrl });
  try {
    const base = Date.now() - forumThreadCount * 60_000;
    const chunk = 5_000;
    for (let start = 0; start < forumThreadCount; start += chunk) {
      const threads: SeedThread[] = [];
      for (let i = start; i < Math.min(start + chunk, forumThreadCount); i += 1) {
        const at = new Date(base + i * 60_000);
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
    await seedForum(opened.db, [], 500, { analyze: true });
  } finally {
    await opened.close();
  }
  console.log(`  seeded ${forumThreadCount} threads and ${forumThreadCount * forumRepliesPerThread} replies in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function benchForum(target: Target, rows: Row[]): Promise<void> {
  console.log(`\n${target.name}: forum`);
  const { dataDir, databaseUrl, cleanup } = await target.setup();
  let server: RunningServer | undefined;
  try {
    await seedTheForum(dataDir, databaseUrl);
    server = await startServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    // The first requests find nothing remembered: the page and its counts are read from the database.
    const timed = async (url: string) => {
      const started = performance.now();
      const response = await fetch(url);
      return { body: (await response.json()) as { threads: { id: string }[]; total: number }, ms: performance.now() - started };
    };
    const first = await timed(`${server.url}/threads`);
    console.log(`  GET /threads: ${first.body.threads.length} threads of ${first.body.total} on the first page; first request ${first.ms.toFixed(0)} ms`);
    const search = await timed(`${server.url}/threads?searchQuery=webhook`);
    console.log(`  search 'webhook': ${search.body.total} threads match; first request ${search.ms.toFixed(0)} ms`);
    const threadId = first.body.threads[0]!.id;
    // A returning browser: its visitor cookie (made by its first view), so the load measures reads, not a new visitor per request.
    const opened = await fetch(`${server.url}/replies?threadId=${threadId}`);
    const cookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const headers = { accept: 'application/json', cookie };
    rows.push({ database: target.name, read: 'GET /threads (Recent, first page)', ...(await load(`${server.url}/threads`, { headers })) });
    rows.push({ database: target.name, read: 'GET /threads?searchQuery=webhook', ...(await load(`${server.url}/threads?searchQuery=webhook`, { headers })) });
    // A search nobody made in the last seconds, each request: "number 123" (words of titles: 1 to 111 threads match).
    const newSearch = () => `/threads?searchQuery=${encodeURIComponent(`number ${Math.floor(Math.random() * forumThreadCount)}`)}`;
    rows.push({ database: target.name, read: 'GET /threads?searchQuery=(new each time)', ...(await load(`${server.url}/threads`, { headers, path: newSearch })) });
    rows.push({ database: target.name, read: `GET /replies?threadId= (${forumRepliesPerThread})`, ...(await load(`${server.url}/replies?threadId=${threadId}`, { headers })) });
  } finally {
    await server?.stop();
    await cleanup();
  }
}

async function bench(target: Target, rows: Row[]): Promise<void> {
  console.log(`\n${target.name}`);
  const { dataDir, databaseUrl, cleanup } = await target.setup();
  let server: RunningServer | undefined;
  try {
    const reference = await seed(dataDir, databaseUrl);
    server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const staffCookie = await signIn(server, '/api/auth/sign-in', admin);
    const customerCookie = await signIn(server, '/api/ticket-auth', { email: customerEmail, ticketId: reference });

    const staffUrl = `${server.url}/api/tickets?status=open&urgency=high&q=payment&page=2&pageSize=25`;
    const check = await fetch(staffUrl, { headers: { cookie: staffCookie } });
    const page = (await check.json()) as { tickets: unknown[]; total: number };
    console.log(`  staff list: ${page.tickets.length} of ${page.total} matching tickets on the page`);
    rows.push({ database: target.name, read: 'staff list (filtered page)', ...(await load(staffUrl, { headers: { cookie: staffCookie } })) });

    const body = JSON.stringify({ email: customerEmail });
    const headers = { cookie: customerCookie, 'content-type': 'application/json', origin: server.url };
    rows.push({ database: target.name, read: `customer list (${customerTickets} tickets)`, ...(await load(`${server.url}/api/client-tickets`, { method: 'POST', headers, body })) });
  } finally {
    await server?.stop();
    await cleanup();
  }
}

const targets: Target[] = [];
// BENCH_TARGETS=pglite or =postgres runs one database (both by default; PostgreSQL only with a URL).
const wanted = new Set((process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((t) => t.trim()));
if (wanted.has('pglite')) targets.push(
  {
    name: 'PGlite (embedded)',
    setup: async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-bench-'));
      return { dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl && wanted.has('postgres')) {
  targets.push({
    name: 'PostgreSQL',
    setup: async () => {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query('drop database if exists orisun_bench with (force)');
      await admin.query('create database orisun_bench');
      await admin.end();
      const url = new URL(postgresUrl);
      url.pathname = '/orisun_bench';
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-bench-'));
      return {
        dataDir,
        databaseUrl: url.toString(),
        cleanup: async () => {
          await rm(dataDir, { recursive: true, force: true });
          const client = new pg.Client({ connectionString: postgresUrl });
          await client.connect();
          await client.query('drop database if exists orisun_bench with (force)');
          await client.end();
        },
      };
    },
  });
} else {
  console.log('bench:api: BENCH_DATABASE_URL / TEST_DATABASE_URL not set, so PostgreSQL is skipped');
}

const rows: Row[] = [];
for (const target of targets) {
  if (parts.has('desk')) await bench(target, rows);
  if (parts.has('forum')) await benchForum(target, rows);
}

console.log(`\n${ticketCount} tickets; ${forumThreadCount} threads with ${forumRepliesPerThread} replies each; ${connections} connections, ${seconds} s per read:`);
console.log(`  ${'database'.padEnd(20)} ${'read'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  non-2xx`);
for (const r of rows) {
  console.log(
    `  ${r.database.padEnd(20)} ${r.read.padEnd(40)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(8)} ${(r.p95 ?? NaN).toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)}  ${r.non2xx}`,
  );
}
if (rows.some((r) => r.non2xx > 0)) {
  console.error('bench:api: some requests failed (see non-2xx)');
  process.exit(1);
}
