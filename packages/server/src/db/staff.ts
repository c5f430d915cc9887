import { asc, eq, sql } from 'drizzle-orm';
import type { StaffAccount, StaffProfile, StaffRole, StaffUser } from '@orisun/api';
import type { Queryable } from './index.ts';
import { staffAccounts, type StaffAccountRow } from './schema.ts';

/** The unique index on `lower(email)`: one account per e-mail address. */
export const oneAccountPerEmail = 'staff_accounts_email_idx';

/** Anything that runs queries: the database or a transaction. */

export function staffUserOf(row: Pick<StaffAccountRow, 'id' | 'email' | 'name' | 'role'>): StaffUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export function staffProfileOf(row: StaffAccountRow): StaffProfile {
  return { ...staffUserOf(row), signature: row.signature, notifyOnAssignment: row.notifyOnAssignment, notifyOnCustomerReply: row.notifyOnCustomerReply };
}

export function staffAccountOf(row: StaffAccountRow): StaffAccount {
  return {
    ...staffUserOf(row),
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(sql`lower(${staffAccounts.email})`, email.toLowerCase())).limit(1);
  return row;
}

export async function findAccount(db: Queryable, id: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

export async function listAccounts(db: Queryable): Promise<StaffAccountRow[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.email));
}

export async function countAccounts(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffAccounts);
  return row?.count ?? 0;
}

export interface NewAccount {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  createdAt: Date;
}

/** Adds an account (a second one for the same address fails on `oneAccountPerEmail`). */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<StaffAccountRow> {
  const [row] = await db.insert(staffAccounts).values(account).returning();
  if (!row) throw new Error('The staff account was not stored');
  return row;
}

export async function updateAccount(
  db: Queryable,
  id: string,
  changes: Partial<Pick<StaffAccountRow, 'disabled' | 'passwordHash' | 'lastSignInAt' | 'name' | 'signature' | 'notifyOnAssignment' | 'notifyOnCustomerReply'>>,
): Promise<StaffAccountRow | undefined> {
  const [row] = await db.update(staffAccounts).set(changes).where(eq(staffAccounts.id, id)).returning();
  return row;
}
