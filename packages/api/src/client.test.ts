import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { ApiError, createApiClient, defineEndpoint, endpoints, resumeMaxBytes, teamApplicationFormData } from './index.ts';
import {
  defaultResponses,
  handlers,
  healthFixtures,
  mockEndpoint,
  respondSlowly,
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
  body: z.object({ email: z.email({ message: 'Enter a valid e-mail address.' }), name: z.string().check(z.minLength(1)) }),
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

describe('submitTeamApplication (multipart upload)', () => {
  const fields = { name: 'Tunde Bakare', email: 'tunde@example.com', role: 'Backend developer', message: 'I build APIs.', website: '' };
  const pdf = (bytes: BlobPart = '%PDF-1.7\n%minimal') => new File([bytes], 'CV.pdf', { type: 'application/pdf' });
  const form = (overrides: Partial<typeof fields> = {}, resume: File = pdf()) => teamApplicationFormData({ ...fields, ...overrides }, resume);

  /** The same call through fetch (no progress asked) and through XMLHttpRequest (progress asked). */
  const transports = [
    ['fetch', undefined],
    ['XMLHttpRequest', () => undefined],
  ] as const;

  it.each(transports)('via %s: sends the fields and the file as multipart/form-data and resolves with the fixture', async (_via, onUploadProgress) => {
    let seen: { method: string; contentType: string | null; fields: Record<string, unknown>; resume: string } | undefined;
    server.use(
      mockEndpoint(endpoints.submitTeamApplication, async ({ request }) => {
        const body = await request.formData();
        const resume = body.get('resume');
        seen = {
          method: request.method,
          contentType: request.headers.get('content-type'),
          fields: Object.fromEntries(['name', 'email', 'role', 'message', 'website'].map((key) => [key, body.get(key)])),
          resume: typeof resume === 'string' || resume === null ? 'not a file' : await resume.text(),
        };
        return HttpResponse.json(defaultResponses.submitTeamApplication);
      }),
    );
    const answer = await api.submitTeamApplication(form(), onUploadProgress ? { onUploadProgress } : undefined);
    expect(answer).toEqual({ message: "Thank you for your submission! We'll get back to you once your application is analyzed." });
    expect(seen?.method).toBe('POST');
    expect(seen?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.fields).toEqual(fields);
    expect(seen?.resume).toBe('%PDF-1.7\n%minimal');
  });

  it('reports upload progress as rising fractions that end at 1', async () => {
    const progress: number[] = [];
    await api.submitTeamApplication(form(), { onUploadProgress: (fraction) => progress.push(fraction) });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    for (const [index, fraction] of progress.entries()) {
      expect(fraction).toBeGreaterThanOrEqual(0);
      expect(fraction).toBeLessThanOrEqual(1);
      if (index > 0) expect(fraction).toBeGreaterThan(progress[index - 1]!);
    }
  });

  it.each(transports)('via %s: the default mock validates the fields and the resume like the server (400 with paths)', async (_via, onUploadProgress) => {
    const body = teamApplicationFormData({ ...fields, email: 'not-an-address', role: ' ' }, pdf());
    body.delete('resume');
    const error = await rejection(api.submitTeamApplication(body, onUploadProgress ? { onUploadProgress } : undefined));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are missing or invalid.');
    expect(error.fieldErrors()).toEqual({
      email: 'Enter a valid e-mail address, like name@example.com.',
      role: 'Enter the role you are interested in.',
      resume: 'Attach your resume.',
    });
  });

  it.each(transports)('via %s: a resume over 5 MB gets the 413 with the limit in its sentence', async (_via, onUploadProgress) => {
    const error = await rejection(
      api.submitTeamApplication(form({}, pdf(new Uint8Array(resumeMaxBytes + 1))), onUploadProgress ? { onUploadProgress } : undefined),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(413);
    expect(error.message).toBe('The resume must be 5 MB or smaller.');
    expect(error.fieldErrors()).toEqual({ resume: 'The resume must be 5 MB or smaller.' });
  });

  it('via XMLHttpRequest: reads Retry-After from a 429', async () => {
    server.use(respondWithError(endpoints.submitTeamApplication, 429, { retryAfterSeconds: 120 }));
    const error = await rejection(api.submitTeamApplication(form(), { onUploadProgress: () => undefined }));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfterSeconds: 120 });
    expect(error.message).toMatch(/Too many requests/);
  });

  it('via XMLHttpRequest: an error answer without a JSON body still gets a readable message', async () => {
    server.use(mockEndpoint(endpoints.submitTeamApplication, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await rejection(api.submitTeamApplication(form(), { onUploadProgress: () => undefined }));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(error.body.error).toMatch(/server had a problem/i);
  });

  it('via XMLHttpRequest: a 200 that breaks the contract is a contract error', async () => {
    server.use(mockEndpoint(endpoints.submitTeamApplication, () => HttpResponse.json({ ok: true })));
    const error = await rejection(api.submitTeamApplication(form(), { onUploadProgress: () => undefined }));
    expect(error).toMatchObject({ kind: 'contract', status: 200 });
  });

  it('via XMLHttpRequest: an unreachable server is a network error with status 0', async () => {
    server.use(respondWithNetworkError(endpoints.submitTeamApplication));
    const error = await rejection(api.submitTeamApplication(form(), { onUploadProgress: () => undefined }));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it.each(transports)('via %s: aborting rejects with the AbortError, not an ApiError', async (_via, onUploadProgress) => {
    server.use(respondSlowly(endpoints.submitTeamApplication, 'infinite'));
    const controller = new AbortController();
    const call = api.submitTeamApplication(form(), { signal: controller.signal, ...(onUploadProgress ? { onUploadProgress } : {}) });
    setTimeout(() => controller.abort(), 20);
    const reason: unknown = await call.then(() => null, (error: unknown) => error);
    expect(reason).not.toBeInstanceOf(ApiError);
    expect((reason as Error).name).toBe('AbortError');
  });

  it('via XMLHttpRequest: an already aborted signal sends nothing', async () => {
    let requests = 0;
    server.use(
      mockEndpoint(endpoints.submitTeamApplication, () => {
        requests += 1;
        return HttpResponse.json(defaultResponses.submitTeamApplication);
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const reason: unknown = await api
      .submitTeamApplication(form(), { signal: controller.signal, onUploadProgress: () => undefined })
      .then(() => null, (error: unknown) => error);
    expect((reason as Error).name).toBe('AbortError');
    expect(requests).toBe(0);
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
