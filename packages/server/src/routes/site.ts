import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { frenchOfferFile, languageCookie, languageParam, siteLanguages, type SiteLanguage } from '@orisun/api/languages';
import { preferredLanguage } from '../http/language.ts';
import { resolveSiteFile, type DynamicPage } from '../static/resolve.ts';
import { sendSiteFile } from '../static/send.ts';

export interface SiteRoutesOptions {
  /** The built site (`site/dist/client`). */
  siteDir: string;
  /** Client-routed paths answered with a shell page (see DynamicPage). */
  dynamicPages?: readonly DynamicPage[];
  /** The site is served over https (PUBLIC_URL): the language cookie is `Secure`. */
  secureCookies?: boolean;
}

/** How long the visitor's choice of language is kept: a year. */
const languageCookieSeconds = 365 * 24 * 60 * 60;

/**
 * Whether `/` should offer French (`frenchOfferFile`): the visitor chose French before, or chose nothing and their
 * browser prefers French to English (Accept-Language). Never a redirect: the English page, with the offer on top.
 */
export function offersFrench(request: Pick<FastifyRequest, 'headers' | 'cookies'>): boolean {
  const chosen = request.cookies?.[languageCookie];
  if (chosen === 'fr' || chosen === 'en') return chosen === 'fr';
  return preferredLanguage(request.headers['accept-language']) === 'fr';
}

export const siteNotBuiltMessage =
  'The Orisun site has not been built yet. Run `npm run build` (or `npm start`, which builds it first), ' +
  'then reload this page. The API under /api/ is running.';

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * `?language=fr` on a page (the language switch, the offer's "stay in English" link, a link from elsewhere): the choice
 * remembered (`languageCookie`), then a 303 to the page without it. True when it answered so; routes of their own that
 * serve pages (the customer ticket page) ask it first, as the site's pages do.
 */
export function answerLanguageChoice(request: FastifyRequest, reply: FastifyReply, options: Pick<SiteRoutesOptions, 'secureCookies'>): boolean {
  const [urlPath = '/', query = ''] = request.url.split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  const chosen = params.get(languageParam);
  if (chosen === null) return false;
  if (siteLanguages.includes(chosen as SiteLanguage)) {
    reply.setCookie(languageCookie, chosen, { path: '/', maxAge: languageCookieSeconds, sameSite: 'lax', secure: options.secureCookies === true });
  }
  params.delete(languageParam);
  const rest = params.toString();
  void reply.header('cache-control', 'no-store').redirect(`${urlPath}${rest ? `?${rest}` : ''}`, 303);
  return true;
}

/** Serves the prerendered site: pages, assets and static files, and the 404 page for everything else. */
export async function siteRoutes(app: FastifyInstance, options: SiteRoutesOptions): Promise<void> {
  const siteDir = path.resolve(options.siteDir);
  const dynamicPages = options.dynamicPages ?? [];

  async function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
    // Under /fr/ the French not-found page, when the build has one (site/src/i18n).
    const french = /^\/fr(\/|$)/.test(request.url.split('?')[0] ?? '');
    for (const page of french ? ['fr/404.html', '404.html'] : ['404.html']) {
      if (await sendSiteFile(request, reply, path.join(siteDir, page), { kind: 'page', status: 404 })) return reply;
    }
    return reply
      .status(404)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('Page not found.');
  }

  async function serveSite(request: FastifyRequest, reply: FastifyReply) {
    // Checked per request, so building the site while the server runs needs no restart.
    if (!(await exists(path.join(siteDir, 'index.html')))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(siteNotBuiltMessage);
    }
    if (answerLanguageChoice(request, reply, options)) return reply;
    const urlPath = request.url.split('?')[0] || '/';
    // `/` has two versions, English and English offering French: caches keep them apart (and their ETags differ).
    const home = urlPath === '/';
    const vary = home ? ['Accept-Language', 'Cookie'] : [];
    if (home && offersFrench(request) && (await sendSiteFile(request, reply, path.join(siteDir, frenchOfferFile), { kind: 'page', vary }))) return reply;
    const file = await resolveSiteFile(siteDir, urlPath, dynamicPages);
    if (file && (await sendSiteFile(request, reply, file.path, { kind: file.kind, vary }))) return reply;
    return answerNotFound(request, reply);
  }

  // HEAD is routed here too (not to Fastify's automatic HEAD route), so it answers the real Content-Length
  // without reading the file.
  // The build's files as built: precompressed where it helps (.br, .gz), never compressed again per request.
  app.route({ method: ['GET', 'HEAD'], url: '/*', exposeHeadRoute: false, compress: false, handler: serveSite });
}
