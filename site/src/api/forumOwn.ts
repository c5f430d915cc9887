import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumOwnReplyEdit, ForumOwnThreadEdit } from '@orisun/api';
import * as api from './client/index.ts';
import { deletedThreads, forumKeys, forumRepliesKey } from './forum.ts';

/**
 * An author's own changes to their posts (`/api/forum/own/...`): after each, the forum's cached thread, replies and
 * lists load again (an edit changes the text and its mark; a delete may remove the post or replace its text).
 */
function useRefreshForum() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: forumKeys.all });
}

/** `PUT /api/forum/own/threads/:id`: the author's new title, content and tags. */
export function useEditOwnThread() {
  const refresh = useRefreshForum();
  return useMutation({
    mutationKey: forumKeys.mutation('edit-own-thread'),
    mutationFn: ({ id, ...body }: ForumOwnThreadEdit & { id: string }) => api.forum.editOwnThread({ params: { id }, body }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/forum/own/threads/:id`: a thread without replies is gone (its queries stay off), else it says so. */
export function useDeleteOwnThread() {
  const queryClient = useQueryClient();
  const refresh = useRefreshForum();
  return useMutation({
    mutationKey: forumKeys.mutation('delete-own-thread'),
    mutationFn: (id: string) => api.forum.deleteOwnThread({ params: { id } }),
    onSuccess: ({ outcome }, id) => {
      if (outcome === 'removed') {
        deletedThreads(queryClient).add(id);
        queryClient.removeQueries({ queryKey: forumKeys.detail(id), exact: true });
        queryClient.removeQueries({ queryKey: forumRepliesKey(id), exact: true });
      }
      return refresh();
    },
  });
}

/** `PUT /api/forum/own/replies/:id`. */
export function useEditOwnReply() {
  const refresh = useRefreshForum();
  return useMutation({
    mutationKey: forumKeys.mutation('edit-own-reply'),
    mutationFn: ({ id, content }: ForumOwnReplyEdit & { id: string }) => api.forum.editOwnReply({ params: { id }, body: { content } }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/forum/own/replies/:id`. */
export function useDeleteOwnReply() {
  const refresh = useRefreshForum();
  return useMutation({
    mutationKey: forumKeys.mutation('delete-own-reply'),
    mutationFn: (id: string) => api.forum.deleteOwnReply({ params: { id } }),
    onSuccess: refresh,
  });
}
