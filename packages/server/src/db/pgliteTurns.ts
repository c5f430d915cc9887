import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs each query on the main thread, and its own queue hands the next query over in a microtask: with many
 * requests waiting, queries ran back to back and the event loop accepted no connection and read no request until the
 * queue was empty (at 200 connections, `npm run bench:api` saw 10 s timeouts on PGlite, none on PostgreSQL). This
 * puts one turn of the event loop between the client's top-level calls (`query`, `exec`, `transaction`), so network
 * work is done between any two of them. A transaction's own statements run inside it, without waiting.
 */
export function takeTurns(client: PGlite): void {
  let previous: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const run = previous.then(turn).then(() => original(...args));
      previous = run.catch(() => undefined);
      return run;
    };
  }
  // Closing waits for the calls already queued here (a shutdown's last requests), as PGlite's own queue would.
  const close = client.close.bind(client);
  client.close = () => previous.then(close);
}
