import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Island } from '../../islands/Island.tsx';
import { TicketAddressContext, type TicketAddress } from './address.ts';
import CustomerTicketsIsland from './CustomerTickets.island.tsx';

export { CustomerTicketPage } from './TicketPage.tsx';

/**
 * `/dashboard`, the customer ticket page (docs/product.md §2.10 and §3.7; docs/adr/0009-customer-ticket-access.md): an
 * island page that is not indexed (noindex, not in the sitemap: `islands: true` in src/runtime/routes.tsx). The header
 * and footer are prerendered with their own islands, the ticket page one island of its own (Preact, TanStack Query,
 * the typed client; no React DOM, no router): tests/e2e/budgets.test.ts.
 */
export default function CustomerTicketsPage() {
  return (
    <RouterAddress>
      <Island component={CustomerTicketsIsland} props={{}} />
    </RouterAddress>
  );
}

/**
 * Where the React app renders the page in place (tests, stories: `Island` renders its component), the address is the
 * router's, so a story's `path` with `?link=` reaches it. The prerender and the island in the browser never see this.
 */
function RouterAddress({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const address = useMemo<TicketAddress>(
    () => ({
      search: () => location.search,
      replaceSearch: (search) => void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true }),
    }),
    [location, navigate],
  );
  return <TicketAddressContext value={address}>{children}</TicketAddressContext>;
}
