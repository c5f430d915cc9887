import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Counter, Registry } from 'prom-client';
import { operationsEndpoints } from '@orisun/api';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { outboxBacklog } from '../db/outbox.ts';
import { HttpError } from './errors.ts';

/** Where the scraper reads (the operators' endpoint of the contract, listed in the OpenAPI document). */
const metricsPath = operationsEndpoints.metrics.path;

export interface MetricsOptions {
  config: Pick<Config, 'metricsToken'>;
  db: Database;
}

/** The route a request matched, as registered (`/api/forum/threads/:id`), so the labels stay few; `(none)` for a 404. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(none)';
}

/** The process's own metrics (CPU, memory, event loop): one set per process, however many apps it builds (tests). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether `header` is `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at `GET /metrics` (prom-client): every request's duration by method, route and status
 * (`http_request_duration_seconds`, whose `_count` counts them), the requests refused by a rate limit or throttle
 * (`http_rate_limited_total`, the 429s), the outbox's backlog read at each scrape, and the process's own (CPU,
 * memory, event loop). Readable from this machine (the client address, as TRUST_PROXY makes it) or with
 * `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets 403.
 */
export function registerMetrics(app: FastifyInstance, { config, db }: MetricsOptions): void {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'http_rate_limited_total',
    help: 'Requests refused with 429 (a rate limit or a sign-in throttle), by route.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  type Backlog = Awaited<ReturnType<typeof outboxBacklog>>;
  let backlog: Promise<Backlog | undefined> | undefined;
  /** One read of the outbox per scrape, shared by its three gauges; unreadable, they keep their last values. */
  const readBacklog = () =>
    (backlog ??= outboxBacklog(db)
      .catch(() => undefined)
      .finally(() => setTimeout(() => (backlog = undefined), 0)));
  const backlogGauges: [name: string, help: string, value: (read: Backlog) => number][] = [
    ['mail_outbox_pending', 'Mails waiting to be sent (new, or to be retried).', (read) => read.pending],
    ['mail_outbox_failed', 'Mails given up on after their last attempt.', (read) => read.failed],
    ['mail_outbox_oldest_pending_seconds', 'Age of the oldest mail waiting to be sent (0 when none waits).', (read) => read.oldestPendingSeconds ?? 0],
  ];
  for (const [name, help, value] of backlogGauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await readBacklog();
        if (read) this.set(value(read));
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    if (route === metricsPath) return;
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimited.inc({ route });
  });

  app.get(metricsPath, async (request, reply) => {
    const allowed = loopback.has(request.ip) || (config.metricsToken !== undefined && bearerMatches(request.headers.authorization, config.metricsToken));
    if (!allowed) throw new HttpError(403, 'Metrics are readable from this machine or with the metrics token.');
    const all = Registry.merge([processMetrics(), registry]);
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await all.metrics());
  });
}
