import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { rateLimitHits } from '../db/schema.ts';

/** What `@fastify/rate-limit` hands a store's `incr` callback: the hits in the window and the ms until it resets. */
interface Hit {
  current: number;
  ttl: number;
}

/** What the plugin passes to `child` at run time: the route's merged options, with the route itself. */
interface RouteParams {
  routeInfo?: { method?: string; url?: string };
}

/** Counts one hit on `key` in a window of `windowMs`: a new window when there is none or the last one has ended. */
async function hit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const window = sql`${`${windowMs} milliseconds`}::interval`;
  const ended = sql`${rateLimitHits.resetAt} <= now()`; // in the update: the stored row's
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then now() + ${window} else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, ttl: sql<number>`ceil(extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000)::integer` });
  if (!row) throw new Error('rate limit: the counter did not return its row');
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/**
 * A store for `@fastify/rate-limit` whose counters are rows of `rate_limit_hits`, so that several servers on one
 * PostgreSQL database count the same requests (each route's own, per client address). The plugin makes it with
 * `new Store(options)` and one child per route.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_pluginOptions?: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, hit?: Hit) => void, timeWindow: number): void {
      hit(db, this.#prefix + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method = '', url = '' } = (routeOptions as RouteParams).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${this.#prefix}${method} ${url} `);
    }
  };
}

/** Deletes the counters whose window has ended (run every few minutes). */
export async function deleteEndedRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
}
