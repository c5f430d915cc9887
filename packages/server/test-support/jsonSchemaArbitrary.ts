import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document (the subset zod's `toJSONSchema` writes):
 * values the document calls valid, with every kind of text a client may send (any code point, line breaks,
 * control characters) wherever the document does not forbid it. The API's property test sends them.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
  [keyword: string]: unknown;
};

/** The schema with its `allOf` parts folded in (zod writes several patterns of one string as an `allOf`). */
function flatten(schema: JsonSchema): { schema: JsonSchema; patterns: string[] } {
  const patterns: string[] = schema.pattern ? [schema.pattern] : [];
  let merged: JsonSchema = { ...schema, allOf: undefined, pattern: undefined };
  for (const part of schema.allOf ?? []) {
    const inner = flatten(part);
    patterns.push(...inner.patterns);
    merged = {
      ...merged,
      ...inner.schema,
      properties: { ...merged.properties, ...inner.schema.properties },
      required: [...(merged.required ?? []), ...(inner.schema.required ?? [])],
      minLength: Math.max(merged.minLength ?? 0, inner.schema.minLength ?? 0),
      maxLength: Math.min(merged.maxLength ?? Infinity, inner.schema.maxLength ?? Infinity),
    };
    if (merged.maxLength === Infinity) delete merged.maxLength;
  }
  return { schema: merged, patterns };
}

const lengthOf = (value: string) => [...value].length;

function stringArbitrary(schema: JsonSchema, patterns: string[]): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 60);
  const regexes = patterns.map((pattern) => new RegExp(pattern, 'u'));
  const fits = (value: string) => lengthOf(value) >= min && lengthOf(value) <= max && regexes.every((regex) => regex.test(value));
  let base: fc.Arbitrary<string>;
  if (schema.format === 'uuid') base = fc.uuid();
  else if (schema.format === 'date-time') base = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
  else if (schema.format === 'date') base = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  else if (schema.format === 'uri') base = fc.webUrl({ withQueryParameters: true, withFragments: true });
  else if (regexes.length > 0) base = fc.oneof(...regexes.map((regex) => fc.stringMatching(regex)));
  else {
    // Any code point half the time (control characters, line breaks, other scripts), printable ASCII otherwise.
    base = fc.oneof(fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, min + 80) }), fc.string({ minLength: min, maxLength: Math.min(max, min + 80) }));
  }
  return base.filter(fits);
}

/** An arbitrary of the values `schema` calls valid. */
export function arbitraryOf(input: JsonSchema): fc.Arbitrary<unknown> {
  const { schema, patterns } = flatten(input);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const { anyOf: _any, oneOf: _one, ...rest } = schema;
    const restored = { ...rest, ...(patterns.length ? { pattern: patterns[0], allOf: patterns.slice(1).map((pattern) => ({ pattern })) } : {}) };
    return fc.oneof(
      ...variants.map((variant) =>
        arbitraryOf({
          ...restored,
          ...variant,
          required: [...(restored.required ?? []), ...(variant.required ?? [])],
          // A variant narrows the object: a field it sets to `false` must be absent (`true` adds nothing).
          properties: { ...restored.properties, ...Object.fromEntries(Object.entries(variant.properties ?? {}).filter(([, property]) => (property as unknown) === false)) },
          allOf: [...(restored.allOf ?? []), ...(variant.allOf ?? [])],
        }),
      ),
    );
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type, pattern: patterns[0], allOf: patterns.slice(1).map((pattern) => ({ pattern })) })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1_000_000);
      const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1_000_000);
      if (types[0] === 'integer' || schema.multipleOf === 1) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      if (schema.multipleOf === 0.01) return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return stringArbitrary(schema, patterns);
    case 'array': {
      const item = schema.items ? arbitraryOf(schema.items) : fc.anything();
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5) };
      return schema.uniqueItems ? fc.uniqueArray(item, { ...constraints, selector: (value) => JSON.stringify(value) }) : fc.array(item, constraints);
    }
    case 'object': {
      // A property whose schema is `false` must be absent (one field or the other).
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([, property]) => (property as unknown) !== false));
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = arbitraryOf(property);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      return fc.anything();
  }
}
