import type { EndpointAccess, EndpointDefinition } from '../endpoint.ts';
import { endpoints, forumEndpoints } from '../endpoints/index.ts';
import { operationsEndpoints } from '../endpoints/operations.ts';
import * as contract from '../index.ts';
import { authMessages } from '../schemas/auth.ts';
import { errorResponseSchema, invalidRequestMessage, issuesFromZodError } from '../schemas/errors.ts';
import { forumAnswers } from '../answers.ts';
import { ticketMessages } from '../schemas/tickets.ts';
import { z } from '../zod.ts';
import { requestExamples, responseExample } from './examples.ts';

export { requestExamples, responseExample, responseExamples, type RequestExample } from './examples.ts';

/*
 * The OpenAPI 3.1 document of the HTTP API, made from the endpoint table and its zod schemas (nothing in it is written
 * by hand but the prose): paths from `endpoints` (and the operators' `operationsEndpoints`), JSON Schema 2020-12 from
 * zod's own `toJSONSchema` (requests as they are sent, answers as the server writes them), examples from the mocks'
 * fixtures (./examples.ts). The server builds it once and serves it at /api/openapi.json. Server-only: no page imports
 * this module (the site's budgets count every byte).
 */

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export interface OpenApiOptions {
  /** Where the API is (the server's PUBLIC_URL). */
  serverUrl: string;
  /** The server's release (info.version). */
  version: string;
  /** The name of the session cookie (`orisun_session`, or `__Host-orisun_session` behind https). */
  sessionCookie: string;
  /** The forum's shortest title and post on this server (its `FORUM_MIN_*` settings); the defaults otherwise. */
  forumPostRules?: { titleMin: number; postMin: number };
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: Record<string, unknown>;
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, Record<string, unknown>> };
}

/** Every endpoint the document lists, by name (its operationId). */
export const documentedEndpoints: Readonly<Record<string, EndpointDefinition>> = { ...endpoints, ...operationsEndpoints };

/**
 * The inbox's lists by kind. A kind with a filter of its own (`inboxKindFilters`: office for contact, event for
 * reservations, list for subscribers) is documented at its own path with that filter only, since OpenAPI cannot tie a
 * query parameter to a path parameter's value and the server refuses another kind's filter (400 naming it); the other
 * kinds share `/api/inbox/{kind}` without the three filters. Each is its own operation (`listInboxContact`).
 */
