import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  isApiError,
  type ForumLikeResult,
  type ForumPostRulesAnswer,
  type ForumReply,
  type ForumReportInput,
  type ForumSignedIn,
  type ForumTab,
  type ForumThread,
  type ForumThreadDetail,
  type ForumThreadPage,
  type ForumThreadSummary,
  type ForumCategory,
  type NewReplyInput,
  type NewThreadInput,
  type SignedIn,
} from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';
import { retryUnlessRefused, staffSessionKey } from './sessionKeys.ts';

/**
 * The community forum's server state: `['forum', 'list', { tab, search, saved }]` (pages of threads),
 * `['forum', 'detail', id]` (one thread), `['forum', 'replies', id]` (its replies). Every change goes through
 * the API; likes show at once and are put back when the server refuses them.
 */
export const forumKeys = areaKeys('forum');
const listKey = [...forumKeys.all, 'list'] as const;
const viewerKey = [...forumKeys.all, 'viewer'] as const;
export const forumRepliesKey = (threadId: string) => [...forumKeys.all, 'replies', threadId] as const;

export interface ThreadListParams {
  tab: ForumTab;
  search: string;
  /** Only this category's threads (`/forum/c/<category>`). */
  category?: ForumCategory | undefined;
  /** Only this tag's threads (`/forum/tag/<tag>`). */
  tag?: string | undefined;
  /** The page the list starts at, from 1 (`?page=`); "More" goes on from it. Default 1. */
  page?: number;
  /** The saved thread ids (sent for the Saved tab only). */
  saved: readonly string[];
  /** Whether the list is wanted now (default true): a thread's page opened from a link leaves it for later. */
  enabled?: boolean;
}

/** The key of a list (what `seedForumList` fills with the page the server rendered). */
function listKeyOf({ tab, search, category, tag, page = 1, saved }: ThreadListParams) {
  const savedIds = tab === 'saved' ? saved.join(',') : undefined;
  return forumKeys.list({ tab, search, saved: savedIds ?? null, category: category ?? null, tag: tag ?? null, page });
}

/**
 * Puts a list page the server rendered into the cache (issue 23: the island takes over the server's HTML and does not
 * fetch again what it holds), as the first page of its list.
 */
export function seedForumList(queryClient: QueryClient, params: ThreadListParams, page: ForumThreadPage) {
  queryClient.setQueryData<ListData>(listKeyOf(params), { pages: [page], pageParams: [null] });
}

/**
 * A thread's own page as the server rendered it (`ForumIslandProps.thread`): the thread with its replies in the cache as
 * the page shows them, so the page does not fetch again what its HTML holds (issue 23); `countRenderedThreadView` counts
 * the reader's view instead.
 */
export function seedForumThread(queryClient: QueryClient, detail: ForumThreadDetail) {
  queryClient.setQueryData(forumKeys.detail(detail.thread.id), detail);
  queryClient.setQueryData(forumRepliesKey(detail.thread.id), detail.replies);
}

/**
 * `POST /api/forum/threads/:id/views`: the view of a thread's page the server rendered, counted as opening it does (a
 * 0.1 KB answer instead of the thread and its replies again). The page does not show the count, so the thread in the
 * cache is left as it is (a new copy of it drew the whole thread again, issue 23). A thread gone since the page was
 * rendered is asked for again, so the page says it is gone; a view that could not be counted is not the reader's concern.
 */
