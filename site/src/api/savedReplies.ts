import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedReplyInput } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';
import { retryUnlessRefused } from './session.ts';

/** Query keys of the support team's saved replies. */
export const savedReplyKeys = areaKeys('savedReplies');

/** `GET /api/saved-replies`: every saved reply, by title. */
export function useSavedReplies() {
  return useQuery({
    queryKey: savedReplyKeys.list(),
    queryFn: ({ signal }) => api.savedReplies.listSavedReplies({}, { signal }),
    retry: retryUnlessRefused,
  });
}

/** The saved replies' mutations share this: the list is loaded again afterwards, whatever happened. */
function useSavedReplyMutation<V, R>(action: string, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savedReplyKeys.mutation(action),
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedReplyKeys.all }),
  });
}

/** `POST /api/saved-replies` (400 naming a field, 409 title taken). */
export const useAddSavedReply = () => useSavedReplyMutation('add', (input: SavedReplyInput) => api.savedReplies.addSavedReply({ body: input }));

/** `PUT /api/saved-replies/:id` (400, 404, 409). */
export const useUpdateSavedReply = () =>
  useSavedReplyMutation('update', ({ id, ...body }: { id: string } & SavedReplyInput) => api.savedReplies.updateSavedReply({ params: { id }, body }));

/** `DELETE /api/saved-replies/:id`. */
export const useDeleteSavedReply = () => useSavedReplyMutation('delete', (id: string) => api.savedReplies.deleteSavedReply({ params: { id } }));
