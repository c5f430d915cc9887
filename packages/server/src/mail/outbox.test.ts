import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';
import { checkedMailHeaders, enqueueMail } from '../db/outbox.ts';

describe('checkedMailHeaders: the extra header fields a mail may carry', () => {
  it('keeps the known names with one-line ASCII values', () => {
    const headers = { 'List-Unsubscribe': '<https://orisun.example/api/subscriptions/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    expect(checkedMailHeaders(headers)).toEqual(headers);
    expect(checkedMailHeaders()).toEqual({});
    expect(checkedMailHeaders({})).toEqual({});
  });

  it.each([
    ['an unknown name', { Bcc: 'eve@example.com' }],
    ['a name in another case', { 'list-unsubscribe': '<https://a.example>' }],
    ['a prototype key', JSON.parse('{"__proto__": "x"}') as Record<string, unknown>],
    ['a line break in a value', { 'List-Unsubscribe': '<https://a.example>\r\nBcc: eve@example.com' }],
    ['a bare LF', { 'List-Unsubscribe': '<https://a.example>\nBcc: eve@example.com' }],
    ['non-ASCII', { 'List-Unsubscribe': '<https://ä.example>' }],
    ['an empty value', { 'List-Unsubscribe': '' }],
    ['a value over 998 characters', { 'List-Unsubscribe': `<https://a.example/${'x'.repeat(1000)}>` }],
    ['a value that is not text', { 'List-Unsubscribe': 42 }],
  ])('refuses %s', (_label, headers) => {
    expect(() => checkedMailHeaders(headers)).toThrow(/Mail header/);
  });
});

describe('enqueueMail with headers', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
  });

  it('stores the checked headers on the row (none: an empty object)', async () => {
    await enqueueMail(database.db, { kind: 'test', to: 'a@example.com', subject: 'Hi', text: 'Hello', headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    await enqueueMail(database.db, { kind: 'test', to: 'b@example.com', subject: 'Hi', text: 'Hello' });
    const rows = await database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((r) => r.headers)).toEqual([{ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }, {}]);
  });

  it('refuses a bad header before writing anything', async () => {
    await expect(
      enqueueMail(database.db, { kind: 'test', to: 'a@example.com', subject: 'Hi', text: 'Hello', headers: { Bcc: 'eve@example.com' } as never }),
    ).rejects.toThrow(/Mail header "Bcc"/);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });
});
