import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/db/index.ts';
import { contactMessages, mailOutbox } from '../src/db/schema.ts';
import { createScratchDatabase, exitWithin, freePort, startServer, waitUntilServing, type ServerProcess } from './process.ts';

export interface CrashWritesOptions {
  /** How many contact messages to send in all. */
  total: number;
  /** Kill the server with -9 once this many have been answered 200. */
  killAfter: number;
  /** Messages in flight at once. Default 20. */
  concurrency?: number;
  /** A PostgreSQL server to run on (a scratch database is made on it and dropped); otherwise PGlite. */
  postgresUrl?: string | undefined;
}

export interface CrashWritesResult {
  /** Requests sent before the kill cut the rest off. */
  sent: number;
  /** Answered 200 before the kill: the server said each was stored. */
  acknowledged: number;
  /** Of those, found in the database after a restart. */
  stored: number;
  /** Acknowledged but missing: must be 0. */
  lost: number;
  /** Of the acknowledged, those whose mail is in the outbox after the restart. */
  withMail: number;
}

/**
 * Sends contact messages to a real server, kills it with -9 in the middle, starts it again on the same data, and
 * counts what became of every message it had answered 200 (the promise: a 200 means stored, with its mail).
 */
export async function crashWrites(options: CrashWritesOptions): Promise<CrashWritesResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-crash-writes-'));
  const scratch = options.postgresUrl ? await createScratchDatabase(options.postgresUrl) : undefined;
  const env = { DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_HOUR: '100000', ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  const servers: ServerProcess[] = [];
  try {
    const server = startServer(env, await freePort());
    servers.push(server);
    await waitUntilServing(server);
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const send = async (email: string) => {
      try {
        const response = await fetch(`http://127.0.0.1:${server.port}/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Crash Writes', email, message: 'A message the server must not lose once it said so.', office: 1, website: '' }),
        });
        if (response.status === 200) acknowledged.push(email);
      } catch {
        // Cut off by the kill: never acknowledged.
      }
      if (!killed && acknowledged.length >= options.killAfter) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    };
    const stamp = `${process.pid}-${Date.now()}`;
    const worker = async () => {
      while (!killed && sent < options.total) await send(`crash-${stamp}-${sent++}@example.com`);
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 20 }, worker));
    if (!killed) server.child.kill('SIGKILL');
    await server.exited;

    const restarted = startServer(env, await freePort());
    servers.push(restarted);
    await waitUntilServing(restarted);
    restarted.child.kill('SIGTERM');
    await exitWithin(restarted, 15_000);

    const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    try {
      const storedEmails = new Set<string>();
      const mailed = new Set<string>();
      for (let i = 0; i < acknowledged.length; i += 500) {
        const batch = acknowledged.slice(i, i + 500);
        for (const row of await database.db.select({ email: contactMessages.email }).from(contactMessages).where(inArray(contactMessages.email, batch))) storedEmails.add(row.email);
        for (const row of await database.db.select({ replyTo: mailOutbox.replyTo }).from(mailOutbox).where(inArray(mailOutbox.replyTo, batch))) if (row.replyTo) mailed.add(row.replyTo);
      }
      return {
        sent,
        acknowledged: acknowledged.length,
        stored: acknowledged.filter((email) => storedEmails.has(email)).length,
        lost: acknowledged.filter((email) => !storedEmails.has(email)).length,
        withMail: acknowledged.filter((email) => mailed.has(email)).length,
      };
    } finally {
      await database.close();
    }
  } finally {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}
