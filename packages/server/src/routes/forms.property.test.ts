import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorResponseSchema, type EndpointDefinition } from '@orisun/api';
import { buildApp, type App } from '../app.ts';
import { consultantApplications, contactMessages, mailOutbox, projectBriefs, reservations, subscriptions, tickets } from '../db/schema.ts';
import type { MailTransport } from '../mail/transport.ts';
import { testConfig } from '../../test-support/config.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';

/**
 * Every public JSON write, with the tables it may write. Random payloads (wrong types, missing and
 * extra fields, huge and hostile strings, not JSON at all) must never get a 5xx, and whatever the
 * server refuses must leave every table as it was.
 */
const publicWrites: { name: string; endpoint: EndpointDefinition; tables: { name: string; count: () => Promise<number> }[] }[] = [];

let database: TestDatabase;
let app: App;

const count = (table: typeof projectBriefs | typeof contactMessages | typeof reservations | typeof subscriptions | typeof consultantApplications | typeof mailOutbox | typeof tickets) => async () =>
  Number((await database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

publicWrites.push(
  { name: 'project brief', endpoint: endpoints.submitProjectBrief, tables: [{ name: 'project_briefs', count: count(projectBriefs) }] },
  { name: 'contact', endpoint: endpoints.sendContactMessage, tables: [{ name: 'contact_messages', count: count(contactMessages) }] },
  { name: 'reservation', endpoint: endpoints.reserveEventSeat, tables: [{ name: 'reservations', count: count(reservations) }] },
  { name: 'subscribe', endpoint: endpoints.subscribe, tables: [{ name: 'subscriptions', count: count(subscriptions) }] },
  { name: 'consultant application', endpoint: endpoints.submitConsultantApplication, tables: [{ name: 'consultant_applications', count: count(consultantApplications) }] },
  { name: 'support form', endpoint: endpoints.submitSupportRequest, tables: [{ name: 'tickets', count: count(tickets) }] },
);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\r\nBcc: x@example.com', '<script>alert(1)</script>', "'; drop table project_briefs; --", '\u0000', 'a'.repeat(6000), '😀'.repeat(50), 'name@example.com', 'Name@Example.com ', 'newsletter', 'developer-portal'),
);
const anyValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(hostileString, hostileString, { maxKeys: 3 }));

/** Objects shaped like the form (its field names, plus strangers) with random values. */
function payloads(endpoint: EndpointDefinition) {
  const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const fields = [...Object.keys(shape), '__proto__', 'constructor', 'id', 'extra'];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: fields.length }),
    anyValue,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What Fastify's JSON parser refuses with a 400 whatever the route's schema says (its onProtoPoisoning and onConstructorPoisoning). */
function poisonsPrototype(payload: unknown): boolean {
  if (!isObject(payload)) return false;
  if (Object.hasOwn(payload, '__proto__')) return true;
  const ctor = Object.hasOwn(payload, 'constructor') ? payload.constructor : undefined;
  if (isObject(ctor) && Object.hasOwn(ctor, 'prototype')) return true;
  return Object.values(payload).some(poisonsPrototype);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.reset();
  const transport: MailTransport = { description: 'none', send: async () => undefined, close: () => undefined };
  app = await buildApp({ config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '100000' }), database, mailTransport: transport, mailWorker: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe.each(publicWrites)('random payloads to the $name endpoint', ({ endpoint, tables }) => {
  const outbox = { name: 'mail_outbox', count: count(mailOutbox) };
  const snapshot = async () => Promise.all([...tables, outbox].map((t) => t.count()));

  it('never answer 5xx; whatever is refused changes no table, and what is accepted is what the schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(payloads(endpoint), async (payload) => {
        const before = await snapshot();
        const res = await app.inject({ method: endpoint.method, url: endpoint.path, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBeLessThan(500);
        // The body parser refuses prototype poisoning (a `__proto__` key, `constructor.prototype`) before the schema sees it.
        const valid = !poisonsPrototype(payload) && (endpoint.body?.safeParse(payload).success ?? false);
        // 200 and 201 are both acceptances (POST /subscribe: new, already on the list).
        if (res.statusCode === 200 || res.statusCode === 201) {
          expect(valid).toBe(true);
        } else {
          // A 400 is the schema's refusal; a valid payload may still be refused by a rule (404 unknown event, 409 full).
          if (res.statusCode === 400) expect(valid).toBe(false);
          expect(errorResponseSchema.safeParse(res.json()).success).toBe(true);
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never answer 5xx to bodies that are not JSON objects or lie about their type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 200 }), fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b))),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''),
        async (body, contentType) => {
          const before = await snapshot();
          const res = await app.inject({ method: endpoint.method, url: endpoint.path, payload: body, headers: contentType ? { 'content-type': contentType } : {} });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode !== 200 && res.statusCode !== 201) expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
