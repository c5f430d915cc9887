import { useMutation } from '@tanstack/react-query';
import type { SupportRequestInput } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';

/** Query keys of the support requests (the support form). */
export const supportRequestKeys = areaKeys('supportRequests');

/** `POST /support-form`: opens a ticket (or adds to the customer's earlier one); answers its reference. */
export function useSubmitSupportRequest() {
  return useMutation({
    mutationKey: supportRequestKeys.mutation('submit'),
    mutationFn: (request: SupportRequestInput) => api.support.submitSupportRequest({ body: request }),
  });
}
