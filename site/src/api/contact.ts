import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';

/** Query keys of the contact messages. */
export const contactKeys = areaKeys('contact');

/** `POST /contact`: sends a message to the office the visitor chose. */
export function useSendContactMessage() {
  return useMutation({
    mutationKey: contactKeys.mutation('send'),
    mutationFn: (message: ContactMessageInput) => api.contact.sendContactMessage({ body: message }),
  });
}
