import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import { speakIn } from '@orisun/api';
import { siteLanguages, type SiteLanguage } from '@orisun/api/languages';

/**
 * The language a browser prefers among the site's (its Accept-Language), English when it names none of them. The site's
 * pages send the page's language (site/src/api/client); another client sends its own.
 */
export function preferredLanguage(acceptLanguage: string | undefined): SiteLanguage {
  if (!acceptLanguage) return 'en';
  return (new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...siteLanguages]) as SiteLanguage | undefined) ?? 'en';
}

const requestLanguage = new AsyncLocalStorage<SiteLanguage>();

/** The language of the request being handled (English outside one). */
export function currentLanguage(): SiteLanguage {
  return requestLanguage.getStore() ?? 'en';
}

/**
 * The API answers in the request's language (docs/adr/0033-api-messages-in-the-requests-language.md): the schemas'
 * sentences (a 400's issues), the 400's and 429's sentences. Each request runs in its language from its first hook;
 * once more before validation, since the body is read from the socket's events, outside the request's context.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  speakIn(currentLanguage);
  app.addHook('onRequest', (request, _reply, done) => requestLanguage.run(preferredLanguage(request.headers['accept-language']), done));
  app.addHook('preValidation', (request, _reply, done) => requestLanguage.run(preferredLanguage(request.headers['accept-language']), done));
}
