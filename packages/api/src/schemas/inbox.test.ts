import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../client.ts';
import { handlers, inboxFixtures, inboxHandlers } from '../mocks/index.ts';
import { inboxFilterSchema, inboxHandledSchema, inboxKinds, inboxListQuerySchema, inboxMessages, inboxPageSchema } from './inbox.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('inbox schemas', () => {
  it('read the query of a list: pages by default, handled as true/false only, known offices, events and lists', () => {
    expect(inboxListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(inboxListQuerySchema.parse({ handled: 'false', office: '2', q: '  ada ' })).toEqual({ page: 1, pageSize: 20, handled: false, office: 2, q: 'ada' });
    const bad = inboxListQuerySchema.safeParse({ page: '0', pageSize: '101', handled: 'yes', office: '9', event: 'nope', list: 'vip' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['event', 'handled', 'list', 'office', 'page', 'pageSize']);
    expect(inboxFilterSchema.parse({ event: 'mobile-money-payments-2027', list: 'newsletter' })).toEqual({ event: 'mobile-money-payments-2027', list: 'newsletter' });
    expect(inboxHandledSchema.safeParse({ handled: 'true' }).error?.issues[0]?.message).toBe(inboxMessages.handled);
  });

  it('have a fixture page for every kind', () => {
    for (const kind of inboxKinds) expect(inboxPageSchema.parse(inboxFixtures.page(kind)).kind).toBe(kind);
  });
});

describe('inbox client and MSW handlers', () => {
  it('lists a kind newest first, typed by kind, with search and filters applied like the server', async () => {
    const briefs = await api.listInbox('briefs');
    expect(briefs.kind).toBe('briefs');
    expect(briefs.items.map((b) => b.createdAt)).toEqual([...briefs.items.map((b) => b.createdAt)].sort().reverse());
    expect((await api.listInbox('briefs', { q: 'ADIRE' })).items.map((b) => b.name)).toEqual(['Ngozi Adichie']);
    expect((await api.listInbox('contact', { office: 3 })).items.map((c) => c.officeId)).toEqual([3]);
    expect((await api.listInbox('subscribers', { list: 'newsletter' })).items.every((s) => s.list === 'newsletter')).toBe(true);
    expect((await api.listInbox('briefs', { handled: true })).total).toBe(1);
    expect(await api.listInbox('briefs', { pageSize: 2, page: 2 })).toMatchObject({ page: 2, pageSize: 2, total: 3 });
  });

  it("refuses another kind's filter with a 400 naming it", async () => {
    const error = await rejection(api.listInbox('briefs', { office: 1 }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors()).toEqual({ office: inboxMessages.filterNotFor('office') });
  });

  it('keeps handled marks and reopenings with its own handlers; the default ones answer without keeping them', async () => {
    const id = inboxFixtures.items.briefs[0]!.id;
    expect(await api.setInboxHandled('briefs', id, true)).toMatchObject({ id, handledBy: expect.any(String) });
    expect((await api.listInbox('briefs', { handled: true })).items.map((b) => b.id)).not.toContain(id);

    server.use(...inboxHandlers());
    await api.setInboxHandled('briefs', id, true);
    expect((await api.listInbox('briefs', { handled: true })).items.map((b) => b.id)).toContain(id);
    const consultant = inboxFixtures.items.consultants[0]!.id;
    const { item } = await api.reopenConsultantApplication(consultant);
    expect(item.reopenedAt).not.toBeNull();
    expect((await api.listInbox('consultants')).items.find((c) => c.id === consultant)?.reopenedAt).toBe(item.reopenedAt);
    expect((await rejection(api.setInboxHandled('briefs', '00000000-0000-4000-8000-000000000000', true))).status).toBe(404);
  });

  it('builds the download addresses of an export (with its filters) and of a resume, fetching nothing', async () => {
    expect(api.inboxExportUrl('contact', { office: 1, q: 'lagos office', handled: false })).toBe('http://localhost/api/inbox/contact/export.csv?office=1&q=lagos+office&handled=false');
    expect(api.inboxExportUrl('briefs')).toBe('http://localhost/api/inbox/briefs/export.csv');
    expect(api.inboxResumeUrl('2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d01')).toBe('http://localhost/api/inbox/applications/2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d01/resume');
    const csv = await fetch(api.inboxExportUrl('briefs'));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment;/);
    const resume = await fetch(api.inboxResumeUrl('2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d01'));
    expect(resume.headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});
