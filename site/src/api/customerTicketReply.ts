import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketFormData, type ClientReply } from '@orisun/api';
import * as api from './client/index.ts';
import { customerTicketKeys } from './customerTickets.ts';

/**
 * `POST /api/client-reply`: the customer's reply on one of their tickets (with the reply form's chunk: attachments are
 * sent as multipart, whose field rules stay off the page's first load). Whatever the answer, the
 * list is read again (docs/product.md §3.7); the call settles once it is, so the reply shows in the thread
 * as the box empties.
 */
export function useTicketReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: customerTicketKeys.mutation('reply'),
    mutationFn: ({ attachments, ...reply }: Pick<ClientReply, 'id' | 'reply'> & { attachments?: readonly File[] | undefined }) =>
      api.checkedCustomerTickets.clientReply({ body: attachments && attachments.length > 0 ? ticketFormData(reply, attachments) : reply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerTicketKeys.all }),
  });
}
