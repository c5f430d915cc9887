import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { authMessages, buildPath, errorResponseSchema, ticketMessages, type EndpointDefinition } from '@orisun/api';
import { endpointOfOperation, openApiDocument, openApiPath, requestExamples, type OpenApiDocument } from '@orisun/api/openapi';
import { contentSecurityPolicy, serverVersion } from '../app.ts';
import { sessionCookieName } from '../auth/sessions.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { lowFrictionForumEnv } from '../../test-support/config.ts';
import { apiDocsPaths } from './api-docs.ts';

const docs = authAppFixture({ ...lowFrictionForumEnv, FORUM_LIST_CACHE_SECONDS: '0' });

type Operation = {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query'; schema: Record<string, unknown>; example?: unknown }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown>; example?: unknown }> }>;
  security?: Record<string, string[]>[];
};

async function servedDocument(): Promise<OpenApiDocument> {
  const response = await docs.app.inject({ method: 'GET', url: apiDocsPaths.document });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<OpenApiDocument>();
}

function operations(document: OpenApiDocument): { method: string; path: string; operation: Operation; endpoint: EndpointDefinition }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const op = operation as Operation;
      const endpoint = endpointOfOperation(op.operationId);
      if (!endpoint) throw new Error(`${method} ${path}: operationId ${op.operationId} is no endpoint`);
      return { method: method.toUpperCase(), path, operation: op, endpoint };
    }),
  );
}

/**
 * Every route of the app as `METHOD /path` (path parameters as `{name}`), read from Fastify's route tree
 * (`printRoutes` without common prefixes: one line per node, its full segment, four characters per level).
 */
function registeredRoutes(tree: string): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    // A wildcard under a static node prints without its slash (`/api` then `*` is `/api/*`; `*` at the root is `/*`);
    // any other segment without one continues its parent's (a split of a shared prefix: `assign` then `ee`).
    const segment = match[2]!;
    stack.push(!segment.startsWith('*') || stack.join('').endsWith('/') ? segment : `/${segment}`);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.add(`${method} ${openApiPath(stack.join(''))}`);
  }
  return routes;
}

/**
 * The routes that are not the API, so not in the document, and why. HEAD is Fastify's automatic twin of every GET
 * (the document lists the GET).
 */
const notInTheDocument: readonly { routes: RegExp; reason: string }[] = [
  { routes: /^HEAD /, reason: "Fastify's automatic HEAD of a GET route" },
  { routes: /^[A-Z]+ \/\*$/, reason: 'the site: prerendered pages, assets and the 404 page (routes/site.ts)' },
  { routes: /^[A-Z]+ \/api(\/\*)?$/, reason: 'the 404 in the error shape for any /api path no endpoint claims (routes/api-not-found.ts)' },
  {
    routes: /^GET \/(sitemap\.xml|(fr\/)?dashboard|(fr\/)?forum(\/threads\/\{id\}|\/c\/\{category\}|\/tag\/\{tag\})?)$/,
    reason: "the site's pages the server renders (the sitemap, a customer's tickets in either language, the forum's lists, a shared thread's page)",
  },
  { routes: /^GET \/api\/(openapi\.json|docs(\/\{asset\})?)$/, reason: 'the document itself and its reference page (routes/api-docs.ts)' },
];

