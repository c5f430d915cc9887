import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, contractMessage, type InboxConsultant, type InboxFilter, type InboxHandled, type InboxKind, type InboxListQuery, type InboxPage, type InboxPageOf } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';

/**
 * Query keys of the staff inbox: `['inbox', 'list', { kind, ...query }]` for one page of a kind, so
 * `inboxKeys.list({ kind })` matches every page and filter of that kind (TanStack matches keys partially).
 */
export const inboxKeys = areaKeys('inbox');

/** `GET /api/inbox/:kind`: one page of a kind, newest first. The page shown stays while the next one loads. */
export function useInboxList<K extends InboxKind>(kind: K, query: InboxListQuery) {
  return useQuery({
    queryKey: inboxKeys.list({ kind, ...query }),
    queryFn: async ({ signal }): Promise<InboxPageOf<K>> => {
      const page = await api.inbox.listInbox({ params: { kind }, query }, { signal });
      // The page's items are of the kind asked for (the schema allows any kind): anything else breaks the contract.
      if (page.kind !== kind) throw new ApiError('contract', 200, { error: contractMessage });
      return page as InboxPageOf<K>;
    },
    placeholderData: keepPreviousData,
    // Staff expect what they just did to show, and others' marks to show soon.
    staleTime: 10_000,
  });
}

type Lists = [readonly unknown[], InboxPage | undefined][];

/** Changes one item in every cached page of `kind`; returns the pages as they were, to put back. */
function updateItem(client: QueryClient, kind: InboxKind, id: string, change: (item: InboxPage['items'][number]) => object): Lists {
  const before = client.getQueriesData<InboxPage>({ queryKey: inboxKeys.list({ kind }) });
  client.setQueriesData<InboxPage>({ queryKey: inboxKeys.list({ kind }) }, (page) =>
    page ? ({ ...page, items: page.items.map((item) => (item.id === id ? { ...item, ...change(item) } : item)) } as InboxPage) : page,
  );
  return before;
}

function restore(client: QueryClient, lists: Lists | undefined) {
  for (const [key, page] of lists ?? []) client.setQueryData(key, page);
}

/** The item (its path's id) and the body of `POST /api/inbox/:kind/:id/handled` (packages/api). */
export type HandledChange = { id: string } & InboxHandled;

/**
 * `POST /api/inbox/:kind/:id/handled`, optimistic: the mark shows at once in every cached page of the kind
 * (by whom is filled in by the answer), goes back if the server refuses, and the kind's lists are fetched
 * again afterwards (a filter on handled may now leave the item out). The caller tells the person about a failure.
 */
export function useSetInboxHandled(kind: InboxKind) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: inboxKeys.mutation('handled'),
    mutationFn: ({ id, handled }: HandledChange) => api.inbox.setInboxHandled({ params: { kind, id }, body: { handled } }),
    onMutate: async ({ id, handled }: HandledChange) => {
      await client.cancelQueries({ queryKey: inboxKeys.list({ kind }) });
      const before = updateItem(client, kind, id, (item) =>
        handled ? { handledAt: item.handledAt ?? new Date().toISOString(), handledBy: item.handledBy } : { handledAt: null, handledBy: null },
      );
      return { before };
    },
    onSuccess: (mark) => {
      updateItem(client, kind, mark.id, () => ({ handledAt: mark.handledAt, handledBy: mark.handledBy }));
    },
    onError: (_error, _change, context) => restore(client, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.list({ kind }) }),
  });
}

/** `POST /api/inbox/consultants/:id/reopen`: the application as it is now goes into the cached pages. */
export function useReopenConsultantApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: inboxKeys.mutation('reopen'),
    mutationFn: (application: Pick<InboxConsultant, 'id'>) => api.inbox.reopenConsultantApplication({ params: { id: application.id } }),
    onSuccess: ({ item }) => {
      updateItem(client, 'consultants', item.id, () => item);
      return client.invalidateQueries({ queryKey: inboxKeys.list({ kind: 'consultants' }) });
    },
  });
}

/** The address of a kind's CSV export with these filters: for a plain download link (the browser sends the session). */
export function inboxExportHref(kind: InboxKind, filter: InboxFilter): string {
  return api.inbox.exportInbox.url({ params: { kind }, query: filter });
}

/** The address of a team application's resume, for a download link. */
export function resumeHref(applicationId: string): string {
  return api.inbox.downloadResume.url({ params: { id: applicationId } });
}
