import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { $ZodType, safeEncode } from 'zod/v4/core';

type JsonSchema = { [key: string]: unknown };

/**
 * Keywords that only constrain a value: a serializer writes what it is given, so they are left out of the schema it is
 * compiled from (zod checks them, where checks are on). Kept, fast-json-stringify would test every nullable date
 * against its pattern through Ajv to choose between `anyOf`'s branches.
 */
const constraintKeywords = new Set([
  '$schema', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength',
  'minItems', 'maxItems', 'uniqueItems', 'description', 'title', 'examples', 'default',
]);

const primitiveTypes = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * A JSON Schema as a serializer needs it: without the constraints, and `anyOf: [T, null]` (zod's nullable) as
 * `type: [T, 'null']` where T is one plain type, which fast-json-stringify writes without a branch test.
 */
export function serializationSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializationSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (constraintKeywords.has(key)) continue;
    // Property names are data, not keywords: a property called `format` stays.
    out[key] = key === 'properties' || key === '$defs' || key === 'definitions'
      ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, serializationSchema(sub)]))
      : serializationSchema(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const plain = branches.find((b: JsonSchema) => !(b.type === 'null' && Object.keys(b).length === 1)) as JsonSchema | undefined;
    const hasNull = branches.some((b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1);
    if (plain && hasNull && typeof plain.type === 'string' && primitiveTypes.has(plain.type) && plain.enum === undefined && plain.const === undefined) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...plain, type: [plain.type, 'null'] };
    }
  }
  return out;
}

function zodSchemaOf(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

type Stringify = (data: unknown) => string;

/**
 * Compiled once per schema in the process: the contract's schemas are module constants, and every app built (the
 * tests build hundreds) registers the same ones.
 */
const compiled = new WeakMap<$ZodType, Stringify | undefined>();

/** A stringify function made by fast-json-stringify from a zod schema's output, or undefined when zod cannot say it as JSON Schema. */
export function compiledStringify(schema: $ZodType): Stringify | undefined {
  if (compiled.has(schema)) return compiled.get(schema);
  let stringify: Stringify | undefined;
  try {
    const json = z.toJSONSchema(schema as z.ZodMiniType, { io: 'output', target: 'draft-7' });
    stringify = fastJson(serializationSchema(json) as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    // A Date or another type JSON Schema cannot say: zod writes it.
    stringify = undefined;
  }
  compiled.set(schema, stringify);
  return stringify;
}

export interface ResponseSerializerOptions {
  /**
   * `CHECK_RESPONSES`: every answer is also checked against its zod schema, and one that breaks the contract is a
   * 500 (`ResponseSerializationError`) rather than sent. On in the tests; off in production, where the check costs
   * a third of a list request's time.
   */
  check: boolean;
}

/**
 * Fastify's serializer compiler for the contract's response schemas: each is compiled once, when its route is, into
 * a fast-json-stringify function, which writes only the properties the schema names (as zod's default object
 * would). The profile of `GET /threads` gave zod's encode and JSON.stringify 42% of the request's CPU time.
 */
export function responseSerializerCompiler(options: ResponseSerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = zodSchemaOf(maybeSchema);
    const stringify = compiledStringify(schema);
    const encode = (data: unknown): unknown => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return result.data;
    };
    if (!stringify) return (data: unknown) => JSON.stringify(encode(data));
    if (!options.check) return stringify;
    return (data: unknown) => {
      encode(data);
      return stringify(data);
    };
  };
}
