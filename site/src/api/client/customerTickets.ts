import { customerTicketRoutes, trustedCalls, type customerTicketEndpoints } from '@orisun/api';

/**
 * The customer ticket page's calls on its first load (the session check and list, the mail's link, log out), trusting
 * the server's answers (docs/adr/0028-customer-ticket-page-trusts-the-server.md): typed by the area's endpoint table,
 * sent by its routes, so `/dashboard`'s first load carries no zod.
 */
export const customerTickets = /* @__PURE__ */ trustedCalls<typeof customerTicketEndpoints>(customerTicketRoutes);

