import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForumFollowInput, ForumNameInput, ForumSignInLinkInput } from '@orisun/api';
import * as api from './client/index.ts';
import { forumKeys } from './forum.ts';
import { areaKeys } from './queryKeys.ts';
import { retryUnlessRefused } from './sessionKeys.ts';

/** Following a forum thread by e-mail, and the visitor's own name: `['forumFollow', 'visitor']`. */
export const forumFollowKeys = areaKeys('forumFollow');
const visitorKey = [...forumFollowKeys.all, 'visitor'] as const;

/** `GET /api/forum/visitor`: the name this visitor posts under (null: "Anonymous"). */
export function useForumVisitor() {
  return useQuery({
    queryKey: visitorKey,
    queryFn: ({ signal }) => api.forumFollow.forumVisitor({}, { signal }),
    retry: retryUnlessRefused,
  });
}

/** `PUT /api/forum/visitor/name`: the new name shows on every post of theirs, so the forum's lists and threads load again. */
export function useSetForumName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: forumFollowKeys.mutation('set-name'),
    mutationFn: (body: ForumNameInput) => api.forumFollow.setForumName({ body }),
    onSuccess: ({ name }) => {
      queryClient.setQueryData(visitorKey, { name });
      void queryClient.invalidateQueries({ queryKey: forumKeys.all });
    },
  });
}

/** `POST /api/forum/threads/:id/follow`: the server mails a confirmation link (double opt-in). */
export function useFollowThread(threadId: string) {
  return useMutation({
    mutationKey: forumFollowKeys.mutation('follow'),
    mutationFn: (body: ForumFollowInput) => api.forumFollow.followThread({ params: { id: threadId }, body }),
  });
}

/** `POST /api/forum/visitor/sign-in-link`: a one-time link to use this name on another device. */
export function useForumSignInLink() {
  return useMutation({
    mutationKey: forumFollowKeys.mutation('sign-in-link'),
    mutationFn: (body: ForumSignInLinkInput) => api.forumFollow.forumSignInLink({ body }),
  });
}
