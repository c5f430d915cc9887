import { authMessages, type NewStaffAccount, type StaffRole } from '@orisun/api';
import type { Database, Transaction } from '../db/index.ts';
import type { StaffAccountRow } from '../db/schema.ts';
import { deleteSessionsOf } from '../db/sessions.ts';
import { countAccounts, findAccount, insertAccount, oneAccountPerEmail, updateAccount } from '../db/staff.ts';
import { asDuplicate } from '../http/forms.ts';
import { HttpError } from '../http/errors.ts';
import { passwordProblem } from '../passwordPolicy.ts';
import { hashPassword } from './passwords.ts';

/**
 * What can be done to staff accounts, shared by the admin routes and the `npm run user` command, so both
 * apply the same password policy and both end sessions the same way.
 */

/** A 400 naming the field, when the password breaks the policy (ASVS 6.2: length, common passwords). */
export function checkNewPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, problem, [{ path: field, message: problem }]);
}

export async function addAccount(db: Database, account: NewStaffAccount, now: Date): Promise<StaffAccountRow> {
  checkNewPassword(account.password);
  const passwordHash = await hashPassword(account.password);
  try {
    return await insertAccount(db, { email: account.email, name: account.name, role: account.role, passwordHash, createdAt: now });
  } catch (error) {
    throw asDuplicate(error, { index: oneAccountPerEmail, message: authMessages.duplicateAccount });
  }
}

async function changeAccount(db: Database, id: string, change: (tx: Transaction) => Promise<StaffAccountRow | undefined>): Promise<StaffAccountRow> {
  const row = await db.transaction(change);
  if (!row) throw new HttpError(404, authMessages.accountNotFound);
  return row;
}

/** Disables an account and ends all its sessions at once (one transaction). */
export function disableAccount(db: Database, id: string): Promise<StaffAccountRow> {
  return changeAccount(db, id, async (tx) => {
    const row = await updateAccount(tx, id, { disabled: true });
    if (row) await deleteSessionsOf(tx, 'staff', id);
    return row;
  });
}

export function enableAccount(db: Database, id: string): Promise<StaffAccountRow> {
  return changeAccount(db, id, (tx) => updateAccount(tx, id, { disabled: false }));
}

/** Sets a new password (policy checked) and ends the account's sessions, wherever they are. */
export async function resetPassword(db: Database, id: string, password: string): Promise<StaffAccountRow> {
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  return changeAccount(db, id, async (tx) => {
    const row = await updateAccount(tx, id, { passwordHash });
    if (row) await deleteSessionsOf(tx, 'staff', id);
    return row;
  });
}

export { findAccount };

/**
 * Creates the first admin from `ADMIN_EMAIL`/`ADMIN_NAME`/`ADMIN_PASSWORD` when no staff account exists yet; does nothing
 * once any account exists (the variables can stay set). Several servers starting at once: the unique index
 * lets one create it. Returns whether it created the account.
 */
export async function ensureFirstAdmin(
  db: Database,
  firstAdmin: { email: string; name: string; password: string } | undefined,
  now: Date,
): Promise<boolean> {
  if (!firstAdmin || (await countAccounts(db)) > 0) return false;
  const role: StaffRole = 'admin';
  try {
    await addAccount(db, { email: firstAdmin.email, name: firstAdmin.name, role, password: firstAdmin.password }, now);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return false;
    throw error;
  }
}