describe('GET /api/openapi.json', () => {
  it('is the OpenAPI 3.1 document of the contract, made for this server', async () => {
    const document = await servedDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.servers).toEqual([{ url: docs.config.publicUrl, description: 'This server' }]);
    expect(document.info.version).toBe(serverVersion);
    expect(document.components.securitySchemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: sessionCookieName(docs.config.publicUrl) });
    expect(document).toEqual(openApiDocument({ serverUrl: docs.config.publicUrl, version: serverVersion, sessionCookie: sessionCookieName(docs.config.publicUrl) }));
    const size = JSON.stringify(document).length;
    console.log(`openapi.json: ${size} bytes, ${operations(document).length} operations, ${Object.keys(document.components.schemas).length} schemas`);
  });

  it('lists every route the server registers, with its method, and nothing else', async () => {
    const document = await servedDocument();
    const documented = new Set(operations(document).map(({ method, path }) => `${method} ${path}`));
    const registered = registeredRoutes(docs.app.printRoutes({ commonPrefix: false }));
    expect(registered.size, 'no route read from printRoutes').toBeGreaterThan(50);
    const missing = [...registered].filter((route) => !documented.has(route) && !notInTheDocument.some(({ routes }) => routes.test(route)));
    expect(missing, 'routes the server registers that the document lacks (add them to the endpoint table, or to notInTheDocument with the reason)').toEqual([]);
    // A documented path may be one value of a registered route's parameter (the inbox's lists of a kind with its own filter).
    const answers = [...registered].map((route) => new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`));
    expect([...documented].filter((route) => !registered.has(route) && !answers.some((answer) => answer.test(route))), 'operations no route answers').toEqual([]);
    for (const exception of notInTheDocument) {
      expect([...registered].some((route) => exception.routes.test(route)), `an exception that matches no route: ${exception.reason}`).toBe(true);
    }
  });

  it('has an example of every request that cannot be sent empty and of every answer an endpoint declares', async () => {
    const lacking: string[] = [];
    for (const { method, path, operation, endpoint } of operations(await servedDocument())) {
      const body = Object.values(operation.requestBody?.content ?? {})[0];
      const parameters = operation.parameters ?? [];
      // A query whose every parameter may be left out needs no example; one with a required parameter does.
      const requiredQuery = endpoint.query !== undefined && !endpoint.query.safeParse({}).success;
      if ((endpoint.body || endpoint.multipart) && body?.example === undefined) lacking.push(`${method} ${path}: request body`);
      if (parameters.some((p) => p.in === 'path' && p.example === undefined)) lacking.push(`${method} ${path}: path parameters`);
      if (requiredQuery && !parameters.some((p) => p.in === 'query' && p.example !== undefined)) lacking.push(`${method} ${path}: query`);
      for (const status of Object.keys(endpoint.responses)) {
        const content = Object.values(operation.responses[status]?.content ?? {})[0];
        if (content?.example === undefined) lacking.push(`${method} ${path}: ${status} answer`);
      }
    }
    expect(lacking, 'add them to packages/api/src/openapi/examples.ts').toEqual([]);
  });

  it("every example validates against the endpoint's zod schema and the document's JSON Schema", async () => {
    const document = await servedDocument();
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addKeyword('components');
    const base = 'https://orisun.test/openapi.json';
    ajv.addSchema({ $id: base, components: document.components });
    const jsonSchemaProblems = (schema: Record<string, unknown>, value: unknown): string | undefined => {
      const validate = typeof schema.$ref === 'string' ? ajv.compile({ $ref: `${base}${schema.$ref}` }) : ajv.compile(schema);
      return validate(value) ? undefined : ajv.errorsText(validate.errors);
    };
    const zodProblems = (schema: { safeParse(value: unknown): { success: boolean; error?: { message: string } } }, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? undefined : parsed.error?.message;
    };

    const problems: string[] = [];
    let checked = 0;
    const check = (where: string, problem: string | undefined) => {
      checked += 1;
      if (problem !== undefined) problems.push(`${where}: ${problem}`);
    };
    for (const { method, path, operation, endpoint } of operations(document)) {
      const at = `${method} ${path}`;
      for (const where of ['path', 'query'] as const) {
        const parameters = (operation.parameters ?? []).filter((p) => p.in === where && p.example !== undefined);
        for (const parameter of parameters) check(`${at} ${where} ${parameter.name}`, jsonSchemaProblems(parameter.schema, parameter.example));
        const schema = where === 'path' ? endpoint.params : endpoint.query;
        if (schema && parameters.length > 0) {
          check(`${at} ${where} (zod)`, zodProblems(schema, Object.fromEntries(parameters.map((p) => [p.name, p.example]))));
        }
      }
      for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) {
        if (content.example === undefined) continue;
        check(`${at} request ${mediaType}`, jsonSchemaProblems(content.schema, content.example));
        if (endpoint.body) check(`${at} request (zod)`, zodProblems(endpoint.body, content.example));
        if (endpoint.multipart) {
          const fields = Object.fromEntries(Object.entries(content.example as object).filter(([name]) => !(name in endpoint.multipart!.files)));
          check(`${at} request fields (zod)`, zodProblems(endpoint.multipart.fields, fields));
        }
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [mediaType, content] of Object.entries(response.content ?? {})) {
          if (content.example === undefined) continue;
          check(`${at} ${status} ${mediaType}`, jsonSchemaProblems(content.schema, content.example));
          const zodSchema = endpoint.responses[Number(status)] ?? errorResponseSchema;
          check(`${at} ${status} (zod)`, zodProblems(zodSchema, content.example));
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });
});

/** An example request as `app.inject` options: its path, query and JSON or multipart body. */
function exampleRequest(name: string, endpoint: EndpointDefinition, path: string, cookie?: string) {
  const example = (requestExamples as Record<string, { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> }>)[name] ?? {};
  const query = new URLSearchParams(Object.entries(example.query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  // The documented path (an operation of one inbox kind has its kind in it), with the example's parameters.
  const url = `${buildPath(path.replace(/\{(\w+)\}/g, ':$1') as `/${string}`, example.params)}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (endpoint.multipart && example.body) {
    const boundary = 'orisun-api-docs-example';
    const parts = Object.entries(example.body).map(([field, value]) =>
      field in endpoint.multipart!.files
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.pdf"\r\nContent-Type: application/pdf\r\n\r\n${String(value)}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${String(value)}\r\n`,
    );
    return { method: endpoint.method, url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `${parts.join('')}--${boundary}--\r\n` };
  }
  return { method: endpoint.method, url, headers, ...(example.body ? { payload: example.body } : {}) };
}

describe('who may call each endpoint, as the document says', () => {
  it('the server answers its example request as the security and the 401/403 examples say, and accepts it (no 400) where anyone may call', async () => {
    const document = await servedDocument();
    const staff = await docs.signedIn('staff');
    const problems: string[] = [];
    const signInMessages = new Set<string>([authMessages.signInRequired, ticketMessages.signInRequired]);
    for (const { method, path, operation, endpoint } of operations(document)) {
      if (operation.operationId === 'metrics') continue; // by address or token (http/metrics.test.ts)
      const at = `${method} ${path} (${operation.operationId})`;
      if ((operation.parameters ?? []).some((p) => p.in === 'path' && p.example === undefined)) {
        problems.push(`${at}: no example to send (see the test of examples)`);
        continue;
      }
      const anonymous = await docs.app.inject(exampleRequest(operation.operationId, endpoint, path));
      const body = anonymous.headers['content-type']?.toString().startsWith('application/json') ? anonymous.json<{ error?: string }>() : {};
      if (operation.security) {
        const expected = operation.responses['401']?.content?.['application/json']?.example;
        if (anonymous.statusCode !== 401 || JSON.stringify(body) !== JSON.stringify(expected)) {
          problems.push(`${at} without a session: ${anonymous.statusCode} ${anonymous.body.slice(0, 120)}, the document says 401 ${JSON.stringify(expected)}`);
        }
      } else if (anonymous.statusCode === 400 || ((anonymous.statusCode === 401 || anonymous.statusCode === 403) && signInMessages.has(body.error ?? ''))) {
        problems.push(`${at} is documented for anyone, but without a session it answered ${anonymous.statusCode} ${anonymous.body.slice(0, 160)}`);
      }
      if (operation.security?.some((requirement) => requirement.staffSession?.includes('admin'))) {
        const asStaff = await docs.app.inject(exampleRequest(operation.operationId, endpoint, path, staff.cookie));
        const expected = operation.responses['403']?.content?.['application/json']?.example;
        if (asStaff.statusCode !== 403 || asStaff.body !== JSON.stringify(expected)) {
          problems.push(`${at} as staff (not admin): ${asStaff.statusCode} ${asStaff.body.slice(0, 120)}, the document says 403 ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("the 400 example is the server's answer to an empty body, where anyone may call", async () => {
    const document = await servedDocument();
    let compared = 0;
    for (const { method, path, operation, endpoint } of operations(document)) {
      const expected = operation.responses['400']?.content?.['application/json']?.example;
      if (operation.security || !endpoint.body || expected === undefined) continue;
      const example = (requestExamples as Record<string, { params?: Record<string, unknown> }>)[operation.operationId];
      const response = await docs.app.inject({ method: endpoint.method, url: buildPath(endpoint.path, example?.params), payload: {} });
      expect({ status: response.statusCode, body: response.json() }, `${method} ${path}`).toEqual({ status: 400, body: expected });
      compared += 1;
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe('the generator stays on the server', () => {
  it('no page, story or kit module imports it, and the contract\'s entry does not re-export it', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const importers: string[] = [];
    for (const dir of ['site/src', 'stories', 'packages/ui/src', '.storybook']) {
      for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ts|tsx)$/.test(file)) continue;
        if (/@orisun\/api\/openapi|api\/src\/openapi/.test(readFileSync(path.join(root, dir, file), 'utf8'))) importers.push(path.join(dir, file));
      }
    }
    expect(importers).toEqual([]);
    expect(readFileSync(path.join(root, 'packages/api/src/index.ts'), 'utf8')).not.toMatch(/openapi/);
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page whose scripts and styles are files of this origin that the CSP allows', async () => {
    const response = await docs.app.inject({ method: 'GET', url: apiDocsPaths.page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    const { directives } = contentSecurityPolicy(docs.config);
    // The site's policy as it is, not a looser one for this page.
    expect(csp).toContain(`script-src ${directives.scriptSrc.join(' ')}`);
    expect(csp).toContain(`style-src ${directives.styleSrc.join(' ')}`);
    expect(directives.scriptSrc).toEqual(["'self'"]);

    const html = response.body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, inline] of scripts) {
      expect(inline?.trim(), `${tag}: an inline script, which script-src 'self' refuses`).toBe('');
      expect(attributes, tag).toMatch(/\ssrc="\/[^/]/);
    }
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
    expect(links.some((tag) => tag.includes('rel="stylesheet"'))).toBe(true);
    const assets = [
      ...scripts.map(([, attributes]) => /\ssrc="([^"]+)"/.exec(attributes ?? '')?.[1]),
      ...links.map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1]),
    ];
    const expectedTypes: Record<string, RegExp> = { js: /^text\/javascript/, css: /^text\/css/, png: /^image\/png$/ };
    for (const asset of assets) {
      expect(asset, 'a same-origin path').toMatch(/^\/[^/]/);
      const file = await docs.app.inject({ method: 'GET', url: asset!, headers: { 'accept-encoding': 'br, gzip' } });
      expect(file.statusCode, asset).toBe(200);
      expect(String(file.headers['content-type']), asset).toMatch(expectedTypes[asset!.split('.').pop()!]!);
      expect(file.rawPayload.length, asset).toBeGreaterThan(0);
    }
    const start = await docs.app.inject({ method: 'GET', url: `${apiDocsPaths.assets}init.js` });
    expect(start.body).toContain(JSON.stringify(apiDocsPaths.document));
  });

  it('sends compressed files to clients that take them, and 304 for one it has', async () => {
    const first = await docs.app.inject({ method: 'GET', url: `${apiDocsPaths.assets}swagger-ui-bundle.js`, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload.length).toBeLessThan(600_000);
    const plain = await docs.app.inject({ method: 'GET', url: `${apiDocsPaths.assets}swagger-ui-bundle.js` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1_000_000);
    const again = await docs.app.inject({ method: 'GET', url: apiDocsPaths.document, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(200);
    const document = await docs.app.inject({ method: 'GET', url: apiDocsPaths.document });
    const revalidated = await docs.app.inject({ method: 'GET', url: apiDocsPaths.document, headers: { 'if-none-match': String(document.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers 404 in the error shape for a file it does not have', async () => {
    for (const url of [`${apiDocsPaths.assets}swagger-ui-bundle.js.map`, `${apiDocsPaths.assets}..%2Fpackage.json`, `${apiDocsPaths.assets}index.html`]) {
      const response = await docs.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(errorResponseSchema.safeParse(response.json()).success, url).toBe(true);
    }
  });
});
