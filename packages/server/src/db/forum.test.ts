import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumCategories } from '@orisun/api';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';
import { likePattern } from './forum/list.ts';
import { seedForum } from './forum/seed.ts';
import type { Database } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const base = Date.UTC(2026, 0, 1);
  await seedForum(
    database.db,
    Array.from({ length: 300 }, (_, i) => ({
      title: `Thread ${i} about ${i % 2 ? 'payments' : 'deploys'}`,
      category: forumCategories[i % 5]!,
      content: `Body ${i} with some words to search in.`,
      tags: [`tag${i % 7}`],
      createdAt: new Date(base + i * 60_000),
      isPinned: i % 50 === 0,
    })),
  );
  await database.db.execute(sql`analyze forum_threads`);
});
afterAll(() => database.close());

/** The plan of a query with sequential scans discouraged, so the test sees which index the planner can use. */
async function plan(db: Database, query: ReturnType<typeof sql>, ordered = false): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // With a few hundred rows a bitmap scan and a sort cost less; with these off the planner shows whether the
    // index alone gives the order (a plain Index Scan), which is what keeps a page cheap on a large forum.
    if (ordered) {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
    }
    const result = await tx.execute(sql`explain ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('forum indexes', () => {
  it('a search uses the pg_trgm index', async () => {
    const text = await plan(database.db, sql`select id from forum_threads where search like ${likePattern('Payments')} escape '\\'`);
    expect(text).toContain('forum_threads_search_idx');
  });

  it('the list reads the keyset index in order (no sort)', async () => {
    const text = await plan(
      database.db,
      sql`select id from forum_threads where deleted_at is null and hidden = false and pending = false
          and (is_pinned, bumped_at, id) < (true, now(), '00000000-0000-4000-8000-000000000000'::uuid)
          order by is_pinned desc, bumped_at desc, id desc limit 21`,
      true,
    );
    expect(text).toContain('forum_threads_list_idx');
    expect(text).toMatch(/Index Scan using forum_threads_list_idx/);
    expect(text).not.toMatch(/\bSort\b/);
  });
});