export async function countRenderedThreadView(queryClient: QueryClient, id: string): Promise<void> {
  try {
    await api.forum.countThreadView({ params: { id } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) await queryClient.invalidateQueries({ queryKey: forumKeys.detail(id) });
  }
}

/** `GET /threads`: the list of one tab, category or tag and search, a page at a time (`fetchNextPage` follows `nextCursor`). */
export function useForumThreads(params: ThreadListParams) {
  const { tab, search, category, tag, page = 1, saved, enabled = true } = params;
  const savedIds = tab === 'saved' ? saved.join(',') : undefined;
  return useInfiniteQuery({
    queryKey: listKeyOf(params),
    queryFn: ({ pageParam, signal }) =>
      api.forum.listThreads(
        {
          query: {
            activeTab: tab,
            ...(search ? { searchQuery: search } : {}),
            ...(category ? { category } : {}),
            ...(tag ? { tag } : {}),
            ...(pageParam ? { cursor: pageParam } : page > 1 ? { page } : {}),
            ...(savedIds !== undefined ? { saved: savedIds } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ForumThreadPage) => last.nextCursor,
    retry: retryUnlessRefused,
    // The Saved tab with nothing saved needs no request: an empty list.
    enabled: enabled && !(tab === 'saved' && saved.length === 0),
    // While a new search of the same tab loads, the list stays as it was (not a spinner): the rows keep their
    // place and the focus a reader put on one, and the page says it is busy (`isPlaceholderData`). Another tab
    // starts from its own spinner: its threads are not a refinement of these.
    placeholderData: (previous, previousQuery) => (previousQuery && listParams(previousQuery.queryKey).tab === tab ? previous : undefined),
  });
}

/** The parameters a list key was made of (`forumKeys.list`). */
const listParams = (key: readonly unknown[]) => key[2] as { tab: ForumTab };

const deleted = new WeakMap<QueryClient, Set<string>>();

/**
 * Threads deleted through this query client (the page's): their queries stay off. Deleting drops them from the cache,
 * and the page and the dialog still show that thread's address until the closing navigation lands (history.back is
 * asynchronous): a mounted query would fetch the gone thread again, for a 404. Kept with the client, not the module, so
 * a new client (a story's, a test's) starts with none.
 */
export function deletedThreads(queryClient: QueryClient): Set<string> {
  let ids = deleted.get(queryClient);
  if (!ids) deleted.set(queryClient, (ids = new Set()));
  return ids;
}

/** The query of `GET /api/forum/threads/:id`: one thread with its replies (opening it counts a view). */
const threadQuery = (id: string) => ({
  queryKey: forumKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.forum.getThread({ params: { id } }, { signal }),
  retry: retryUnlessRefused,
});

/** `GET /api/forum/threads/:id`: one thread (a shared link, or the row that was opened). */
export function useForumThread(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({ ...threadQuery(id ?? ''), enabled: id !== undefined && !deletedThreads(queryClient).has(id) });
}

/**
 * A thread's replies, oldest first: a query of their own (the likes, posts, edits and removals change them in place),
 * filled from the thread's own answer, which holds them. One call for both, not the thread and then `GET /replies` with
 * the same replies again (9 KB of a phone's data for ten of them): when the thread is being fetched already, its fetch
 * is shared; otherwise it is fetched anew, so the replies are never older than the answer they come from.
 */
export function useForumReplies(threadId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: forumRepliesKey(threadId ?? ''),
    queryFn: async () => (await queryClient.fetchQuery({ ...threadQuery(threadId!), staleTime: 0 })).replies,
    enabled: threadId !== undefined && !deletedThreads(queryClient).has(threadId),
    // The thread's fetch retries already: a retry here would fetch the thread again after it gave up (and a page that
    // says it could not load it would load it behind the reader's back).
    retry: false,
  });
}

type ListData = InfiniteData<ForumThreadPage, string | null>;

/** Changes thread `id` in every cached list page (the lists hold summaries: the same for every reader). */
function patchSummaries(queryClient: QueryClient, id: string, change: (thread: ForumThreadSummary) => ForumThreadSummary) {
  queryClient.setQueriesData<ListData>({ queryKey: listKey }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, threads: page.threads.map((t) => (t.id === id ? change(t) : t)) })) },
  );
}

/** The list's part of a thread (what this visitor did to it stays in its detail). */
function summaryOf({ liked: _liked, reported: _reported, ...summary }: ForumThread): ForumThreadSummary {
  return summary;
}

/** Puts the server's answer for a thread wherever it is cached: its detail and its summary in every list page. */
function putThread(queryClient: QueryClient, thread: ForumThread) {
  queryClient.setQueryData<ForumThreadDetail>(forumKeys.detail(thread.id), (detail) => detail && { ...detail, thread });
  patchSummaries(queryClient, thread.id, () => summaryOf(thread));
}

/** Changes the cached detail of thread `id` (what this visitor did to it), and its summary in the lists to match. */
function patchThread(queryClient: QueryClient, id: string, change: (thread: ForumThread) => ForumThread) {
  const detail = queryClient.getQueryData<ForumThreadDetail>(forumKeys.detail(id));
  if (detail) putThread(queryClient, change(detail.thread));
}

/** Changes reply `id` of thread `threadId` in its cached replies (and the thread's detail). */
function patchReply(queryClient: QueryClient, threadId: string, id: string, change: (reply: ForumReply) => ForumReply) {
  queryClient.setQueryData<ForumReply[]>(forumRepliesKey(threadId), (replies) => replies?.map((r) => (r.id === id ? change(r) : r)));
  queryClient.setQueryData<ForumThreadDetail>(
    forumKeys.detail(threadId),
    (detail) => detail && { ...detail, replies: detail.replies.map((r) => (r.id === id ? change(r) : r)) },
  );
}

const invalidateLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: listKey });