const kindOwnFilters = contract.inboxKindFilters as Readonly<Record<string, string>>;
const byKindEndpoints: ReadonlySet<string> = new Set(['listInbox', 'exportInbox']);
const kindOperationName = (name: string, kind: string) => `${name}${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

/** The endpoint an operation of the document calls (the inbox's by-kind operations call their endpoint). */
export function endpointOfOperation(operationId: string): EndpointDefinition | undefined {
  if (documentedEndpoints[operationId]) return documentedEndpoints[operationId];
  for (const name of byKindEndpoints) {
    for (const kind of Object.keys(kindOwnFilters)) if (kindOperationName(name, kind) === operationId) return documentedEndpoints[name];
  }
  return undefined;
}

type DocumentedParameter = { name: string; in: string; schema: JsonSchema };

/** An operation as the document lists it: at its path, or for the inbox's lists one per kind that has a filter of its own. */
function byKind(name: string, path: string, operation: Record<string, unknown>): [string, Record<string, unknown>][] {
  if (!byKindEndpoints.has(name)) return [[path, operation]];
  const filters = new Set(Object.values(kindOwnFilters));
  const parameters = (operation.parameters ?? []) as DocumentedParameter[];
  const shared = {
    ...operation,
    parameters: parameters
      .filter((parameter) => !(parameter.in === 'query' && filters.has(parameter.name)))
      .map((parameter) =>
        parameter.in === 'path' && parameter.name === 'kind'
          ? { ...parameter, schema: { ...parameter.schema, enum: (parameter.schema.enum as string[]).filter((kind) => !(kind in kindOwnFilters)) } }
          : parameter,
      ),
  };
  const ownPaths = Object.entries(kindOwnFilters).map(([kind, filter]): [string, Record<string, unknown>] => [
    path.replace('{kind}', kind),
    {
      ...operation,
      operationId: kindOperationName(name, kind),
      summary: `${operation.summary as string}: ${kind}`,
      parameters: parameters.filter((parameter) => !(parameter.in === 'path' && parameter.name === 'kind') && !(parameter.in === 'query' && filters.has(parameter.name) && parameter.name !== filter)),
    },
  ]);
  return [[path, shared], ...ownPaths];
}

/** The document's path of an endpoint's path: `/api/tickets/:id` -> `/api/tickets/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The operations' groups, by the first path that fits (in this order). */
const tags: readonly { name: string; description: string; paths: RegExp }[] = [
  { name: 'Operations', description: 'Health, readiness and metrics, for load balancers and monitoring.', paths: /^\/(api\/health|api\/ready|metrics)$/ },
  { name: 'Staff sessions', description: "Signing staff in and out; admins manage the staff accounts.", paths: /^\/api\/(auth|admin)\// },
  {
    name: 'Support desk',
    description: "The support form, the customer's ticket page (a customer session from e-mail and ticket reference, or a mailed link) and the staff's tickets.",
    paths: /^\/(support-form|api\/ticket-auth|api\/client-|api\/tickets)/,
  },
  { name: 'Staff inbox', description: 'What the public submits (briefs, applications, messages, reservations, subscribers, Expert Network applications), for staff.', paths: /^\/api\/inbox\// },
  { name: 'Mail outbox', description: 'Mail the outbox gave up on, for staff to send again.', paths: /^\/api\/outbox\// },
  { name: 'Forum', description: 'The community forum: threads, replies, likes, reports, and its moderation by admins.', paths: /^\/(threads|replies|api\/forum)(\/|$)/ },
  {
    name: 'Public forms',
    description: "The site's forms: project brief, contact, team and Expert Network applications, event seats, mailing lists.",
    paths: /^\/(submit-form|contact|submit_team-form|reservation|subscribe|api\/consultant-applications|api\/subscriptions\/)/,
  },
];
const otherTag = { name: 'Other', description: 'Endpoints of no group above.' };

function tagOf(path: string): string {
  return (tags.find((tag) => tag.paths.test(path)) ?? otherTag).name;
}

const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Some fields are missing or invalid (`issues` names them).',
  401: 'No live session of the kind this endpoint needs.',
  403: 'Signed in, but not allowed.',
  404: 'Not found.',
  413: 'The upload is too large.',
  503: 'Not available now.',
};

/** `text/html` etc.: a response schema that is a document of that type, not JSON (`z.describe(mediaType)`). */
function mediaTypeOf(schema: z.ZodMiniType): string | undefined {
  const description = z.toJSONSchema(schema, { io: 'output' }).description;
  return typeof description === 'string' && /^[a-z]+\/[a-z0-9.+-]+(;.*)?$/.test(description) ? description : undefined;
}

/** Without the dialect (the document's is JSON Schema 2020-12) and the `$id` zod gives a registry's schemas. */
function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/** Adds a pattern to a schema that may have one already (JSON Schema has one `pattern` per schema: more go in `allOf`). */
function addPattern(jsonSchema: JsonSchema, pattern: string) {
  if (jsonSchema.pattern === undefined) jsonSchema.pattern = pattern;
  else if (jsonSchema.pattern !== pattern) jsonSchema.allOf = [...((jsonSchema.allOf as JsonSchema[] | undefined) ?? []), { pattern }];
}

/** Unicode letters that have no upper case and digits: a tag as the server keeps it (it lower-cases what it gets). */
const tagWord = '[\\p{Ll}\\p{Lo}\\p{Lm}\\p{N}]+';
/** zod's UUID (RFC 9562: a version 1-8 and the variant bits, or the nil and max UUIDs), for a list of them in text. */
const uuidText = (z.toJSONSchema(z.uuid()) as JsonSchema).pattern!.toString().replace(/^\^|\$$/g, '');
/** A display name as the forum keeps it: letters and digits at both ends, single spaces, `._'-` inside. */
const nameCharacter = "[\\p{L}\\p{N}._'-]";
/** zod's domain names (`z.regexes.domain`) without its look-ahead. */
const domainName = '(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}';
const innerTypeOf = (schema: unknown) => (schema as { _zod: { def: { innerType: z.ZodMiniType } } })._zod.def.innerType;

/**
 * Rules the server applies that zod cannot write as JSON Schema (a refinement in code, or a check on a transformed
 * value), stated here for the document, each beside the schema it belongs to. The API's property test holds the
 * document and the server to each other (packages/server/src/routes/api-docs.fuzz.test.ts).
 */
const documentedRules = new Map<z.ZodMiniType, (jsonSchema: JsonSchema) => void>([
  // Characters counted as people count them (code points), as JSON Schema's lengths are.
  [
    contract.newPasswordSchema,
    (json) =>
      Object.assign(json, {
        minLength: contract.passwordMinLength,
        maxLength: contract.passwordMaxLength,
        description: 'Kept as typed (spaces count). The server also refuses a password common enough to guess (400 naming `password`).',
      }),
  ],
  // The server trims, lower-cases and turns spaces into hyphens first; a tag sent as it will be kept always passes.
  [
    contract.forumTagSchema,
    (json) => {
      for (const key of Object.keys(json)) delete json[key];
      Object.assign(json, {
        type: 'string',
        minLength: 1,
        maxLength: contract.forumLimits.tagMax,
        pattern: `^${tagWord}(?:-${tagWord})*$`,
        description: 'A tag as the forum keeps it: lower-case letters and digits, words joined by single hyphens (the server lower-cases what it gets and turns spaces into hyphens).',
      });
    },
  ],
  [
    contract.forumThreadEditSchema,
    (json) => {
      // At least one change (`true`: the field as its property says).
      json.anyOf = ['content', 'isPinned', 'isLocked', 'category'].map((field) => ({ required: [field], properties: { [field]: true } }));
    },
  ],
  [
    contract.ticketBulkChangeSchema,
    (json) => {
      // A status or a person to assign: one of the two, never both (`false`: the field must be absent).
      json.oneOf = [
        { required: ['status'], properties: { status: true, assigneeId: false } },
        { required: ['assigneeId'], properties: { assigneeId: true, status: false } },
      ];
    },
  ],
  [
    innerTypeOf(contract.forumThreadListQuerySchema.shape.saved),
    (json) => {
      json.pattern = `^(?:${uuidText}(?:,${uuidText})*)?$`;
    },
  ],
  // The server normalizes (NFC, trimmed, runs of spaces as one) before it checks; a name sent as kept always passes.
  [
    contract.forumDisplayNameSchema,
    (json) => {
      Object.assign(json, {
        type: 'string',
        minLength: contract.forumNameLimits.min,
        maxLength: contract.forumNameLimits.max,
        // Each character after the first may have one space before it; the last is a letter or a digit.
        pattern: `^[\\p{L}\\p{N}](?:(?: ?${nameCharacter})*(?: ?[\\p{L}\\p{N}]))?$`,
        description: 'Letters, digits, single spaces, dots, hyphens, underscores and apostrophes, a letter or digit at each end; a few names (Anonymous, Admin, ...) are reserved.',
      });
    },
  ],
  // An https or http address of a named host (no bare IP address, no user name); no spaces.
  [
    contract.portfolioUrlSchema,
    (json) => {
      Object.assign(json, { format: 'uri', pattern: `^https?://${domainName}(?::[0-9]{1,5})?(?:[/?#][^\\s\\u0000-\\u001F\\u007F-\\u009F]*)?$` });
    },
  ],
  // Whole dollars or dollars and cents.
  [contract.rateSchema, (json) => Object.assign(json, { multipleOf: 0.01 })],
  // The events a reservation can be for, the offices a message can go to.
  // Each of these filters belongs to one kind of list (`inboxKindFilters`): on any other the server answers 400 naming it.
  [
    innerTypeOf(contract.inboxFilterSchema.shape.event),
    (json) => Object.assign(json, { enum: contract.events.map((event) => event.id), description: 'Only with the kind `reservations` (a 400 on any other).' }),
  ],
  [innerTypeOf(contract.inboxFilterSchema.shape.office), (json) => Object.assign(json, { enum: [...contract.officeIds], description: 'Only with the kind `contact` (a 400 on any other).' })],
  [innerTypeOf(contract.inboxFilterSchema.shape.list), (json) => Object.assign(json, { description: 'Only with the kind `subscribers` (a 400 on any other).' })],
]);

/** The operations that write a forum post's title or text, which the server holds to its minimum lengths. */
const forumPostOperations = new Set(['createThread', 'createReply', 'editThread', 'editReply', 'editOwnThread', 'editOwnReply']);

/**
 * Text of at least `min` characters once the server has trimmed it (code points, as JSON Schema and the forum count):
 * spaces, a non-space, `min - 2` or more of anything, a non-space, spaces.
 */
function trimmedAtLeast(min: number): string {
  return min <= 1 ? '^\\s*\\S[\\s\\S]*$' : `^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$`;
}

/** A forum post's body with this server's minimum lengths on `title` and `content` (checked apart from zod: `forumPostIssues`). */
function withPostMinimums(body: JsonSchema, rules: { titleMin: number; postMin: number }): JsonSchema {
  const properties = body.properties as Record<string, JsonSchema> | undefined;
  if (properties?.title) addPattern(properties.title, trimmedAtLeast(rules.titleMin));
  if (properties?.content) addPattern(properties.content, trimmedAtLeast(rules.postMin));
  return body;
}

/**
 * - zod's integers carry JavaScript's safe range as bounds: noise in a reference, so they are left out.
 * - A pipe of text into a text format (the e-mail address: trimmed and bounded, then `z.email()`) is shown by zod as
 *   its input end alone; the format's `format` and `pattern` are rules on that same text, so the document states them.
 */
const override: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = ({ zodSchema, jsonSchema }) => {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  const def = zodSchema._zod.def as { type: string; in?: z.ZodMiniType; out?: z.ZodMiniType };
  if (def.type === 'pipe' && def.in?._zod.def.type === 'string' && def.out?._zod.def.type === 'string' && jsonSchema.type === 'string') {
    const out = z.toJSONSchema(def.out, { io: 'output' }) as JsonSchema;
    if (typeof out.format === 'string') jsonSchema.format = out.format;
    if (typeof out.pattern === 'string') addPattern(jsonSchema as JsonSchema, out.pattern);
  }
  documentedRules.get(zodSchema as unknown as z.ZodMiniType)?.(jsonSchema as JsonSchema);
  // A list of tags names each tag once (after the server's normalizing, which a tag as documented has had).
  const element = (def as { element?: unknown }).element;
  if (def.type === 'array' && element === contract.forumTagSchema) jsonSchema.uniqueItems = true;
};

/** A request part (path parameters, query, body) as the caller sends it: inline, with zod's input types. */
function inputSchema(schema: z.ZodMiniType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', override }) as JsonSchema);
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** An endpoint's name as words, the operation's title: `listStaffAccounts` -> `List staff accounts`. */
const sentenceOf = (name: string) => pascal(name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`));

/**
 * The answers' schemas as named components: every schema of the contract exported as `<name>Schema` that is an object
 * or a union (`ticketListSchema` -> `TicketList`), and every answer's schema (under its export's name, or
 * `<Endpoint><status>` for one not exported), so an answer reads `$ref: TicketList` and the reference lists them. Only
 * the components some answer uses are kept.
 */
function responseComponents(responses: readonly (readonly [z.ZodMiniType, string])[]) {
  const registry = z.registry<{ id: string }>();
  const exportedNames = new Map<unknown, string>();
  for (const [exported, value] of Object.entries(contract)) {
    if (exported.endsWith('Schema') && typeof value === 'object' && value !== null && '_zod' in value && !exportedNames.has(value)) {
      exportedNames.set(value, pascal(exported.slice(0, -'Schema'.length)));
    }
  }
  for (const [value, id] of exportedNames) {
    const schema = value as z.ZodMiniType;
    const type = schema._zod.def.type;
    if (type !== 'object' && type !== 'union') continue;
    // Request-only schemas may transform (e-mail to lower case), which an answer's schema cannot say: leave those out.
    try {
      z.toJSONSchema(schema, { io: 'output' });
    } catch {
      continue;
    }
    registry.add(schema, { id });
  }
  for (const [schema, fallbackName] of responses) {
    if (!registry.has(schema)) registry.add(schema, { id: exportedNames.get(schema) ?? fallbackName });
  }
  const uri = (id: string) => `#/components/schemas/${id}`;
  const all = z.toJSONSchema(registry, { io: 'output', target: 'draft-2020-12', uri, override }).schemas as Record<string, JsonSchema>;

  // Keep the components reachable from the answers.
  const used = new Set<string>();
  const keep = (id: string): void => {
    if (used.has(id) || !all[id]) return;
    used.add(id);
    visit(all[id]);
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(uri(''))) keep(inner.slice(uri('').length));
      else visit(inner);
    }
  };
  for (const [schema] of responses) keep(registry.get(schema)!.id);
  return {
    refOf: (schema: z.ZodMiniType): JsonSchema => ({ $ref: uri(registry.get(schema)!.id) }),
    schemas: Object.fromEntries([...used].sort().map((id) => [id, withoutDialect(all[id]!)])),
  };
}

/** The field problems a request with nothing in it gets (the 400's example), if it gets any. */
function emptyRequestIssues(endpoint: EndpointDefinition) {
  const candidates: [z.ZodMiniType | undefined, unknown][] = [
    [endpoint.body, {}],
    [endpoint.multipart?.fields, {}],
    [endpoint.params, Object.fromEntries(Object.keys(endpoint.params?._zod.def.shape ?? {}).map((key) => [key, '-']))],
  ];
  for (const [schema, value] of candidates) {
    const parsed = schema?.safeParse(value);
    if (parsed && !parsed.success) return issuesFromZodError(parsed.error);
  }
  return undefined;
}

const accessText: Record<EndpointAccess, string> = {
  staff: 'Needs a staff session (role staff or admin).',
  admin: 'Needs a staff session with role admin.',
  customer: "Needs a customer's session of the ticket page.",
};

/** What a staff member without role admin is told: the forum has its own sentence. */
const adminOnlyMessage = (endpoint: EndpointDefinition) =>
  (Object.values(forumEndpoints) as EndpointDefinition[]).includes(endpoint) ? forumAnswers.adminOnly : authMessages.adminOnly;

const signInRequired: Record<EndpointAccess, string> = {
  staff: authMessages.signInRequired,
  admin: authMessages.signInRequired,
  customer: ticketMessages.signInRequired,
};

/** The security requirement of an endpoint's access (3.1 allows role names with any scheme). */
function securityOf(name: string, access: EndpointAccess | undefined): Record<string, string[]>[] | undefined {
  if (name === 'metrics') return [{ metricsToken: [] }, {}];
  if (access === 'customer') return [{ customerSession: [] }];
  if (access) return [{ staffSession: [access] }];
  return undefined;
}

/** Turns an endpoint's path parameters or query into OpenAPI parameters, with the example's values. */
function parameters(schema: z.ZodMiniObject | undefined, where: 'path' | 'query', example: Record<string, unknown> | undefined) {
  if (!schema) return [];
  const json = inputSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(example && example[name] !== undefined ? { example: example[name] } : {}),
  }));
}

