import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { rateLimitHits } from '../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';
import { databaseRateLimitStore, deleteEndedRateLimits } from './rateLimitStore.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => database.reset());

/** The store as the plugin makes it (`new Store(options)`), then a route's child. */
function routeStore(method: string, url: string): FastifyRateLimitStore {
  const Store = databaseRateLimitStore(database.db);
  const child = new Store({}).child({ routeInfo: { method, url } } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
  return child;
}

const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), windowMs, 10),
  );

describe('the rate limits counted in the database (several servers on one PostgreSQL)', () => {
  it('counts hits per route and address, and says how long the window has left', async () => {
    const contact = routeStore('POST', '/contact');
    const brief = routeStore('POST', '/submit-form');
    expect(await incr(contact, '10.0.0.1', 60_000)).toMatchObject({ current: 1 });
    const second = await incr(contact, '10.0.0.1', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(contact, '10.0.0.2', 60_000)).current).toBe(1);
    expect((await incr(brief, '10.0.0.1', 60_000)).current).toBe(1);
  });

  it('counts 20 hits sent at once exactly', async () => {
    const store = routeStore('POST', '/contact');
    const results = await Promise.all(Array.from({ length: 20 }, () => incr(store, '10.0.0.9', 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts a new window once the last has ended, and deletes ended counters', async () => {
    const store = routeStore('GET', '/api/thing');
    await incr(store, '10.0.0.1', 300);
    expect((await incr(store, '10.0.0.1', 300)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await incr(store, '10.0.0.1', 300)).current).toBe(1);
    await incr(store, '10.0.0.2', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await deleteEndedRateLimits(database.db);
    expect((await database.db.select().from(rateLimitHits)).map((row) => row.key)).toEqual(['GET /api/thing 10.0.0.2']);
  });
});
