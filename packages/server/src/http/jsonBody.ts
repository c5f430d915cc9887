import type { FastifyInstance } from 'fastify';

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Every string of a parsed JSON value made well-formed: a lone UTF-16 surrogate (`"\ud800"` is valid JSON, but no
 * character) becomes U+FFFD. The databases disagree on it otherwise: PostgreSQL's driver stores U+FFFD, PGlite cut
 * the text after it or refused it (SQLSTATE 22021, a 500), so the same request gave a different answer on each.
 */
export function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(loneSurrogate, '\uFFFD');
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = wellFormed(value[i]);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = wellFormed(record[key]);
  }
  return value;
}

/**
 * The JSON bodies of every route: Fastify's own parser (prototype poisoning refused), then `wellFormed`. A body-less
 * call sent with `Content-Type: application/json` (many HTTP clients send one with an empty body: `PUT
 * /threads/{id}/like`) has no body instead of failing as invalid JSON; a route that needs a body answers 400 naming it.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, (error, value) => (error ? done(error, undefined) : done(null, wellFormed(value))));
  });
}