function requestBody(endpoint: EndpointDefinition, example: Record<string, unknown> | undefined): Operation | undefined {
  const examples = example?.body !== undefined ? { example: example.body } : {};
  if (endpoint.body && endpoint.files) {
    // The same fields as JSON, or as multipart text parts with files (a desk message with attachments).
    const fields = inputSchema(endpoint.body) as { properties?: Record<string, JsonSchema> };
    const multipartSchema = {
      ...fields,
      properties: {
        ...fields.properties,
        ...Object.fromEntries(
          Object.entries(endpoint.files).map(([name, rule]) => [
            name,
            {
              type: 'array',
              items: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
              description: `Files, each of at most ${rule.maxBytes} bytes (larger: 413), one part per file.`,
            },
          ]),
        ),
      },
    };
    return {
      required: true,
      content: { 'application/json': { schema: inputSchema(endpoint.body), ...examples }, 'multipart/form-data': { schema: multipartSchema } },
    };
  }
  if (endpoint.body) {
    return { required: true, content: { 'application/json': { schema: inputSchema(endpoint.body), ...examples } } };
  }
  if (endpoint.multipart) {
    const fields = inputSchema(endpoint.multipart.fields) as { properties?: Record<string, JsonSchema>; required?: string[] };
    const files = Object.entries(endpoint.multipart.files);
    const schema = {
      ...fields,
      properties: {
        ...fields.properties,
        ...Object.fromEntries(
          files.map(([name, rule]) => [
            name,
            { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: `A file of at most ${rule.maxBytes} bytes (larger: 413).` },
          ]),
        ),
      },
      // A file field is required when the server refuses its absence.
      required: [...(fields.required ?? []), ...files.filter(([, rule]) => rule.check(undefined) !== undefined).map(([name]) => name)],
    };
    return { required: true, content: { 'multipart/form-data': { schema, ...examples } } };
  }
  return undefined;
}

