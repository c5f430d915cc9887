import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ForumQueue, type ForumQueueEntry } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';

/** Query keys of the forum's moderation queue: `['forumQueue', 'list', {}]` for the queue. */
export const forumQueueKeys = areaKeys('forumQueue');

/** `GET /api/forum/queue` (admins): reported posts and threads held for approval, oldest first. */
export function useForumQueue() {
  return useQuery({
    queryKey: forumQueueKeys.list(),
    queryFn: ({ signal }) => api.forum.forumQueue({}, { signal }),
    // Another admin may decide meanwhile: fetch again soon, and whenever the tab comes back.
    staleTime: 10_000,
  });
}

/** What an admin decides on one entry (its path) and the body of `POST /api/forum/queue/:kind/:id`. */
export interface ForumQueueDecision {
  entry: Pick<ForumQueueEntry, 'kind' | 'id'>;
  decision: 'keep' | 'remove';
}

const sameEntry = (a: Pick<ForumQueueEntry, 'kind' | 'id'>, b: Pick<ForumQueueEntry, 'kind' | 'id'>) => a.kind === b.kind && a.id === b.id;

/**
 * `POST /api/forum/queue/:kind/:id`, optimistic: the entry leaves the cached queue at once (and the count drops),
 * comes back where it was if the server refuses, and the queue is fetched again afterwards. The caller tells the
 * person how it went.
 */
export function useDecideForumQueueEntry() {
  const client = useQueryClient();
  const key = forumQueueKeys.list();
  return useMutation({
    mutationKey: forumQueueKeys.mutation('decide'),
    mutationFn: ({ entry, decision }: ForumQueueDecision) =>
      api.forum.decideForumQueueEntry({ params: { kind: entry.kind, id: entry.id }, body: { decision } }),
    onMutate: async ({ entry }: ForumQueueDecision) => {
      await client.cancelQueries({ queryKey: key });
      const queue = client.getQueryData<ForumQueue>(key);
      const removed = queue?.entries.find((e) => sameEntry(e, entry));
      if (queue && removed) client.setQueryData<ForumQueue>(key, { entries: queue.entries.filter((e) => e !== removed), total: Math.max(0, queue.total - 1) });
      return { removed };
    },
    // Only this entry comes back (in its place, oldest first): another decision made meanwhile stands.
    onError: (_error, _decision, context) => {
      const removed = context?.removed;
      const queue = client.getQueryData<ForumQueue>(key);
      if (!removed || !queue || queue.entries.some((e) => sameEntry(e, removed))) return;
      const entries = [...queue.entries, removed].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
      client.setQueryData<ForumQueue>(key, { entries, total: queue.total + 1 });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
