import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers } from '@orisun/api/mocks';

/** One request the mock API received: method, path, and its JSON body (undefined for other bodies). */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * MSW's node server with the API's default handlers for one jsdom test file (unhandled requests
 * fail the test), reset after each test, and every request it receives, newest last. A JSON
 * request is recorded once its body is read; `server.use(...)` overrides answers per test.
 */
export function mockApi() {
  const server = setupServer(...handlers);
  const requests: RecordedRequest[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', ({ request }) => {
      const entry = { method: request.method, path: new URL(request.url).pathname };
      if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
        requests.push({ ...entry, body: undefined });
        return;
      }
      void request
        .clone()
        .json()
        .then(
          (body: unknown) => requests.push({ ...entry, body }),
          () => requests.push({ ...entry, body: undefined }),
        );
    });
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return { server, requests };
}
