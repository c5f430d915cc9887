/**
 * The islands' prerender, built with Preact in place of React (`ISLANDS=ssr`, site/vite.config.ts): the HTML of one
 * island, which `runtime/islands-client.tsx` hydrates with Preact in the browser. Also the site's renderer for the server
 * (`@orisun/api/routing`'s `SiteRenderer`): the server imports this build to render a forum thread's page.
 */
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import type { SiteRenderer } from '@orisun/api/routing';
import { UiProvider } from '@orisun/ui';
import { ThreadArticle } from '../pages/Forum/ThreadArticle.tsx';
import { LocaleLink } from '../i18n/LocaleLink.tsx';
import { IdScope } from '../islands/IdScope.tsx';
import { IslandRoot } from '../islands/IslandRoot.tsx';
import { preloadIslands } from '../islands/intent.tsx';
import { islandLoader } from '../islands/modules.ts';

/** The HTML of the island `name` with `props`, the `index`-th island of its page. */
export async function renderIsland(name: string, props: object, index: number): Promise<string> {
  const load = islandLoader(name);
  if (!load) throw new Error(`renderIsland: no island named ${name} (a ${name}.island.tsx module)`);
  const { default: Component } = await load();
  // Its islands on intent (forms) rendered in full, in place.
  await preloadIslands();
  const Island = Component as unknown as (props: object) => React.ReactNode;
  // Async: a part the island loads lazily (the customer's tickets, TicketPage.tsx) is awaited and rendered in full, as
  // the browser's hydration finds it (Preact keeps the server's HTML while the part's code loads).
  return renderToStringAsync((<IslandRoot scope={String(index + 1)}><Island {...props} /></IslandRoot>) as never);
}

/**
 * A forum thread's HTML for its own page, which the server renders into the thread shell per request
 * (`@orisun/api/routing`'s `SiteRenderer`: this module is the site's renderer) and the prerender into the shell's
 * critical CSS. Ids of its own (`ithread-`), apart from the forum island's around it.
 */
export const renderForumThread: SiteRenderer['renderForumThread'] = ({ thread, replies, replyPage }) =>
  renderToString(
    (
      <UiProvider linkComponent={LocaleLink}>
        <IdScope scope="thread">
          <ThreadArticle thread={thread} replies={replies} replyPage={replyPage} />
        </IdScope>
      </UiProvider>
    ) as never,
  );

/** The titles of the forum's pages the server makes, in this build's language. */
export { forumListTitle, forumThreadTitle } from '../pages/Forum/titles.ts';
