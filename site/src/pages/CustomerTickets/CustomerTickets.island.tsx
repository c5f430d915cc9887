import { useEffect, useState } from 'react';
import type { CustomerTicketsIslandProps } from '@orisun/api/routing';
import { DeferredToastProvider } from '@orisun/ui';
import { rememberCustomerSession } from '../../api/customerSession.ts';
import { seedCustomerTickets } from '../../api/customerTickets.ts';
import { sharedQueryClient } from '../../api/queryClient.ts';
import { Providers } from '../../app/Providers.tsx';
import { CustomerTicketPage } from './TicketPage.tsx';

export type { CustomerTicketsIslandProps };

/**
 * The customer ticket page (`/dashboard`) as one island (src/islands): its server state (TanStack Query and the typed
 * client), toasts, sign-in, tickets and replies, hydrated with Preact. What it shows depends on the visitor's session:
 * the prerender renders the page's signed-out view (with what a visitor without JavaScript needs) and the browser asks
 * the server (`POST /api/client-tickets`); for a request with a customer's session the server renders the island again
 * with the tickets (`signedIn`, packages/server/src/pages/customerTickets.ts), which are then in the query cache from
 * the start, so the page paints them from its HTML and does not ask again. Its toasts' code (Radix Toast) comes with
 * the first toast (`DeferredToastProvider`), its sign-in form's on intent, its tickets' once signed in (TicketPage.tsx).
 */
export default function CustomerTicketsIsland({ signedIn }: CustomerTicketsIslandProps) {
  // Only a page the server rendered brings a list; otherwise the client is Providers' own (or a test's above it).
  const [queryClient] = useState(() => {
    if (!signedIn) return undefined;
    const client = sharedQueryClient();
    seedCustomerTickets(client, signedIn);
    return client;
  });
  useEffect(() => {
    if (signedIn) rememberCustomerSession(true);
  }, [signedIn]);
  return (
    <Providers {...(queryClient ? { queryClient } : {})} toasts={DeferredToastProvider}>
      <CustomerTicketPage />
    </Providers>
  );
}
