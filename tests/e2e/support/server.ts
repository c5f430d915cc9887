import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const siteDir = path.join(repoRoot, 'site/dist/client');

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Lines the server wrote, for failure messages. */
  output: () => string;
  /** The server's DATA_DIR (its mail is written as .eml files under `mail/`): temporary unless `env` gave one. */
  dataDir: string;
  /** The server process's id (for its CPU time in /proc). */
  pid: number;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /** Node's own flags before the entry point (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
  /** How long `stop()` waits after SIGTERM before a SIGKILL (default 10 s). */
  killAfterMs?: number;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the REAL server (`packages/server/src/main.ts`, NODE_ENV=production) on a free port of 127.0.0.1, serving
 * the built site, with `env` over the defaults below. Without a DATA_DIR in `env`, a temporary one that `stop()`
 * removes. The e2e tests and `npm run bench:api` both start it here.
 */
export async function startServer(env: Record<string, string> = {}, options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'orisun-e2e-data-')));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--conditions=@orisun/source', '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Every answer of the journeys checked against the contract too (a break is a 500 the test sees).
      CHECK_RESPONSES: 'on',
      // Mail goes to .eml files in DATA_DIR/mail, never to an SMTP server of the developer's shell.
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, output, dataDir, pid: child.pid!, stop };
}
