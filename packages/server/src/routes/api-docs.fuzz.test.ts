import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openApiPath } from '@orisun/api/openapi';
import type { OpenApiDocument } from '@orisun/api/openapi';
import { apiDocsPaths } from './api-docs.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { lowFrictionForumEnv } from '../../test-support/config.ts';
import { arbitraryOf, type JsonSchema } from '../../test-support/jsonSchemaArbitrary.ts';
import { supportFormTicket } from '../../test-support/tickets.ts';

/**
 * The OpenAPI document as an outside client reads it: requests generated from its JSON Schemas alone (path
 * parameters, query, JSON body) must never get a 400 from the server, and never a 5xx. A 400 the document did
 * not predict means a rule the server enforces is missing from the document (issue 24, section 3). Each
 * operation is called with the session its `security` names (an admin's for staff and admin endpoints, a
 * customer's for the ticket page's), from addresses of its own, so the limits stay out of the way.
 */
const fixture = authAppFixture({ ...lowFrictionForumEnv, FORUM_LIST_CACHE_SECONDS: '0', FORM_RATE_LIMIT_PER_HOUR: '100000' }, { resetBeforeEach: false });

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
};

/** Request fields the property leaves out, and why. */
const notGenerated: Record<string, string> = {
  cursor: "opaque: only a page's `nextCursor`, as the server gave it, is one (any other is a 400 'Start again from the first page')",
};

/** Operations the property leaves to tests of their own, and why. */
const notFuzzed: Record<string, string> = {
  metrics: 'by address or token, not by session (http/metrics.test.ts)',
};

const runs = Number(process.env.API_FUZZ_RUNS ?? 25);

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${100 + (Math.floor(address / 62_500) % 100)}.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};

/** A query value as a URL carries it. */
const queryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `path` of the document with its parameters filled in. */
const filledIn = (path: string, params: unknown) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((params as Record<string, unknown>)[name])));

interface DocumentedCall {
  path: string;
  method: string;
  operation: Operation;
  /** The session its `security` names: an admin's for staff and admin endpoints, a customer's for the ticket page's. */
  cookie: string | undefined;
  /** Its path parameters, as the document allows them. */
  pathArbitrary: fc.Arbitrary<Record<string, unknown>>;
}

/** The served document's operations (but `notFuzzed`), each with its session; a customer of a ticket of `customerEmail`. */
async function documentedCalls(customerEmail: string): Promise<DocumentedCall[]> {
  const document = (await fixture.app.inject({ method: 'GET', url: apiDocsPaths.document })).json<OpenApiDocument>();
  const admin = await fixture.signedIn('admin');
  const { reference } = await supportFormTicket(fixture, { email: customerEmail });
  const signIn = await fixture.app.inject({ method: 'POST', url: '/api/ticket-auth', remoteAddress: nextAddress(), payload: { email: customerEmail, ticketId: reference } });
  const customer = fixture.sessionCookie(signIn);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .map(([method, raw]) => ({ method, operation: raw as Operation }))
      .filter(({ operation }) => !notFuzzed[operation.operationId])
      .map(({ method, operation }) => {
        const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
        const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        return {
          path,
          method,
          operation,
          cookie: schemes.includes('customerSession') ? customer : schemes.length > 0 ? admin.cookie : undefined,
          pathArbitrary: fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, arbitraryOf(p.schema)]))),
        };
      }),
  );
}

