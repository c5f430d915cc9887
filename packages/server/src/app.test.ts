import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema, healthResponseSchema, readyResponseSchema } from '@orisun/api';
import { buildApp, serverVersion, type App } from './app.ts';
import { expectedMigrations, migrationsFolder, type Database } from './db/index.ts';
import { mailOutbox } from './db/schema.ts';
import { HttpError } from './http/errors.ts';
import { testConfig } from '../test-support/config.ts';
import { openTestDatabase, testDriver, type TestDatabase } from '../test-support/db.ts';

let database: TestDatabase;
let app: App;

/** A POST of `payload` to the probe route that validates a body (`/api/test/contact`). */
const postToProbe = (payload: string | Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/test/contact', payload, headers });

/** Test-only routes exercising the error handler the way real endpoints will. */
function addProbeRoutes(target: App) {
  target.post(
    '/api/test/contact',
    {
      schema: {
        body: z.object({
          email: z.email({ message: 'Enter a valid e-mail address.' }),
          address: z.object({ city: z.string().min(1, 'Enter a city.') }),
        }),
      },
    },
    async (request) => ({ received: request.body.email }),
  );
  target.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  target.get('/api/test/crash', async () => {
    throw new Error('database password is hunter2');
  });
  target.get('/api/test/gone', async () => {
    throw new HttpError(410, 'This ticket was closed and archived.');
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database });
  addProbeRoutes(app);
  await app.ready();
});
beforeEach(() => database.reset());
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`GET /api/health (${testDriver()})`, () => {
  it('answers 200 with the driver, the version and an ok database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = healthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', database: { driver: testDriver(), ok: true }, version: serverVersion });
  });

  it('answers 503 "degraded" when the database does not answer', async () => {
    const broken = {
      driver: database.driver,
      migrationsSchema: database.migrationsSchema,
      close: async () => undefined,
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database,
    };
    const brokenApp = await buildApp({ config: testConfig(), database: broken });
    try {
      const response = await brokenApp.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(healthResponseSchema.parse(response.json())).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      await brokenApp.close();
    }
  });
});

describe(`GET /api/ready (${testDriver()})`, () => {
  it('answers 200 when the database answers and has every migration, with the mail backlog', async () => {
    const empty = readyResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/ready' })).json());
    expect(empty).toEqual({
      ready: true,
      database: { driver: testDriver(), ok: true },
      migrations: { applied: expectedMigrations, expected: expectedMigrations },
      outbox: { pending: 0, failed: 0, oldestPendingSeconds: null },
    });
    expect(expectedMigrations).toBe(readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).length);

    const mail = { kind: 'contact-message', toAddress: 'lagos@orisun.test', subject: 'S', text: 'T' };
    await database.db.insert(mailOutbox).values([
      { ...mail, createdAt: new Date(Date.now() - 90_000) },
      { ...mail },
      { ...mail, status: 'failed', attempts: 12 },
      { ...mail, status: 'sent', sentAt: new Date() },
    ]);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { outbox } = readyResponseSchema.parse(response.json());
    expect(outbox).toMatchObject({ pending: 2, failed: 1 });
    expect(outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(89);
    expect(outbox.oldestPendingSeconds).toBeLessThan(600);
  });

  it('answers 503 when the database lacks a migration of this release, or does not answer', async () => {
    const unmigrated = await buildApp({ config: testConfig(), database: { ...database, migrationsSchema: 'no_journal_here' } });
    try {
      const response = await unmigrated.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(readyResponseSchema.parse(response.json())).toMatchObject({ ready: false, database: { ok: true }, migrations: { applied: 0 } });
    } finally {
      await unmigrated.close();
    }
    const broken = { ...database, db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database };
    const brokenApp = await buildApp({ config: testConfig(), database: broken });
    try {
      const response = await brokenApp.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(readyResponseSchema.parse(response.json())).toMatchObject({ ready: false, database: { ok: false } });
    } finally {
      await brokenApp.close();
    }
  });
});

describe(`GET /metrics (${testDriver()})`, () => {
  it('counts requests by method, route and status, the 429s, and reads the outbox backlog, for this machine', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '10.9.9.9' });
    await app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '10.9.9.9' });
    await database.db.insert(mailOutbox).values({ kind: 'contact-message', toAddress: 'a@orisun.test', subject: 'S', text: 'T' });

    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const sample = (name: string) => Number(new RegExp(`^${name.replace(/[{}"/()]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(sample('http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBeGreaterThanOrEqual(2);
    expect(sample('http_rate_limited_total{route="/api/test/limited"}')).toBeGreaterThanOrEqual(1);
    expect(sample('mail_outbox_pending')).toBe(1);
    expect(sample('mail_outbox_failed')).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \S+$/m);
  });

  it('is refused (403) to any other address, unless it brings METRICS_TOKEN', async () => {
    const token = 'k'.repeat(32);
    const withToken = await buildApp({ config: testConfig({ METRICS_TOKEN: token }), database });
    try {
      const from = (authorization?: string) =>
        withToken.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: authorization ? { authorization } : {} });
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5' })).statusCode).toBe(403);
      expect((await from()).statusCode).toBe(403);
      expect((await from(`Bearer ${'x'.repeat(32)}`)).statusCode).toBe(403);
      expect((await from(`Bearer ${token}x`)).statusCode).toBe(403);
      const allowed = await from(`Bearer ${token}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await withToken.close();
    }
  });
});

describe('security headers', () => {
  it('sends the Content-Security-Policy on API and page responses', async () => {
    for (const url of ['/api/health', '/']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Only the contact page's map may be framed, and only from OpenStreetMap.
      expect(csp).toContain("frame-src 'self' https://www.openstreetmap.org");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends HSTS only when the public URL is https', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const httpsApp = await buildApp({ config: testConfig({ PUBLIC_URL: 'https://orisun.example' }), database });
    try {
      const secure = await httpsApp.inject({ method: 'GET', url: '/api/health' });
      expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await httpsApp.close();
    }
  });
});

describe('errors have one shape', () => {
  it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorResponseSchema.parse(response.json()).error).toBe(`There is no API endpoint at ${method} /api/no-such-thing.`);
    }
  });

  it('turns invalid fields into a 400 with dotted paths', async () => {
    const response = await postToProbe({ email: 'nope', address: { city: '' } });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error).toBe('Some fields are missing or invalid.');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid e-mail address.' },
        { path: 'address.city', message: 'Enter a city.' },
      ]),
    );
  });

  it('accepts a valid body', async () => {
    const response = await postToProbe({ email: 'ada@example.com', address: { city: 'Lagos' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 'ada@example.com' });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await postToProbe('{"email": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error).toBe('The request body is not valid JSON.');
  });

  it('answers an oversized body with 413', async () => {
    const response = await postToProbe({ email: 'a@b.co', address: { city: 'x'.repeat(1024 * 1024 + 1) } });
    expect(response.statusCode).toBe(413);
    expect(errorResponseSchema.parse(response.json()).error).toBe('The request body is too large.');
  });

  it('answers rate-limited requests with 429 and Retry-After', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorResponseSchema.parse(limited.json()).error).toMatch(/^Too many requests\. Please wait \d+ seconds/);
  });

  it('hides the details of unexpected errors behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('hunter2');
  });

  it('passes the status and sentence of an HttpError through', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/gone' });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ error: 'This ticket was closed and archived.' });
  });

  it('answers non-GET requests to page paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'PUT', url: '/about' });
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.safeParse(response.json()).success).toBe(true);
  });
});

describe('without a built site', () => {
  it('explains how to build it on / with a 503, while the API keeps working', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
