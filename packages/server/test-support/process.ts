/**
 * The real server process for tests and scripts (`node --import tsx src/main.ts`): start one on a free port with an
 * environment of its own, wait until it serves, wait for its exit, and a scratch PostgreSQL database for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether something answers on the port of 127.0.0.1 (a test server that has started: Redis, Dovecot). */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function startServer(env: Record<string, string>, port?: number): ServerProcess {
  const chosenPort = port ?? 0;
  let output = '';
  const child = spawn(process.execPath, ['--conditions=@orisun/source', '--import', 'tsx', mainFile], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITE_DIR: path.join(os.tmpdir(), 'orisun-no-site-here'),
      ...(chosenPort ? { PORT: String(chosenPort) } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port: chosenPort, output: () => output, exited };
}

export async function health(port: number): Promise<number | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status;
  } catch {
    return undefined;
  }
}

/**
 * How long a server process may take to start (or to fail to): a few seconds alone, but `node --import tsx` compiles
 * the server as it loads, and on two cores shared with the browser test projects one took over 60 s (the clean CI
 * runs of bf9a843 and d073499 on a slower machine, load average 18).
 */
export const startupMs = 150_000;

/** Waits until the server answers /api/health with 200, failing early if the process exits. */
export async function waitUntilServing(server: ServerProcess, timeoutMs = startupMs): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before serving:\n${server.output()}`);
    if ((await health(server.port)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not serve within ${timeoutMs} ms:\n${server.output()}`);
}

/** Polls `check` every 200 ms until it holds; fails with `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function exitWithin(server: ServerProcess, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`process still running after ${timeoutMs} ms:\n${server.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A new, empty PostgreSQL database next to `base`'s (default TEST_DATABASE_URL; its user may create databases). */
export async function createScratchDatabase(base = process.env.TEST_DATABASE_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `orisun_crash_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