describe('requests the OpenAPI document calls valid', () => {
  it('are never refused with 400, nor answered with a 5xx', async () => {
    const refusals = new Map<string, { count: number; example: string }>();
    let requests = 0;
    for (const { path, method, operation, cookie, pathArbitrary } of await documentedCalls('fuzz.customer@example.com')) {
      const jsonBody = operation.requestBody?.content['application/json']?.schema;
      if (operation.requestBody && !jsonBody) continue; // multipart only: uploads (routes/support-attachments.test.ts)
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query' && !notGenerated[p.name]);
      const queryArbitrary = fc.record(Object.fromEntries(query.map((p) => [p.name, arbitraryOf(p.schema)])), {
        requiredKeys: query.filter((p) => p.required).map((p) => p.name),
      });
      const bodyArbitrary = jsonBody ? arbitraryOf(jsonBody) : fc.constant(undefined);

      await fc.assert(
        fc.asyncProperty(pathArbitrary, queryArbitrary, bodyArbitrary, async (params, queryValues, body) => {
          requests += 1;
          const url = new URL(`http://x${filledIn(path, params)}`);
          for (const [name, value] of Object.entries(queryValues as Record<string, unknown>)) {
            for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, queryText(one));
          }
          const response = await fixture.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${url.pathname}${url.search}`,
            remoteAddress: nextAddress(),
            headers: cookie ? { cookie } : {},
            ...(body === undefined ? {} : { payload: body as object }),
          });
          if (response.statusCode >= 500) throw new Error(`${method.toUpperCase()} ${url.pathname}${url.search}: ${response.statusCode} ${response.body.slice(0, 300)}`);
          if (response.statusCode === 400) {
            const issues = (response.json<{ issues?: { path: string; message: string }[] }>().issues ?? []).map((issue) => `${issue.path}: ${issue.message}`);
            const key = `${operation.operationId} (${method.toUpperCase()} ${openApiPath(path)}) ${issues.join('; ') || response.body.slice(0, 200)}`;
            const seen = refusals.get(key);
            refusals.set(key, { count: (seen?.count ?? 0) + 1, example: seen?.example ?? JSON.stringify({ params, query: queryValues, body }).slice(0, 400) });
          }
        }),
        { numRuns: runs, seed: Number(process.env.API_FUZZ_SEED ?? 24) },
      );
    }
    const report = [...refusals].map(([key, { count, example }]) => `${key} [${count}x] e.g. ${example}`);
    const operationsRefused = new Set([...refusals.keys()].map((key) => key.split(' ')[0]));
    console.info(`API fuzz: ${requests} requests generated from the document; ${[...refusals.values()].reduce((sum, r) => sum + r.count, 0)} refused with 400 (${refusals.size} distinct, ${operationsRefused.size} operations)`);
    expect(report).toEqual([]);
  }, 600_000);
});

/** A JSON value of each type, to put where the document allows none of that type. */
const valueOfType: Record<string, unknown> = { string: 'text', number: 12345.5, integer: 7, boolean: true, object: { a: 1 }, array: [1], null: null };

/** One way to break a body the document calls valid, so that the document calls it invalid. */
type Mutation = { describe: string; apply: (body: Record<string, unknown>) => Record<string, unknown> };

/** The ways `schema` (an object body) can be broken one field at a time, each one the document forbids outright. */
function mutationsOf(schema: JsonSchema): Mutation[] {
  const mutations: Mutation[] = [];
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    mutations.push({ describe: `without ${name}`, apply: ({ [name]: _left, ...rest }) => rest });
  }
  for (const [name, property] of Object.entries(properties)) {
    const types = Array.isArray(property.type) ? property.type : property.type ? [property.type] : [];
    if (types.length > 0 && !property.anyOf && !property.oneOf) {
      const allowed = new Set(types.flatMap((type) => (type === 'number' ? ['number', 'integer'] : type === 'integer' ? ['integer'] : [type])));
      const wrong = Object.keys(valueOfType).find((type) => !allowed.has(type) && !(type === 'integer' && allowed.has('number')));
      if (wrong) mutations.push({ describe: `${name} as ${wrong}`, apply: (body) => ({ ...body, [name]: valueOfType[wrong] }) });
    }
    if (property.enum && property.enum.every((value) => typeof value === 'string')) {
      mutations.push({ describe: `${name} outside its values`, apply: (body) => ({ ...body, [name]: 'not-one-of-them' }) });
    }
    if (types.length === 1 && types[0] === 'string' && typeof property.maxLength === 'number' && property.maxLength < 100_000) {
      const max = property.maxLength;
      mutations.push({ describe: `${name} longer than ${max}`, apply: (body) => ({ ...body, [name]: 'x'.repeat(max + 1) }) });
    }
  }
  return mutations;
}

describe('requests the OpenAPI document calls invalid', () => {
  it('are refused with 400: a required field left out, a field of another type, outside its values or too long', async () => {
    const accepted: string[] = [];
    let requests = 0;
    let operationsBroken = 0;
    for (const { path, method, operation, cookie, pathArbitrary } of await documentedCalls('fuzz.invalid@example.com')) {
      const jsonBody = operation.requestBody?.content['application/json']?.schema;
      if (!jsonBody || jsonBody.type !== 'object') continue;
      const mutations = mutationsOf(jsonBody);
      if (mutations.length === 0) continue;
      operationsBroken += 1;
      await fc.assert(
        fc.asyncProperty(pathArbitrary, arbitraryOf(jsonBody), fc.nat(), async (params, body, pick) => {
          requests += 1;
          const mutation = mutations[pick % mutations.length]!;
          const broken = mutation.apply(body as Record<string, unknown>);
          const response = await fixture.app.inject({
            method: method.toUpperCase() as 'POST',
            url: filledIn(path, params),
            remoteAddress: nextAddress(),
            headers: cookie ? { cookie } : {},
            payload: broken as object,
          });
          if (response.statusCode !== 400) accepted.push(`${operation.operationId} ${mutation.describe}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }),
        { numRuns: Math.max(10, Math.ceil(runs / 2)), seed: Number(process.env.API_FUZZ_SEED ?? 24) },
      );
    }
    console.info(`API fuzz, the other way: ${requests} requests the document calls invalid, on ${operationsBroken} operations; ${requests - accepted.length} refused with 400`);
    expect([...new Set(accepted)]).toEqual([]);
  }, 600_000);
});
