/**
 * `npm run bench:api`: the support desk's two busiest reads under load, on the real server. Not part
 * of `npm test` (about a minute per database). For each database (embedded PGlite, and PostgreSQL
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set):
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
 * On PostgreSQL it creates (and afterwards drops) the database `orisun_bench` on that server.
 * Every response must be a 200: the run exits 1 otherwise. The machine should be otherwise idle.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../packages/server/src/db/index.ts';
import { addTicketEntry, insertTicket } from '../../packages/server/src/db/tickets.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';

const ticketCount = Number(process.env.BENCH_TICKETS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const admin = { email: 'bench-admin@example.com', password: 'bench admin passphrase 2026' };
const customerEmail = 'bench-customer@example.com';
const customerTickets = 20;
const subjects = ['Payment page times out', 'Cannot sign in to the app', 'Invoice shows the wrong VAT', 'Feature request: export to Excel', 'Mobile app crashes on start'];
const urgencies = ['low', 'medium', 'high'] as const;
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
  p99: number;
  non2xx: number;
}

async function load(url: string, options: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) {
  const result = await autocannon({ url, connections, duration: seconds, method: options.method ?? 'GET', headers: options.headers, body: options.body });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts };
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

const targets: Target[] = [
  {
    name: 'PGlite (embedded)',
    setup: async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-bench-'));
      return { dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
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
for (const target of targets) await bench(target, rows);

console.log(`\n${ticketCount} tickets, ${connections} connections, ${seconds} s per read:`);
console.log(`  ${'database'.padEnd(20)} ${'read'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  non-2xx`);
for (const r of rows) {
  console.log(`  ${r.database.padEnd(20)} ${r.read.padEnd(30)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)}  ${r.non2xx}`);
}
if (rows.some((r) => r.non2xx > 0)) {
  console.error('bench:api: some requests failed (see non-2xx)');
  process.exit(1);
}
