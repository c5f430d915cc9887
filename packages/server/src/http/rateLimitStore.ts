import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
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

/**
 * The Redis connection the rate limits count in when `REDIS_URL` is set (`@fastify/rate-limit`'s own Redis store, one
 * Lua script per hit). A command that takes more than half a second fails; the plugin then lets the request through
 * (`skipOnError`): a Redis outage must not take the forms and the forum down with it. The outage and the recovery
 * are logged once each.
 */
export function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectionName: 'orisun-rate-limits',
    connectTimeout: 2_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    // Nothing waits for a connection that is down: the hit fails at once and the request goes through.
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let healthy = true;
  redis.on('error', (error: Error) => {
    if (!healthy) return;
    healthy = false;
    log.warn({ err: error.message }, 'rate limits: Redis does not answer; requests go through uncounted until it does');
  });
  redis.on('ready', () => {
    if (healthy) return;
    healthy = true;
    log.info('rate limits: Redis answers again');
  });
  return redis;
}

/** Waits for the Redis connection to be ready, at most `timeoutMs` (the server then starts anyway, uncounted). */
export async function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
