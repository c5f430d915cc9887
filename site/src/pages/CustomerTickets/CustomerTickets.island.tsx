import { DeferredToastProvider } from '@orisun/ui';
import { Providers } from '../../app/Providers.tsx';
import { CustomerTicketPage } from './TicketPage.tsx';

/**
 * The customer ticket page (`/dashboard`) as one island (src/islands): its server state (TanStack Query and the typed
 * client), toasts, sign-in, tickets and replies, hydrated with Preact. What it shows depends on the visitor's session,
 * so the prerender renders the page's pending view (with what a visitor without JavaScript needs) and the browser
 * asks the server (`POST /api/client-tickets`). Its toasts' code (Radix Toast) comes with the first toast
 * (`DeferredToastProvider`), its sign-in form's on intent, its tickets' once signed in (TicketPage.tsx).
 */
export default function CustomerTicketsIsland() {
  return (
    <Providers toasts={DeferredToastProvider}>
      <CustomerTicketPage />
    </Providers>
  );
}
