import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, contractMessage, isApiError, type ClientTicketList } from '@orisun/api';
import * as api from './client/index.ts';
import { rememberCustomerSession } from './customerSession.ts';
import { areaKeys } from './queryKeys.ts';

/**
 * Query keys of the customer ticket page (`/dashboard`): the signed-in customer's own tickets. Apart
 * from the staff desk's `tickets`, so nothing the staff dashboard does touches a customer's cache.
 */
export const customerTicketKeys = areaKeys('customerTickets');

const isSignedOut = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 401;

/**
 * `POST /api/client-tickets`: the signed-in customer's address and tickets (newest activity first; only the one ticket
 * of a session the support form limited, `limited: true`), or
 * `null` when nobody is signed in (the server's `email: null`, or a 401): the session cookie decides, never the page.
 * `enabled: false` holds the request back (while the mail's one-time link signs the visitor in).
 */
export function useCustomerTickets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: customerTicketKeys.list(),
    queryFn: async ({ signal }): Promise<ClientTicketList | null> => {
      try {
        const answer = await api.customerTickets.clientTickets({ body: {} }, { signal });
        // The call trusts the server (no zod here); an answer without its two parts would break the page, so it is
        // the list's error view instead, as a contract error of a checked call is.
        if (answer.email !== null && (typeof answer.email !== 'string' || !Array.isArray(answer.tickets))) {
          throw new ApiError('contract', 200, { error: contractMessage });
        }
        rememberCustomerSession(answer.email !== null);
        return answer.email === null ? null : { email: answer.email, tickets: answer.tickets, limited: answer.limited };
      } catch (error) {
        if (isSignedOut(error)) {
          rememberCustomerSession(false);
          return null;
        }
        throw error;
      }
    },
    enabled,
    // Once more after a failure with no answer or a 5xx; a refusal (4xx) would only be refused again.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.kind === 'http' && error.status < 500),
  });
}

/** The list the server rendered into the page (`CustomerTicketsIslandProps.signedIn`), in the cache before the first render: not asked for again. */
export function seedCustomerTickets(queryClient: QueryClient, list: ClientTicketList) {
  queryClient.setQueryData<ClientTicketList | null>(customerTicketKeys.list(), list);
}

/** Starts over with the session the browser now has: the list is read again (pending meanwhile). */
export function useStartOver() {
  const queryClient = useQueryClient();
  return () => void queryClient.resetQueries({ queryKey: customerTicketKeys.all });
}

/** `POST /api/ticket-auth/link`: the one-time link of the customer's mail (401 when used or expired). The list is read again after. */
export function useTicketLinkSignIn() {
  const startOver = useStartOver();
  return useMutation({
    mutationKey: customerTicketKeys.mutation('linkSignIn'),
    mutationFn: (link: string) => api.customerTickets.ticketAuthLink({ body: { link } }),
    onSuccess: startOver,
  });
}

/** `POST /api/ticket-auth/sign-out`: ends the session; the page is signed out at once (no tickets kept in the cache). */
export function useTicketSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: customerTicketKeys.mutation('signOut'),
    mutationFn: () => api.customerTickets.ticketSignOut(),
    onSuccess: () => {
      rememberCustomerSession(false);
      queryClient.removeQueries({ queryKey: customerTicketKeys.all, type: 'inactive' });
      queryClient.setQueryData(customerTicketKeys.list(), null);
    },
  });
}