const errorContent = (example?: unknown) => ({
  'application/json': {
    schema: { $ref: '#/components/schemas/ErrorResponse' },
    ...(example !== undefined ? { example } : {}),
  },
});

/** The OpenAPI 3.1 document of every endpoint. */
export function openApiDocument(options: OpenApiOptions): OpenApiDocument {
  const entries = Object.entries(documentedEndpoints);
  const jsonResponses = entries.flatMap(([name, endpoint]) =>
    Object.entries(endpoint.responses)
      .filter(([, schema]) => mediaTypeOf(schema) === undefined)
      .map(([status, schema]) => [schema, `${pascal(name)}${status}`] as const),
  );
  const components = responseComponents([...jsonResponses, [errorResponseSchema, 'ErrorResponse']]);

  const paths: OpenApiDocument['paths'] = {};
  for (const [name, endpoint] of entries) {
    const example = requestExamples[name as keyof typeof requestExamples] as Record<string, unknown> | undefined;
    const responses: Record<string, unknown> = {};
    for (const [statusText, schema] of Object.entries(endpoint.responses)) {
      const status = Number(statusText);
      const mediaType = mediaTypeOf(schema);
      const sample = responseExample(name, endpoint, status);
      const content = mediaType
        ? { [mediaType]: { schema: { type: 'string', ...(mediaType === 'application/octet-stream' ? { format: 'binary' } : {}) }, ...(sample ? { example: sample.value } : {}) } }
        : { 'application/json': { schema: components.refOf(schema), ...(sample ? { example: sample.value } : {}) } };
      responses[statusText] = { description: statusTexts[status] ?? `Status ${status}.`, content };
    }
    const issues = emptyRequestIssues(endpoint);
    if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) {
      responses['400'] ??= { description: statusTexts[400], content: errorContent(issues ? { error: invalidRequestMessage, issues } : undefined) };
    }
    if (endpoint.access) responses['401'] ??= { description: statusTexts[401], content: errorContent({ error: signInRequired[endpoint.access] }) };
    if (endpoint.access === 'admin') responses['403'] ??= { description: statusTexts[403], content: errorContent({ error: adminOnlyMessage(endpoint) }) };
    if (name === 'metrics') responses['403'] ??= { description: 'Neither from this machine nor with the metrics token.', content: errorContent() };
    const fileRules = endpoint.multipart?.files ?? endpoint.files ?? {};
    const [file] = Object.values(fileRules);
    if (file) responses['413'] ??= { description: statusTexts[413], content: errorContent({ error: file.tooLarge, issues: [{ path: Object.keys(fileRules)[0]!, message: file.tooLarge }] }) };
    responses.default = {
      description: 'Any other status (404, 409, 413, 415, 429 with Retry-After, 500, 503): the error shape, one sentence for a person.',
      content: errorContent(),
    };

    const security = securityOf(name, endpoint.access);
    const operation: Operation = {
      operationId: name,
      tags: [tagOf(endpoint.path)],
      summary: sentenceOf(name),
      description: [endpoint.summary, endpoint.access ? accessText[endpoint.access] : undefined].filter(Boolean).join('\n\n'),
      parameters: [
        ...parameters(endpoint.params, 'path', example?.params as Record<string, unknown> | undefined),
        ...parameters(endpoint.query, 'query', example?.query as Record<string, unknown> | undefined),
      ],
      ...(requestBody(endpoint, example) ? { requestBody: requestBody(endpoint, example) } : {}),
      responses,
      ...(security ? { security } : {}),
    };
    if ((operation.parameters as unknown[]).length === 0) delete operation.parameters;
    if (forumPostOperations.has(name)) {
      const body = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json']?.schema;
      if (body) withPostMinimums(body, options.forumPostRules ?? contract.forumPostRules);
    }
    for (const [path, documented] of byKind(name, openApiPath(endpoint.path), operation)) (paths[path] ??= {})[endpoint.method.toLowerCase()] = documented;
  }

  const usedTags = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags as string[])));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Orisun Software API',
      version: options.version,
      description: [
        "The HTTP API of Orisun Software's site, support desk and forum, on the site's own origin: the same calls the pages make.",
        'Request bodies are JSON unless said otherwise. Every error answers `{ "error": "<one sentence>", "issues": [{ "path", "message" }] }` ' +
          '(`issues` on a 400 names the fields). Requests that change something are refused (403) with a foreign `Origin`; ' +
          'forms and sign-ins are rate limited (429 with `Retry-After`).',
        'Sessions are an httpOnly cookie set by `POST /api/auth/sign-in` (staff) or `POST /api/ticket-auth` (customers); a browser on this ' +
          'origin sends it by itself, so "Try it out" here works once you are signed in on the site.',
      ].join('\n\n'),
    },
    servers: [{ url: options.serverUrl, description: 'This server' }],
    tags: [...tags, otherTag].filter((tag) => usedTags.has(tag.name)).map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'A staff session (`POST /api/auth/sign-in`): idle 8 hours or 7 days after sign-in it ends. Roles: `staff`, `admin`.',
        },
        customerSession: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: "A customer's session of the ticket page (`POST /api/ticket-auth` or the mailed link, `POST /api/ticket-auth/link`).",
        },
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'METRICS_TOKEN, for /metrics from another machine (from the server itself, no token is needed).',
        },
      },
    },
  };
}
