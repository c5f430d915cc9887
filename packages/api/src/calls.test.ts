import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiRequester,
  endpointCalls,
  endpoints,
  healthEndpoints,
  inboxEndpoints,
  subscriptionEndpoints,
} from './index.ts';
import { handlers, healthFixtures, respondWith } from './mocks/index.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const requester = createApiRequester({ baseUrl: 'http://localhost' });

describe('endpointCalls: an area table as calls', () => {
  it('has one call per endpoint of the table, under its name, and no other', () => {
    expect(Object.keys(endpointCalls(requester, subscriptionEndpoints)).sort()).toEqual(Object.keys(subscriptionEndpoints).sort());
  });

  it('calls an endpoint without input and parses its answer', async () => {
    const health = endpointCalls(requester, healthEndpoints);
    await expect(health.health()).resolves.toEqual(healthFixtures.ok);
  });

  it('gives the declared status with withStatus, and still throws for errors', async () => {
    const health = endpointCalls(requester, healthEndpoints);
    server.use(respondWith(endpoints.health, healthFixtures.degraded, { status: 503 }));
    await expect(health.health.withStatus()).resolves.toEqual({ status: 503, body: healthFixtures.degraded });
    const subscriptions = endpointCalls(requester, subscriptionEndpoints);
    await expect(subscriptions.subscribe({ body: { email: 'ada@', list: 'newsletter' } })).rejects.toBeInstanceOf(ApiError);
  });

  it('makes an address with url, fetching nothing', () => {
    const inbox = endpointCalls(requester, inboxEndpoints);
    expect(inbox.exportInbox.url({ params: { kind: 'contact' }, query: { q: 'a b' } })).toBe('http://localhost/api/inbox/contact/export.csv?q=a+b');
    expect(inbox.downloadResume.url({ params: { id: 'r 1' } })).toBe('http://localhost/api/inbox/applications/r%201/resume');
  });
});
