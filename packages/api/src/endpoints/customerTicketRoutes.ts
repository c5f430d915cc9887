import type { RoutesOf } from '../trusted.ts';
import type { customerTicketEndpoints } from './customerTickets.ts';

/*
 * The customer ticket page's endpoints as routes (method, path, statuses; no schema), for its calls that trust the
 * server's answers (`trustedCalls`, docs/adr/0028-customer-ticket-page-trusts-the-server.md): `/dashboard`'s first load
 * carries no zod. `satisfies` holds the table to the endpoints' (a new endpoint, path or status fails to compile until
 * it is here), and endpoints/routes.test.ts compares them at run time too.
 */
export const customerTicketRoutes = {
  ticketAuth: { method: 'POST', path: '/api/ticket-auth', statuses: [200] },
  ticketAuthLink: { method: 'POST', path: '/api/ticket-auth/link', statuses: [200] },
  ticketSignOut: { method: 'POST', path: '/api/ticket-auth/sign-out', statuses: [200] },
  clientTickets: { method: 'POST', path: '/api/client-tickets', statuses: [200] },
  clientReply: { method: 'POST', path: '/api/client-reply', statuses: [200] },
  ticketAttachment: { method: 'GET', path: '/api/ticket-attachments/:id', statuses: [200] },
} as const satisfies RoutesOf<typeof customerTicketEndpoints>;