/** `POST /threads`: a new thread; the lists load again (it may show at the top, or wait for a moderator). */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('create-thread'),
    mutationFn: (thread: NewThreadInput) => api.forum.createThread({ body: thread }),
    onSuccess: () => invalidateLists(queryClient),
  });
}

/** `POST /threads/:id/replies`: the reply joins the thread's replies; the thread's counts come from the server. */
export function useCreateReply(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('create-reply'),
    mutationFn: (reply: NewReplyInput) => api.forum.createReply({ params: { id: threadId }, body: reply }),
    onSuccess: ({ reply, thread }) => {
      queryClient.setQueryData<ForumReply[]>(forumRepliesKey(threadId), (replies) => [...(replies ?? []), reply]);
      putThread(queryClient, thread);
      void invalidateLists(queryClient);
    },
  });
}

const toggled = <T extends { liked: boolean; likes: number }>(item: T): T => ({ ...item, liked: !item.liked, likes: Math.max(0, item.likes + (item.liked ? -1 : 1)) });
const withLike = <T extends { liked: boolean; likes: number }>(item: T, { liked, likes }: ForumLikeResult): T => ({ ...item, liked, likes });

/** `PUT /threads/:id/like`: shown at once (count up or down by one), put back if the server refuses. */
export function useLikeThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('like-thread'),
    mutationFn: (id: string) => api.forum.likeThread({ params: { id } }),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: forumKeys.all });
      const lists = queryClient.getQueriesData<ListData>({ queryKey: listKey });
      const detail = queryClient.getQueryData<ForumThreadDetail>(forumKeys.detail(id));
      patchThread(queryClient, id, toggled);
      return { lists, detail };
    },
    onError: (_error, id, snapshot) => {
      if (!snapshot) return;
      for (const [key, data] of snapshot.lists) queryClient.setQueryData(key, data);
      queryClient.setQueryData(forumKeys.detail(id), snapshot.detail);
    },
    onSuccess: (result, id) => {
      patchThread(queryClient, id, (thread) => withLike(thread, result));
      patchSummaries(queryClient, id, (thread) => ({ ...thread, likes: result.likes }));
    },
  });
}

/** `PUT /replies/:id/like`: like `useLikeThread`, for a reply. */
export function useLikeReply(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('like-reply'),
    mutationFn: (id: string) => api.forum.likeReply({ params: { id } }),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: forumRepliesKey(threadId) });
      const replies = queryClient.getQueryData<ForumReply[]>(forumRepliesKey(threadId));
      patchReply(queryClient, threadId, id, toggled);
      return { replies };
    },
    onError: (_error, _id, snapshot) => {
      if (snapshot) queryClient.setQueryData(forumRepliesKey(threadId), snapshot.replies);
    },
    onSuccess: (result, id) => {
      patchReply(queryClient, threadId, id, (reply) => withLike(reply, result));
      void invalidateLists(queryClient);
    },
  });
}

/** `PUT /replies/:id/mark-solution`: the thread becomes solved, the reply its solution (403/409 refused). */
export function useMarkSolution(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('mark-solution'),
    mutationFn: (id: string) => api.forum.markSolution({ params: { id } }),
    onSuccess: ({ thread, reply }) => {
      putThread(queryClient, thread);
      patchReply(queryClient, threadId, reply.id, () => reply);
      void invalidateLists(queryClient);
    },
  });
}

/** `POST /api/forum/reports`: once reported (or 409, reported before), the post's Report button stays disabled. */
export function useReportPost(threadId: string) {
  const queryClient = useQueryClient();
  const markReported = (report: ForumReportInput) => {
    if (report.kind === 'thread') patchThread(queryClient, report.id, (thread) => ({ ...thread, reported: true }));
    else patchReply(queryClient, threadId, report.id, (reply) => ({ ...reply, reported: true }));
  };
  return useMutation({
    mutationKey: forumKeys.mutation('report'),
    mutationFn: (report: ForumReportInput) => api.forum.reportPost({ body: report }),
    onSuccess: (_answer, report) => markReported(report),
    onError: (error, report) => {
      if (isApiError(error) && error.status === 409) markReported(report);
    },
  });
}

/** Admin: `PATCH /api/forum/threads/:id` (new content, or pin/unpin). */
export function useEditThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('edit-thread'),
    mutationFn: ({ id, ...change }: { id: string; content?: string; isPinned?: boolean }) =>
      api.forum.editThread({ params: { id }, body: change }),
    onSuccess: ({ thread }) => {
      putThread(queryClient, thread);
      void invalidateLists(queryClient);
    },
  });
}

