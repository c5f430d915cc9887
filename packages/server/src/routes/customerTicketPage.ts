import path from 'node:path';
import { customerTicketPage, customerTicketPagePath, customerTicketsIslandName, shellFile, type CustomerTicketsIslandProps } from '@orisun/api/routing';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { siteLanguages } from '@orisun/api/languages';
import type { Config } from '../config.ts';
import type { OpenedDatabase } from '../db/index.ts';
import { customerTicketList } from '../db/ticketAttachments.ts';
import { withIsland } from '../pages/island.ts';
import { siteRenderer } from '../pages/siteRenderer.ts';
import { readText, sendGenerated, sendSiteFile } from '../static/send.ts';
import { answerLanguageChoice } from './site.ts';

export interface CustomerTicketPageOptions {
  config: Pick<Config, 'siteDir' | 'publicUrl'>;
  database: OpenedDatabase;
}


/**
 * A page with a customer's own tickets: never kept by a shared cache or the browser's (a phone may be shared), and read
 * afresh on every visit.
 */
export const signedInPageCacheControl = 'private, no-store';

/**
 * `GET /dashboard` (and `/fr/dashboard`, the French build's page) with a customer's session: the prerendered page with
 * its island rendered again by that language's built renderer with the tickets in its props
 * (`CustomerTicketsIslandProps.signedIn`), so a signed-in visitor's tickets are in the first response (its LCP needs no
 * second round trip) and the island shows them without asking the server again. Anything else gets the prerendered
 * page, whose island asks the server: no session, the mail's one-time link (`?link=`: the island signs in with it), no
 * renderer, or one that fails. `?language=` is the language switch, answered as on every page.
 */
export const customerTicketPageRoutes: FastifyPluginAsync<CustomerTicketPageOptions> = async (app, { config, database }) => {
  const siteDir = path.resolve(config.siteDir);
  const secureCookies = config.publicUrl.startsWith('https:');

  for (const language of siteLanguages) {
    const shellPath = path.join(siteDir, ...shellFile(customerTicketPage, language).split('/'));
    const renderer = siteRenderer(siteDir, { warn: (message) => app.log.warn(message) }, language);
    // The built renderer is imported as the server starts, not by the first signed-in visitor (about 0.5 s on a 2-core
    // machine); readiness does not wait for it.
    app.addHook('onReady', async () => void renderer().catch(() => undefined));

    const signedInPage = async (request: FastifyRequest): Promise<string | undefined> => {
      if (new URLSearchParams(request.url.split('?')[1] ?? '').has('link')) return undefined;
      const customer = await app.sessions.customerOf(request);
      if (customer === undefined) return undefined;
      const [shell, site] = await Promise.all([readText(shellPath), renderer()]);
      if (shell === undefined || site === undefined) return undefined;
      const props: CustomerTicketsIslandProps = { signedIn: await customerTicketList(database.db, customer) };
      try {
        return await withIsland(shell, customerTicketsIslandName, props, site);
      } catch (error) {
        request.log.error({ err: error, url: request.url }, "the site's renderer failed on the customer ticket page: sent the prerendered page");
        return undefined;
      }
    };

    app.route({
      method: ['GET', 'HEAD'],
      url: customerTicketPagePath(language),
      exposeHeadRoute: false,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (answerLanguageChoice(request, reply, { secureCookies })) return reply;
        const html = await signedInPage(request);
        if (html !== undefined) return sendGenerated(request, reply, html, { type: 'text/html; charset=utf-8', cacheControl: signedInPageCacheControl });
        if (await sendSiteFile(request, reply, shellPath, { kind: 'page' })) return reply;
        return reply.callNotFound();
      },
    });
  }
};
