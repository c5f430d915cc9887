import { spawn, type ChildProcess } from 'node:child_process';
import { answers, freePort } from './process.ts';

export interface TestRedis {
  /** `redis://127.0.0.1:<port>`, for `REDIS_URL`. */
  url: string;
  /** Stops the server (a Redis outage); `start` runs it again on the same port, empty. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/**
 * A real Redis server (Debian's `redis-server`, which `.ci/run` installs) on 127.0.0.1 and a free port, in memory only
 * (no snapshot, no append-only file).
 */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
      stdio: 'ignore',
    });
    child = started;
    const failed = new Promise<never>((_, reject) => {
      started.once('error', (error) => reject(new Error(`redis-server could not start (${error.message}): install it (apt-get install redis-server)`)));
    });
    const deadline = Date.now() + 10_000;
    const ready = (async () => {
      while (!(await answers(port))) {
        if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await Promise.race([ready, failed]);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
