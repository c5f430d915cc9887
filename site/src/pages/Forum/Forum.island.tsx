import { useEffect, useState } from 'react';
import { parseForumListAddress, type ForumIslandProps } from '@orisun/api/routing';
import { DeferredToastProvider } from '@orisun/ui';
import { countRenderedThreadView, seedForumList, seedForumThread } from '../../api/forum.ts';
import { sharedQueryClient } from '../../api/queryClient.ts';
import { Providers } from '../../app/Providers.tsx';
import { ForumHistoryContext, staticHistory } from './address.ts';
import { ForumView, loadThreadPage } from './ForumView.tsx';

export type { ForumIslandProps };

/**
 * Before the island hydrates (`src/runtime/islands-client.tsx`): a thread's page the server rendered needs its
 * ThreadPage's code, so the thread hydrates in place with the island, each post in a task of its own.
 */
export async function prepare({ thread }: ForumIslandProps): Promise<void> {
  if (thread) await loadThreadPage();
}

/**
 * The community forum as one island (src/islands): its server state, toasts and list, hydrated with Preact. In the
 * browser it follows the browser's history; in the prerender and on the server the page's address. A list page the
 * server rendered (`list`), or a thread's page (`thread`), is in the query cache from the start, so the island shows
 * what the HTML shows and does not fetch it again (a thread's page counts its view with a call of its own). Its toasts'
 * code (Radix Toast) comes with the first toast (`DeferredToastProvider`).
 */
export default function ForumIsland({ path, list, thread }: ForumIslandProps) {
  const [history] = useState(() => (typeof window === 'undefined' ? staticHistory(list?.href ?? path) : null));
  const [queryClient] = useState(() => {
    const client = sharedQueryClient();
    const at = list && list.href.indexOf('?');
    const address = list && (at === -1 ? parseForumListAddress(list.href, '') : parseForumListAddress(list.href.slice(0, at), list.href.slice(at)));
    if (list && address) seedForumList(client, { tab: address.tab, search: address.q, category: address.category, tag: address.tag, page: address.page, saved: [] }, list.page);
    if (thread) seedForumThread(client, thread);
    return client;
  });
  // The thread the HTML holds is not fetched again: its view is counted on its own.
  const renderedThread = thread?.thread.id;
  useEffect(() => {
    if (renderedThread) void countRenderedThreadView(queryClient, renderedThread);
  }, [queryClient, renderedThread]);
  return (
    <ForumHistoryContext value={history}>
      <Providers queryClient={queryClient} toasts={DeferredToastProvider}>
        <ForumView renderedList={list?.href} renderedThread={renderedThread} />
      </Providers>
    </ForumHistoryContext>
  );
}
