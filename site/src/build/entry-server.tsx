import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { UiProvider } from '@orisun/ui';
import { RouterLink } from '../runtime/RouterLink.tsx';
import { documentTitle, isRouteHandle } from '../layout/routeHandle.ts';
import { IslandsContext } from '../islands/Island.tsx';
import { preloadIslands } from '../islands/intent.tsx';
import { islandName } from '../islands/modules.ts';
import { createRoutes } from '../runtime/routes.tsx';
import { brand } from '../content/brand.ts';
import { kitLabels } from '../i18n/kitLabels.ts';

export { themeClass } from '@orisun/tokens';
export { siteRoutes, pageFile } from '../runtime/routes.tsx';
/** This build's language and the pages that exist in French (src/i18n), for the prerender. */
export { locale, translatedPaths } from '../i18n/index.ts';
/** The sharing image's description in this build's language. */
export const imageAlt = `${brand.name}: ${brand.tagline}`;

export interface RenderResult {
  /** The app's HTML, for `<div id="root">`. */
  html: string;
  /** HTTP status react-router decided (404 when nothing matched). */
  status: number;
  /** Full `<title>` text and meta description of the matched page. */
  title: string;
  description: string;
  /** Source files (Vite manifest keys) of the matched pages, to link their CSS and preload their chunks. */
  pageFiles: string[];
  /** The page is rendered as islands: `html` holds their empty elements, for the prerender to fill (src/islands). */
  islands: boolean;
}

/** Every island's component with its name (src/islands/modules.ts), for `<Island>` to name the islands it writes. */
const islandNames: ReadonlyMap<unknown, string> = new Map(
  Object.entries(import.meta.glob<unknown>('../**/*.island.tsx', { eager: true, import: 'default' })).map(([file, component]) => [component, islandName(file)]),
);

/** Renders one URL of the site to HTML with react-router's static router, waiting for all data and lazy pages. */
export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`render(${url}): the route answered a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Every island's code loaded: the islands on intent (forms) render in full, in place (src/islands/intent.tsx).
  await preloadIslands();
  const handles = context.matches.map((m) => m.route.handle).filter(isRouteHandle);
  const leaf = handles.at(-1);
  const islands = leaf?.islands ?? false;

  const { prelude } = await prerenderToNodeStream(
    <IslandsContext value={islands ? islandNames : null}>
      {/* As in the browser (runtime/entry-client.tsx): the kit's links through the router. */}
      <UiProvider linkComponent={RouterLink} labels={kitLabels}>
        {/* hydrate={false}: no inline <script> with hydration data (the CSP allows scripts from 'self' only). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </UiProvider>
    </IslandsContext>,
    // Every Suspense boundary (a form island) in place: no outlined segment swapped in by an
    // inline script, which the CSP would block and which JavaScript-off readers never run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);

  return {
    html: Buffer.concat(chunks).toString('utf8'),
    status: context.statusCode,
    title: leaf ? documentTitle(leaf.title) : '',
    description: leaf?.description ?? '',
    pageFiles: handles.map((h) => h.pageFile),
    islands,
  };
}
