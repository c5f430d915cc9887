import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { contactMessages } from '../db/schema.ts';
import { testConfig } from '../../test-support/config.ts';
import { formAppFixture } from '../../test-support/forms.ts';
import { startRedis, type TestRedis } from '../../test-support/redis.ts';

const form = formAppFixture();
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis?.stop());

const valid = { name: 'Adébáyọ̀ Ògúnlẹ́sì', email: 'ade@example.ng', message: 'We need a booking system for our clinic in Ogbomosho.', office: 2, website: '' };

/** An app of its own on the test database with REDIS_URL, one message an hour per visitor and form. */
const build = async () => {
  const app = await buildApp({
    config: testConfig({ REDIS_URL: redis.url, FORM_RATE_LIMIT_PER_HOUR: '1' }),
    database: form.database,
    mailTransport: form.transport,
    mailWorker: false,
  });
  await app.ready();
  return app;
};
const send = (app: Awaited<ReturnType<typeof build>>, remoteAddress: string) => app.inject({ method: 'POST', url: '/contact', payload: valid, remoteAddress });
const storedMessages = async () => (await form.database.db.select().from(contactMessages)).length;

describe('REDIS_URL: the rate limits count in Redis', () => {
  it('two servers share each visitor allowance, per route, and the counters are Redis keys with the window as their expiry', async () => {
    const [first, second] = await Promise.all([build(), build()]);
    const client = new Redis(redis.url);
    try {
      expect((await send(first, '10.4.4.4')).statusCode).toBe(200);
      const refused = await send(second, '10.4.4.4');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await send(second, '10.5.5.5')).statusCode).toBe(200);
      expect(await storedMessages()).toBe(2);
      const keys = (await client.keys('orisun:rate-limit:*')).sort();
      expect(keys).toEqual(['orisun:rate-limit:POST/contact-10.4.4.4', 'orisun:rate-limit:POST/contact-10.5.5.5']);
      const ttl = await client.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(3_500_000);
      expect(ttl).toBeLessThanOrEqual(3_600_000);
    } finally {
      client.disconnect();
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('while Redis is down requests go through uncounted (nothing is lost) and the counting starts again when it is back', async () => {
    const app = await build();
    try {
      await redis.stop();
      const during = [await send(app, '10.6.6.6'), await send(app, '10.6.6.6')];
      expect(during.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await storedMessages()).toBe(2);
      await redis.start();
      // The client reconnects on its own (within its retry delay), then counts again from an empty Redis.
      const deadline = Date.now() + 15_000;
      let statuses: number[] = [];
      while (Date.now() < deadline) {
        statuses = [(await send(app, '10.7.7.7')).statusCode, (await send(app, '10.7.7.7')).statusCode];
        if (statuses.includes(429)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });
});
