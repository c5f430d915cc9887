import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, defineEndpoint, endpoints } from './index.ts';
import {
  handlers,
  healthFixtures,
  mockEndpoint,
  respondWith,
  respondWithError,
  respondWithNetworkError,
  subscribeFixtures,
} from './mocks/index.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });

/** A test-only endpoint with a body, to exercise request validation and field issues. */
const subscribe = defineEndpoint({
  method: 'POST',
  path: '/api/test/subscribers/:list',
  summary: 'test only',
  params: z.object({ list: z.string() }),
  body: z.object({ email: z.email({ message: 'Enter a valid e-mail address.' }), name: z.string().min(1) }),
  responses: { 201: z.object({ id: z.string() }) },
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient against the MSW handlers', () => {
  it('parses the health fixture served by the default handlers', async () => {
    await expect(api.health()).resolves.toEqual(healthFixtures.ok);
  });

  it('resolves a 503 health answer with the degraded status instead of throwing', async () => {
    server.use(respondWith(endpoints.health, healthFixtures.degraded, { status: 503 }));
    const health = await api.health();
    expect(health.status).toBe('degraded');
    expect(health.database.ok).toBe(false);
  });

  it('surfaces a 400 error body as an ApiError with its field issues', async () => {
    server.use(
      respondWithError(endpoints.health, 400, {
        error: 'Some fields are missing or invalid.',
        issues: [{ path: 'email', message: 'Enter a valid e-mail address.' }],
      }),
    );
    const error = await rejection(api.health());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are missing or invalid.');
    expect(error.issues).toEqual([{ path: 'email', message: 'Enter a valid e-mail address.' }]);
    expect(error.fieldErrors()).toEqual({ email: 'Enter a valid e-mail address.' });
  });

  it('gets a 400 with dotted field paths when the mock validates an invalid body', async () => {
    server.use(respondWith(subscribe, { id: 'sub_1' }));
    const error = await rejection(
      api.request(subscribe, { params: { list: 'news' }, body: { email: 'not-an-address', name: '' } }),
    );
    expect(error.status).toBe(400);
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(['email', 'name']);
    expect(error.fieldErrors().email).toBe('Enter a valid e-mail address.');
  });

  it('sends params, JSON body and content type, and parses a declared 201', async () => {
    let seen: { url: string; contentType: string | null; body: unknown } | undefined;
    server.use(
      mockEndpoint(subscribe, async ({ request }) => {
        seen = { url: request.url, contentType: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ id: 'sub_42' }, { status: 201 });
      }),
    );
    const created = await api.request(subscribe, {
      params: { list: 'press & media' },
      body: { email: 'ada@example.com', name: 'Ada' },
    });
    expect(created).toEqual({ id: 'sub_42' });
    expect(seen).toEqual({
      url: 'http://localhost/api/test/subscribers/press%20%26%20media',
      contentType: 'application/json',
      body: { email: 'ada@example.com', name: 'Ada' },
    });
  });

  it('rejects a 200 whose body does not match the schema', async () => {
    server.use(
      mockEndpoint(endpoints.health, () => HttpResponse.json({ status: 'ok', version: 1 })),
    );
    const error = await rejection(api.health());
    expect(error.kind).toBe('contract');
    expect(error.status).toBe(200);
  });

  it('rejects a 200 that is not JSON at all', async () => {
    server.use(mockEndpoint(endpoints.health, () => HttpResponse.text('<html>proxy error</html>')));
    const error = await rejection(api.health());
    expect(error.kind).toBe('contract');
  });

  it('gives a readable message when an error answer has no error body', async () => {
    server.use(mockEndpoint(endpoints.health, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await rejection(api.health());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.body.error).toMatch(/server had a problem/i);
    expect(error.issues).toEqual([]);
  });

  it('reads Retry-After from a 429', async () => {
    server.use(respondWithError(endpoints.health, 429, { retryAfterSeconds: 30 }));
    const error = await rejection(api.health());
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('reports an unreachable server as a network error with status 0', async () => {
    server.use(respondWithNetworkError(endpoints.health));
    const error = await rejection(api.health());
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });
});

describe('api.subscribe (POST /subscribe): the status tells new from already subscribed', () => {
  it('resolves 200 with the message, sending the list and the address as typed', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(endpoints.subscribe, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(subscribeFixtures.developerPortal);
      }),
    );
    await expect(api.subscribe({ email: 'Ada@Example.com', list: 'developer-portal' })).resolves.toEqual({
      status: 200,
      message: subscribeFixtures.developerPortal.message,
    });
    expect(sent).toEqual({ email: 'Ada@Example.com', list: 'developer-portal' });
  });

  it('resolves 201 (already on the list) instead of treating it as a plain success', async () => {
    server.use(respondWith(endpoints.subscribe, subscribeFixtures.alreadySubscribed, { status: 201 }));
    const answer = await api.subscribe({ email: 'ada@example.com' });
    expect(answer).toEqual({ status: 201, message: "You're already subscribed with this e-mail." });
  });

  it('gives every declared status with its body through requestWithStatus, and still throws for errors', async () => {
    server.use(respondWith(endpoints.health, healthFixtures.degraded, { status: 503 }));
    await expect(api.requestWithStatus(endpoints.health, {})).resolves.toEqual({ status: 503, body: healthFixtures.degraded });
    server.use(respondWithError(endpoints.subscribe, 429, { retryAfterSeconds: 60 }));
    const error = await rejection(api.subscribe({ email: 'ada@example.com' }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('the mock validates like the server: an invalid address is a 400 naming the field', async () => {
    const error = await rejection(api.subscribe({ email: 'ada@', list: 'newsletter' }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors().email).toBe('Enter a valid e-mail address, like name@example.com.');
  });
});
