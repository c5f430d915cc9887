import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './pgliteTurns.ts';

describe('PGlite taking turns with the event loop', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    takeTurns(client);
  });
  afterAll(async () => {
    await client.close();
  });

  it('lets a timer (a request waiting to be read) run between queued queries', async () => {
    const done: string[] = [];
    const queries = Array.from({ length: 40 }, (_, i) =>
      client.query('select count(*) from generate_series(1, 20000)').then(() => done.push(`query ${i}`)),
    );
    const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void done.push('timer')), 0));
    await Promise.all([...queries, timer]);
    // Without turns, the 40 queries ran in one go before the timer's turn came.
    expect(done.indexOf('timer')).toBeLessThan(39);
    expect(done.filter((d) => d.startsWith('query'))).toEqual(Array.from({ length: 40 }, (_, i) => `query ${i}`));
  });

  it('runs a transaction\'s statements inside it, and a failed call does not stop the next', async () => {
    await client.exec('create table turns (n int primary key)');
    const sum = await client.transaction(async (tx) => {
      await tx.query('insert into turns values (1), (2)');
      return (await tx.query<{ s: number }>('select sum(n)::int as s from turns')).rows[0]!.s;
    });
    expect(sum).toBe(3);
    await expect(client.query('insert into turns values (1)')).rejects.toThrow(/duplicate key/);
    expect((await client.query<{ n: number }>('select count(*)::int as n from turns')).rows[0]!.n).toBe(2);
  });
});
