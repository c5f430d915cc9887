import { asc, eq, sql } from 'drizzle-orm';
import type { SavedReply, SavedReplyInput } from '@orisun/api';
import type { Queryable } from './index.ts';
import { savedReplies, staffAccounts } from './schema.ts';

/** The unique index on `lower(title)`: one saved reply per title, whatever its case. */
export const oneSavedReplyPerTitle = 'saved_replies_title_idx';

const columns = {
  id: savedReplies.id,
  title: savedReplies.title,
  body: savedReplies.body,
  updatedAt: savedReplies.updatedAt,
  updatedBy: staffAccounts.name,
};

type Selected = { id: string; title: string; body: string; updatedAt: Date; updatedBy: string | null };

const present = (row: Selected): SavedReply => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** Every saved reply, by title (ignoring case), with the name of who changed it last. */
export async function listSavedReplies(db: Queryable): Promise<SavedReply[]> {
  const rows = await db
    .select(columns)
    .from(savedReplies)
    .leftJoin(staffAccounts, eq(staffAccounts.id, savedReplies.updatedBy))
    .orderBy(asc(sql`lower(${savedReplies.title})`), asc(savedReplies.id));
  return rows.map(present);
}

async function savedReply(db: Queryable, id: string): Promise<SavedReply | undefined> {
  const [row] = await db.select(columns).from(savedReplies).leftJoin(staffAccounts, eq(staffAccounts.id, savedReplies.updatedBy)).where(eq(savedReplies.id, id));
  return row && present(row);
}

/** Adds one (a taken title fails on `oneSavedReplyPerTitle`). */
export async function insertSavedReply(db: Queryable, input: SavedReplyInput, by: string, at: Date): Promise<SavedReply> {
  const [row] = await db.insert(savedReplies).values({ ...input, updatedBy: by, createdAt: at, updatedAt: at }).returning({ id: savedReplies.id });
  return (await savedReply(db, row!.id))!;
}

/** Changes one; undefined when there is no such saved reply. */
export async function updateSavedReply(db: Queryable, id: string, input: SavedReplyInput, by: string, at: Date): Promise<SavedReply | undefined> {
  const [row] = await db.update(savedReplies).set({ ...input, updatedBy: by, updatedAt: at }).where(eq(savedReplies.id, id)).returning({ id: savedReplies.id });
  return row && savedReply(db, row.id);
}

/** Deletes one; whether it was there. */
export async function deleteSavedReply(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(savedReplies).where(eq(savedReplies.id, id)).returning({ id: savedReplies.id });
  return rows.length > 0;
}
