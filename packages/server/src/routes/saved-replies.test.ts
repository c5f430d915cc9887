import { describe, expect, it } from 'vitest';
import { authMessages, errorResponseSchema, savedReplyListSchema, savedReplyMessages, savedReplyResultSchema } from '@orisun/api';
import { savedReplies } from '../db/schema.ts';
import { authAppFixture } from '../../test-support/auth.ts';

const desk = authAppFixture();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: Record<string, unknown>) =>
  desk.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

const spam = { title: 'Password reset: check spam', body: 'Hello {customer.name},\n\nLook in your spam folder for ticket {ticket.reference}.\n\n{agent.name}' };
const count = async () => (await desk.database.db.select().from(savedReplies)).length;

describe('/api/saved-replies: the support team keeps one shared list of answers', () => {
  it('answers 401 without a session, and nothing changes', async () => {
    const id = '5a1e0c3d-7b2f-4e6a-9c1d-2f3e4a5b6c01';
    for (const [method, url, payload] of [
      ['GET', '/api/saved-replies'],
      ['POST', '/api/saved-replies', spam],
      ['PUT', `/api/saved-replies/${id}`, spam],
      ['DELETE', `/api/saved-replies/${id}`],
    ] as [Method, string, Record<string, unknown>?][]) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: authMessages.signInRequired });
    }
    expect(await count()).toBe(0);
  });

  it('one staff member adds a reply, a colleague sees it by title, changes it and deletes it', async () => {
    const ada = await desk.signedIn('staff', 'ada@orisun.test');
    const tunde = await desk.signedIn('admin', 'tunde@orisun.test');

    const added = await call('POST', '/api/saved-replies', ada.cookie, spam);
    expect(added.statusCode, added.body).toBe(201);
    const { reply } = savedReplyResultSchema.parse(added.json());
    expect(reply).toMatchObject({ ...spam, updatedBy: ada.account.name });
    await call('POST', '/api/saved-replies', ada.cookie, { title: 'another answer', body: 'Thanks {customer.name}!' });

    const listed = savedReplyListSchema.parse((await call('GET', '/api/saved-replies', tunde.cookie)).json());
    expect(listed.replies.map((r) => r.title)).toEqual(['another answer', 'Password reset: check spam']);

    const changed = await call('PUT', `/api/saved-replies/${reply.id}`, tunde.cookie, { ...spam, body: 'Hello {customer.name}, see the spam folder.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(savedReplyResultSchema.parse(changed.json()).reply).toMatchObject({ body: 'Hello {customer.name}, see the spam folder.', updatedBy: tunde.account.name });

    const deleted = await call('DELETE', `/api/saved-replies/${reply.id}`, ada.cookie);
    expect(deleted.json()).toEqual({ message: savedReplyMessages.deleted });
    expect((await call('DELETE', `/api/saved-replies/${reply.id}`, ada.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/saved-replies/${reply.id}`, ada.cookie, spam)).statusCode).toBe(404);
    expect(await count()).toBe(1);
  });

  it('refuses a taken title (whatever its case), a blank field or an unknown placeholder, naming the field, and stores nothing', async () => {
    const staff = await desk.signedIn('staff');
    await call('POST', '/api/saved-replies', staff.cookie, spam);
    const other = savedReplyResultSchema.parse((await call('POST', '/api/saved-replies', staff.cookie, { title: 'Other', body: 'Text' })).json()).reply;

    const taken = await call('POST', '/api/saved-replies', staff.cookie, { ...spam, title: 'PASSWORD RESET: CHECK SPAM' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: savedReplyMessages.duplicateTitle });
    const renamedOnto = await call('PUT', `/api/saved-replies/${other.id}`, staff.cookie, spam);
    expect(renamedOnto.statusCode).toBe(409);

    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...spam, title: '  ' }, 'title', /Enter a title/],
      [{ ...spam, title: 'Two\nlines' }, 'title', /one line/],
      [{ title: 'New', body: ' \n ' }, 'body', /Enter the reply/],
      [{ title: 'New', body: 'Hello {customer.nmae} and {ticket.id}' }, 'body', /Unknown placeholders \{customer\.nmae\}, \{ticket\.id\}: use \{customer\.name\}/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/saved-replies', staff.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const issues = errorResponseSchema.parse(res.json()).issues ?? [];
      expect(issues.map((i) => i.path)).toEqual([field]);
      expect(issues[0]?.message).toMatch(message);
    }
    expect(await count()).toBe(2);
  });
});
