import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { SessionKind } from '@orisun/api';
import type { Queryable } from './index.ts';
import { sessions, staffAccounts, type SessionRow, type StaffAccountRow } from './schema.ts';


export interface NewSession {
  secretHash: string;
  kind: SessionKind;
  subjectId: string | null;
  subjectEmail: string | null;
  /** The one ticket a limited customer session may see (null: the whole address, or staff). */
  ticketId?: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Queryable, session: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, lastSeenAt: session.createdAt })
    .returning();
  if (!row) throw new Error('The session was not stored');
  return row;
}

/** `findStaffSession`'s query, built once per database (every staff request runs it). */
const staffSessionQueries = new WeakMap<Queryable, ReturnType<typeof staffSessionQuery>>();

function staffSessionQuery(db: Queryable) {
  return (
    db
      .select({ session: sessions, account: staffAccounts })
      .from(sessions)
      .leftJoin(staffAccounts, eq(staffAccounts.id, sessions.subjectId))
      .where(and(eq(sessions.secretHash, sql.placeholder('secretHash')), eq(sessions.kind, 'staff')))
      .limit(1)
      // Unnamed: the text is kept, the statement is not (see db/tickets.ts `unnamed`).
      .prepare(undefined as unknown as string)
  );
}

/** A staff session by the hash of its secret, with its account (undefined when the account is gone). */
export async function findStaffSession(db: Queryable, secretHash: string): Promise<{ session: SessionRow; account: StaffAccountRow | null } | undefined> {
  let query = staffSessionQueries.get(db);
  if (!query) staffSessionQueries.set(db, (query = staffSessionQuery(db)));
  const [row] = await query.execute({ secretHash });
  return row;
}

/** A customer session by the hash of its secret. */
export async function findCustomerSession(db: Queryable, secretHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.secretHash, secretHash), eq(sessions.kind, 'customer')))
    .limit(1);
  return row;
}

export async function touchSession(db: Queryable, id: string, lastSeenAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionBySecretHash(db: Queryable, secretHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.secretHash, secretHash));
}

/** Ends every session of one subject (an account disabled, its password reset). */
export async function deleteSessionsOf(db: Queryable, kind: SessionKind, subjectId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
}

/** Deletes sessions that can no longer be used: past their absolute expiry, or idle since `idleSince`. */
export async function deleteDeadSessions(db: Queryable, now: Date, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}