/** Admin: `PATCH /api/forum/replies/:id`. */
export function useEditReply(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('edit-reply'),
    mutationFn: ({ id, content }: { id: string; content: string }) => api.forum.editReply({ params: { id }, body: { content } }),
    onSuccess: ({ reply, thread }) => {
      patchReply(queryClient, threadId, reply.id, () => reply);
      putThread(queryClient, thread);
    },
  });
}

/** Admin: `DELETE /api/forum/threads/:id` with its replies; the lists load again. */
export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('delete-thread'),
    mutationFn: (id: string) => api.forum.deleteThread({ params: { id } }),
    onSuccess: (_answer, id) => {
      deletedThreads(queryClient).add(id);
      queryClient.removeQueries({ queryKey: forumKeys.detail(id), exact: true });
      queryClient.removeQueries({ queryKey: forumRepliesKey(id), exact: true });
      void invalidateLists(queryClient);
    },
  });
}

/** Admin: `DELETE /api/forum/replies/:id`; the thread (its reply count, solved) and the lists load again. */
export function useDeleteReply(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('delete-reply'),
    mutationFn: (id: string) => api.forum.deleteReply({ params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ForumReply[]>(forumRepliesKey(threadId), (replies) => replies?.filter((r) => r.id !== id));
      void queryClient.invalidateQueries({ queryKey: forumKeys.detail(threadId) });
      void invalidateLists(queryClient);
    },
  });
}

/**
 * The posting rules the server told with the thread list (`rules` of the newest page read): a function the forms call
 * as they send. Undefined before a list has come (a thread dialog alone): the forms then leave the rules to the server.
 */
export function useForumPostRules(): () => ForumPostRulesAnswer | undefined {
  const queryClient = useQueryClient();
  return () => {
    const lists = queryClient.getQueryCache().findAll({ queryKey: listKey });
    const newest = lists.filter((list) => list.state.data).sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
    return (newest?.state.data as ListData | undefined)?.pages[0]?.rules;
  };
}

/** Who the page is rendered for until the server has said: a visitor, as the server's HTML of the forum is. */
const visitor: ForumSignedIn = { user: null };

/**
 * `GET /api/forum/viewer`: whether a forum admin is signed in (a visitor gets `user: null`, not a refusal). Until it
 * answers the forum is a visitor's, as its server HTML is, and asked at once (`initialDataUpdatedAt: 0`, stale): the
 * usual answer, a visitor, then changes nothing and renders nothing again (issue 23: the whole forum rendered anew for
 * it, about 29 ms of a phone's main thread).
 */
export function useForumSession() {
  const session = useQuery({
    queryKey: viewerKey,
    queryFn: ({ signal }) => api.forum.forumViewer({}, { signal }),
    retry: retryUnlessRefused,
    initialData: visitor,
    initialDataUpdatedAt: 0,
  });
  const user = session.data?.user ?? null;
  return { admin: user?.role === 'admin', user, session };
}

/**
 * What the Admin Portal's sign-in (`useSignIn({ adminOnly: true, onSignedIn: forumSignedIn })`, ./session.ts) does
 * with the session: the forum loads again as the admin sees it.
 */
export function forumSignedIn(queryClient: QueryClient, signedIn: SignedIn) {
  queryClient.setQueryData<ForumSignedIn>(viewerKey, { user: signedIn.user });
  void queryClient.invalidateQueries({ queryKey: forumKeys.all });
}

/** `POST /api/auth/sign-out`: back to a visitor; the forum loads again. */
export function useForumSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumKeys.mutation('sign-out'),
    // The sign-in's calls (checked, with their schemas) come with the first sign-out: a visitor's forum never loads them.
    mutationFn: async () => (await import('./client/auth.ts')).auth.signOut({}),
    onSuccess: () => {
      // Forget who was signed in at once (an error keeps the last data); the forum loads again as a visitor's.
      queryClient.setQueryData<ForumSignedIn>(viewerKey, { user: null });
      void queryClient.resetQueries({ queryKey: staffSessionKey });
      void queryClient.invalidateQueries({ queryKey: forumKeys.all });
    },
  });
}

/**
 * `POST /api/forum/preview`: a post's Markdown as the forum will show it, asked only while `enabled` (the composer's
 * Preview tab is open) and kept per text, so going back and forth between Write and Preview asks once. The page never
 * loads the Markdown parser (docs/adr/0024-forum-posts-in-markdown.md).
 */
export function usePostPreview(content: string, enabled: boolean) {
  return useQuery({
    queryKey: [...forumKeys.all, 'preview', content] as const,
    queryFn: ({ signal }) => api.forum.previewPost({ body: { content } }, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}
