import { useMutation } from '@tanstack/react-query';
import type { TicketAuth } from '@orisun/api';
import * as api from './client/index.ts';
import { customerTicketKeys, useStartOver } from './customerTickets.ts';

/**
 * `POST /api/ticket-auth`: e-mail and ticket ID; 401 `Invalid email or ticket ID`, 429 with a wait. The list is read again
 * after. With the sign-in form's chunk, whose schemas check the answer too (`checkedCustomerTickets`).
 */
export function useTicketSignIn() {
  const startOver = useStartOver();
  return useMutation({
    mutationKey: customerTicketKeys.mutation('signIn'),
    mutationFn: (credentials: TicketAuth) => api.checkedCustomerTickets.ticketAuth({ body: credentials }),
    onSuccess: startOver,
  });
}
