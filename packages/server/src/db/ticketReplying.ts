import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Queryable } from './index.ts';
import { staffAccounts, ticketEntries, ticketReplying } from './schema.ts';

/** How long a "writing" signal lasts: the client sends one every 10 seconds while the response box has text. */
export const replyingLifetimeMs = 30_000;

/**
 * Records that `staffId` is writing a response on the ticket now (`writing`), or has stopped (the row is deleted), and
 * answers which colleagues are writing one (signalled within `replyingLifetimeMs`), longest first.
 */
export async function signalReplying(db: Queryable, ticketId: string, staffId: string, writing: boolean, now: Date): Promise<{ name: string; since: Date }[]> {
  if (writing) {
    await db
      .insert(ticketReplying)
      .values({ ticketId, staffAccountId: staffId, since: now, at: now })
      .onConflictDoUpdate({
        target: [ticketReplying.ticketId, ticketReplying.staffAccountId],
        // A signal after a gap starts a new "since".
        set: { at: now, since: sql`case when ${ticketReplying.at} < ${new Date(now.getTime() - replyingLifetimeMs)} then excluded.since else ${ticketReplying.since} end` },
      });
  } else {
    await stopReplying(db, ticketId, staffId);
  }
  return db
    .select({ name: staffAccounts.name, since: ticketReplying.since })
    .from(ticketReplying)
    .innerJoin(staffAccounts, eq(staffAccounts.id, ticketReplying.staffAccountId))
    .where(and(eq(ticketReplying.ticketId, ticketId), ne(ticketReplying.staffAccountId, staffId), gt(ticketReplying.at, new Date(now.getTime() - replyingLifetimeMs))))
    .orderBy(asc(ticketReplying.since));
}

export async function stopReplying(db: Queryable, ticketId: string, staffId: string): Promise<void> {
  await db.delete(ticketReplying).where(and(eq(ticketReplying.ticketId, ticketId), eq(ticketReplying.staffAccountId, staffId)));
}

/** The first response on the ticket by someone other than `staffId` after `after`, with its author's name; undefined when none. */
export async function responseByOtherSince(db: Queryable, ticketId: string, staffId: string, after: Date): Promise<{ author: string } | undefined> {
  const [row] = await db
    .select({ author: ticketEntries.authorName })
    .from(ticketEntries)
    .where(
      and(
        eq(ticketEntries.ticketId, ticketId),
        eq(ticketEntries.kind, 'response'),
        sql`${ticketEntries.staffAccountId} is distinct from ${staffId}`,
        // Times go out with millisecond precision: compare at that precision, so the response read is not "newer".
        gt(sql`date_trunc('milliseconds', ${ticketEntries.createdAt})`, after),
      ),
    )
    .orderBy(asc(ticketEntries.createdAt))
    .limit(1);
  return row;
}
