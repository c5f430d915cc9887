import { useMutation } from '@tanstack/react-query';
import { ticketFormData, type SupportFormValues } from '@orisun/api';
import * as api from './client/index.ts';
import { rememberCustomerSession } from './customerSession.ts';
import { areaKeys } from './queryKeys.ts';

/** Query keys of the support requests (the support form). */
export const supportRequestKeys = areaKeys('supportRequests');

/**
 * `POST /support-form`: opens a ticket (or adds to the customer's earlier one); answers its reference. With chosen
 * files, the same fields go as multipart with the files in `attachments`; without, as JSON. Its answer starts a
 * customer session limited to that ticket, which the ticket page's hint remembers (customerSession.ts).
 */
export function useSubmitSupportRequest() {
  return useMutation({
    mutationKey: supportRequestKeys.mutation('submit'),
    mutationFn: ({ attachments, ...request }: SupportFormValues) =>
      api.support.submitSupportRequest({ body: attachments && attachments.length > 0 ? ticketFormData(request, attachments) : request }),
    onSuccess: () => rememberCustomerSession(true),
  });
}
