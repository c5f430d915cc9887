import { describe, expect, it } from 'vitest';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { encode } from 'zod/v4/core';
import { documentedEndpoints, responseExample } from '@orisun/api/openapi';
import { compiledStringify, responseSerializerCompiler, serializationSchema } from './serializer.ts';

const compile = (check: boolean, schema: z.ZodMiniType) =>
  responseSerializerCompiler({ check })({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

describe('the response serializer', () => {
  const cases = Object.entries(documentedEndpoints).flatMap(([name, endpoint]) =>
    Object.entries(endpoint.responses).flatMap(([status, schema]) => {
      const example = responseExample(name, endpoint, Number(status));
      return example ? [{ label: `${name} ${status}`, schema: schema as z.ZodMiniType, value: example.value }] : [];
    }),
  );

  it('has the contract examples to compare with', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)('writes $label as zod does', ({ schema, value }) => {
    const zodJson = JSON.stringify(encode(schema, value));
    for (const check of [false, true]) {
      const written = compile(check, schema)(value);
      expect(JSON.parse(written)).toEqual(JSON.parse(zodJson));
    }
  });

  const account = z.object({
    id: z.string(),
    email: z.string(),
    lastSeenAt: z.nullable(z.iso.datetime()),
    role: z.enum(['admin', 'staff']),
    tags: z.array(z.string()),
    note: z.optional(z.string()),
  });

  it('writes only what the schema names, never another property of the row', () => {
    const row = { id: 'a1', email: 'ada@example.com', lastSeenAt: null, role: 'admin', tags: ['x'], passwordHash: '$argon2id$secret' };
    for (const check of [false, true]) {
      const written = compile(check, account)(row);
      expect(written).not.toContain('passwordHash');
      expect(written).not.toContain('argon2');
      expect(JSON.parse(written)).toEqual({ id: 'a1', email: 'ada@example.com', lastSeenAt: null, role: 'admin', tags: ['x'] });
    }
  });

  it('with checks on, refuses an answer that breaks the contract (a 500, not a wrong answer)', () => {
    const broken = { id: 'a1', email: 'ada@example.com', lastSeenAt: 'yesterday', role: 'owner', tags: [] };
    expect(() => compile(true, account)(broken)).toThrow(ResponseSerializationError);
  });

  it('lets zod write what JSON Schema cannot say (a Date)', () => {
    expect(compiledStringify(z.date())).toBeUndefined();
    const at = new Date('2026-11-27T08:00:00.000Z');
    expect(compile(false, z.object({ at: z.date() }))({ at, extra: 1 })).toBe('{"at":"2026-11-27T08:00:00.000Z"}');
  });

  it('writes a nullable value as one type or null, without its checks', () => {
    const json = serializationSchema(z.toJSONSchema(z.object({ at: z.nullable(z.iso.datetime()) }), { io: 'output', target: 'draft-7' })) as {
      properties: { at: unknown };
    };
    expect(json.properties.at).toEqual({ type: ['string', 'null'] });
  });
});
