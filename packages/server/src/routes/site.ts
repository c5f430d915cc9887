import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveSiteFile, type DynamicPage } from '../static/resolve.ts';
import { sendSiteFile } from '../static/send.ts';

export interface SiteRoutesOptions {
  /** The built site (`site/dist/client`). */
  siteDir: string;
  /** Client-routed paths answered with a shell page (see DynamicPage). */
  dynamicPages?: readonly DynamicPage[];
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

/** Serves the prerendered site: pages, assets and static files, and the 404 page for everything else. */
export async function siteRoutes(app: FastifyInstance, options: SiteRoutesOptions): Promise<void> {
  const siteDir = path.resolve(options.siteDir);
  const dynamicPages = options.dynamicPages ?? [];

  async function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
    const notFoundPage = path.join(siteDir, '404.html');
    if (await sendSiteFile(request, reply, notFoundPage, { kind: 'page', status: 404 })) return reply;
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
    const urlPath = request.url.split('?')[0] ?? '/';
    const file = await resolveSiteFile(siteDir, urlPath, dynamicPages);
    if (file && (await sendSiteFile(request, reply, file.path, { kind: file.kind }))) return reply;
    return answerNotFound(request, reply);
  }

  // HEAD is routed here too (not to Fastify's automatic HEAD route), so it answers the real Content-Length
  // without reading the file.
  // The build's files as built: precompressed where it helps (.br, .gz), never compressed again per request.
  app.route({ method: ['GET', 'HEAD'], url: '/*', exposeHeadRoute: false, compress: false, handler: serveSite });
}
