import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../client.ts';
import { handlers, respondWith, respondWithError, ticketFixtures } from '../mocks/index.ts';
import { endpoints } from '../endpoints/index.ts';
import {
  clientReplySchema,
  normalizeTicketReference,
  supportRequestSchema,
  ticketAssignSchema,
  ticketBulkChangeSchema,
  ticketBulkMax,
  ticketBulkMessages,
  ticketListQuerySchema,
  ticketMessages,
  ticketReferencePattern,
  ticketResponseSchema,
} from './tickets.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });

describe('ticket schemas', () => {
  it('reads a reference in any case and spacing, O as 0 and I/L as 1, and refuses anything else', () => {
    expect(normalizeTicketReference(' ori 7k3m 9qxd 2hfa 8wol ')).toBe('ORI-7K3M-9QXD-2HFA-8W01');
    expect(normalizeTicketReference('7K3M-9QXD-2HFA-8W01')).toMatch(ticketReferencePattern);
    expect(normalizeTicketReference('ORI-7K3M-9QXD-2HFA-8W0U')).toBeUndefined();
    expect(normalizeTicketReference('ORI-7K3M-9QXD-2HFA')).toBeUndefined();
  });

  it('takes the support form with urgency medium by default and names each bad field', () => {
    const ok = supportRequestSchema.parse({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
    expect(ok.urgency).toBe('medium');
    const bad = supportRequestSchema.safeParse({ name: '', email: 'x', subject: '\n', message: ' ', urgency: 'urgent' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'message', 'name', 'subject', 'urgency']);
  });

  it("speaks the spec's sentences: assigning without a team, an empty response", () => {
    expect(ticketAssignSchema.safeParse({ id: '5a1c7e2b-8d3f-4b6a-9c0e-1f2a3b4c5d6e', assignedTo: '' }).error?.issues[0]?.message).toBe(ticketMessages.selectTeam);
    expect(ticketResponseSchema.safeParse({ id: '5a1c7e2b-8d3f-4b6a-9c0e-1f2a3b4c5d6e', message: '  ' }).error?.issues[0]?.message).toBe(ticketMessages.emptyResponse);
    expect(clientReplySchema.safeParse({ id: '5a1c7e2b-8d3f-4b6a-9c0e-1f2a3b4c5d6e', reply: ' \n ' }).success).toBe(false);
  });

  it('pages at most 100 tickets at a time', () => {
    expect(ticketListQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 20 });
    expect(ticketListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

describe('the client and the mocks for the desk', () => {
  it('calls every desk endpoint and gets its fixture', async () => {
    const id = ticketFixtures.list.tickets[0]!.id;
    expect(await api.submitSupportRequest({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })).toEqual({ ticket: 'ORI-7K3M-9QXD-2HFA-8W4N' });
    expect(await api.ticketAuth({ email: 'a@example.com', ticketId: 'ORI-7K3M-9QXD-2HFA-8W4N' })).toEqual(ticketFixtures.signedIn);
    expect(await api.ticketAuthLink('secret')).toEqual(ticketFixtures.signedIn);
    expect(await api.clientTickets({ email: 'a@example.com' })).toEqual(ticketFixtures.client);
    expect(await api.clientReply({ id, reply: 'Thanks' })).toEqual({ message: ticketMessages.replySent });
    expect(await api.ticketSignOut()).toEqual({ message: ticketMessages.signedOut });
    expect(await api.listTickets({ q: 'invoice', status: 'open', pageSize: 10 })).toEqual(ticketFixtures.list);
    expect((await api.getTicket(id)).ticket.events.length).toBeGreaterThan(0);
    expect((await api.createTicket({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })).ticket.id).toBe(id);
    expect((await api.setTicketStatus({ id, status: 'resolved' })).ticket.id).toBe(id);
    expect((await api.assignTicket({ id, assignedTo: 'Billing Team' })).ticket.id).toBe(id);
    expect((await api.respondToTicket({ id, agent: 'ignored', message: 'Hi' })).ticket.id).toBe(id);
    expect((await api.addTicketNote({ id, message: 'Note' })).ticket.id).toBe(id);
  });

  it("validates like the server: a blank response is a 400 with the spec's sentence", async () => {
    const id = ticketFixtures.list.tickets[0]!.id;
    const error = await api.respondToTicket({ id, message: '   ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors()).toEqual({ message: ticketMessages.emptyResponse });
  });

  it('lets a story override one endpoint: empty list, 401 on sign-in', async () => {
    server.use(respondWith(endpoints.listTickets, ticketFixtures.empty), respondWithError(endpoints.ticketAuth, 401, { error: ticketMessages.invalidCredentials }));
    expect((await api.listTickets()).tickets).toEqual([]);
    const error = (await api.ticketAuth({ email: 'a@example.com', ticketId: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.message).toBe(ticketMessages.invalidCredentials);
  });
});

describe('ticketBulkChangeSchema: one change (a status or a person) to 1-100 tickets', () => {
  const id = '5a1c7e2b-8d3f-4b6a-9c0e-1f2a3b4c5d6e';
  const issues = (value: unknown) => {
    const result = ticketBulkChangeSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes a status, or a person, or nobody', () => {
    expect(issues({ ids: [id], status: 'resolved' })).toEqual([]);
    expect(issues({ ids: [id], assigneeId: id })).toEqual([]);
    expect(issues({ ids: [id], assigneeId: null })).toEqual([]);
    expect(issues({ ids: Array.from({ length: ticketBulkMax }, () => id), status: 'open' })).toEqual([]);
  });

  it('names the field of each mistake', () => {
    expect(issues({ ids: [], status: 'open' })).toEqual([['ids', ticketBulkMessages.chooseTickets]]);
    expect(issues({ ids: Array.from({ length: ticketBulkMax + 1 }, () => id), status: 'open' })).toEqual([['ids', ticketBulkMessages.tooMany]]);
    expect(issues({ ids: [id] })).toEqual([['status', ticketBulkMessages.noChange]]);
    expect(issues({ ids: [id], status: 'open', assigneeId: null })).toEqual([['assigneeId', ticketBulkMessages.oneChange]]);
    expect(issues({ ids: ['x'], status: 'open' })).toEqual([['ids.0', ticketMessages.notFound]]);
  });
});
