import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForumAuditAction, ForumBanCreate, ForumCategory } from '@orisun/api';
import * as api from './client/index.ts';
import { forumQueueKeys } from './forumQueue.ts';
import { areaKeys } from './queryKeys.ts';
import { retryUnlessRefused } from './session.ts';

/**
 * The staff desk's forum moderation beyond the queue (admins): threads found by a search, locked or moved; bans in
 * force, set and lifted; the moderation log. `['forumModeration', 'list', { … }]` per list; every change invalidates
 * the area (and the queue, whose entries show a thread's lock and category).
 */
export const forumModerationKeys = areaKeys('forumModeration');

/** `GET /threads` as an admin reads it (held threads too): the newest activity first, or what a search finds. */
export function useStaffForumThreads(search: string) {
  return useQuery({
    queryKey: forumModerationKeys.list({ what: 'threads', search }),
    queryFn: ({ signal }) => api.forum.listThreads({ query: { activeTab: 'recent', limit: 50, ...(search ? { searchQuery: search } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** `GET /api/forum/bans`: the bans in force, newest first. */
export function useForumBans() {
  return useQuery({
    queryKey: forumModerationKeys.list({ what: 'bans' }),
    queryFn: ({ signal }) => api.forum.forumBans({}, { signal }),
    retry: retryUnlessRefused,
    staleTime: 10_000,
  });
}

/** `GET /api/forum/audit`: a page of the moderation log, optionally one action's entries. */
export function useForumAuditLog(page: number, action: ForumAuditAction | undefined) {
  return useQuery({
    queryKey: forumModerationKeys.list({ what: 'audit', page, action: action ?? null }),
    queryFn: ({ signal }) => api.forum.forumAuditLog({ query: { page, ...(action ? { action } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    staleTime: 10_000,
  });
}

function useInvalidateModeration() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: forumModerationKeys.all });
    void client.invalidateQueries({ queryKey: forumQueueKeys.all });
  };
}

/** What an admin changes on a thread from the desk: lock or unlock it, or move it to another category. */
export interface ThreadModeration {
  id: string;
  isLocked?: boolean;
  category?: ForumCategory;
}

/** `PATCH /api/forum/threads/:id` with `isLocked` or `category` (audit log). */
export function useModerateThread() {
  const done = useInvalidateModeration();
  return useMutation({
    mutationKey: forumModerationKeys.mutation('moderate-thread'),
    mutationFn: ({ id, ...change }: ThreadModeration) => api.forum.editThread({ params: { id }, body: change }),
    onSettled: done,
  });
}

/** `POST /api/forum/bans`: bans the author of a post (the visitor or their network) for some days. */
export function useBanForumAuthor() {
  const done = useInvalidateModeration();
  return useMutation({
    mutationKey: forumModerationKeys.mutation('ban'),
    mutationFn: (ban: ForumBanCreate) => api.forum.banForumAuthor({ body: ban }),
    onSettled: done,
  });
}

/** `DELETE /api/forum/bans/:id`: ends a ban now. */
export function useLiftForumBan() {
  const done = useInvalidateModeration();
  return useMutation({
    mutationKey: forumModerationKeys.mutation('lift-ban'),
    mutationFn: (id: number) => api.forum.liftForumBan({ params: { id } }),
    onSettled: done,
  });
}
