import { useMutation } from '@tanstack/react-query';
import type { SubscribeInput } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';

/** Query keys of the mailing-list subscriptions (the Developer Portal waitlist, the events newsletter). */
export const subscriptionKeys = areaKeys('subscriptions');

/** `POST /subscribe`: `status` 200 when the address is new on the list, 201 when it was already there. */
export function useSubscribe() {
  return useMutation({
    mutationKey: subscriptionKeys.mutation('subscribe'),
    mutationFn: async (subscription: SubscribeInput) => {
      const { status, body } = await api.subscriptions.subscribe.withStatus({ body: subscription });
      return { status, message: body.message };
    },
  });
}
