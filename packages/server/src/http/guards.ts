import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';

/** Methods that change state. GET and HEAD never do (docs/adr/0005-origin-check-on-writes.md), so only these are guarded. */
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const foreignOriginMessage =
  'This request came from another website, so it was refused. Please use the form on our own site.';
export const contentEncodingMessage = 'Send the request body without Content-Encoding: compressed bodies are not accepted.';

/** `host[:port]` of an origin or URL, lower-cased; undefined when it is not a URL (e.g. `null`). */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request was sent by a page of this site (or by no browser page at all).
 *
 * Browsers send `Origin` with every cross-origin POST, and with same-origin ones too; it cannot be
 * forged by a page. It must name this site: the public address (`PUBLIC_URL`) or the host the
 * request was sent to (the address a developer or a test opens, e.g. http://127.0.0.1:3000).
 * `Origin: null` (sandboxed frames, some redirects) is refused. Without `Origin`, `Sec-Fetch-Site:
 * cross-site` or `same-site` (another subdomain) is refused. A request with neither header did not
 * come from a web page (curl, a mail client's one-click unsubscribe, server to server) and goes on:
 * a forged cross-site request always carries one of them in the browsers people use.
 */
export function sentFromThisSite(request: Pick<FastifyRequest, 'headers'>, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const host = hostOf(origin);
    if (host === undefined) return false;
    return host === hostOf(publicUrl) || host === request.headers.host?.toLowerCase();
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Checks every request must pass before its route runs, for every endpoint (the forms now, the
 * desk and the forum as they come):
 * - a state-changing request from another website is refused with 403 (CSRF; see `sentFromThisSite`);
 * - a body sent with a `Content-Encoding` other than `identity` is refused with 415: the server does not
 *   decompress request bodies, so it must not read a "gzip" body as if it were plain.
 */
export function registerRequestGuards(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    if (!sentFromThisSite(request, config.publicUrl)) {
      request.log.info({ origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] }, 'refused: request from another site');
      throw new HttpError(403, foreignOriginMessage);
    }
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding !== undefined && encoding !== '' && encoding !== 'identity') throw new HttpError(415, contentEncodingMessage);
  });
}
