import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type FailedMail, type FailedMailPage } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';
import { retryUnlessRefused } from './session.ts';

/**
 * Query keys of the mail outbox's failed mail: `['outbox', 'list', { page, pageSize }]` for one page, so
 * `outboxKeys.all` matches every page (and the dashboard's tab count, which reads the first).
 */
export const outboxKeys = areaKeys('outbox');

/** Which page of the failed mail: both always given, so the tab count and the panel's first page share one request. */
export interface FailedMailQuery {
  page: number;
  pageSize: number;
}

/** `GET /api/outbox/failed` (staff): one page of the mail the outbox gave up on. The page shown stays while the next one loads. */
export function useFailedMail(query: FailedMailQuery) {
  return useQuery({
    queryKey: outboxKeys.list({ page: query.page, pageSize: query.pageSize }),
    queryFn: ({ signal }) => api.outbox.listFailedMail({ query }, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    // Mail fails in the background: look again soon, and whenever the tab comes back.
    staleTime: 10_000,
  });
}

type Pages = [readonly unknown[], FailedMailPage | undefined][];

/** Takes `leaving` out of every cached page (the counts drop with it); returns the pages as they were, to put back. */
function removeFromPages(client: QueryClient, leaving: (mail: FailedMail) => boolean): Pages {
  const before = client.getQueriesData<FailedMailPage>({ queryKey: outboxKeys.all });
  client.setQueriesData<FailedMailPage>({ queryKey: outboxKeys.all }, (page) => {
    if (!page) return page;
    const items = page.items.filter((mail) => !leaving(mail));
    return { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
  });
  return before;
}

function restore(client: QueryClient, pages: Pages | undefined) {
  for (const [key, page] of pages ?? []) client.setQueryData(key, page);
}

/**
 * `POST /api/outbox/failed/:id/retry`, optimistic: the mail leaves the cached pages at once (it is waiting to be sent
 * again), comes back if the server refuses, and the list is fetched again afterwards. The caller tells the person.
 */
export function useRetryFailedMail() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: outboxKeys.mutation('retry'),
    mutationFn: (mail: Pick<FailedMail, 'id'>) => api.outbox.retryFailedMail({ params: { id: mail.id } }),
    onMutate: async (mail: Pick<FailedMail, 'id'>) => {
      await client.cancelQueries({ queryKey: outboxKeys.all });
      return { before: removeFromPages(client, (m) => m.id === mail.id) };
    },
    onError: (_error, _mail, context) => restore(client, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}

/** `POST /api/outbox/failed/retry`: every failed mail waits to be sent again; the list is fetched again afterwards. */
export function useRetryAllFailedMail() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: outboxKeys.mutation('retry-all'),
    mutationFn: () => api.outbox.retryAllFailedMail({}),
    onSettled: () => client.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
