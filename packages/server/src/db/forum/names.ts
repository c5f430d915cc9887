import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { forumNameKey } from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';
import { forumReplies, forumSignInLinks, forumThreads, forumVisitors, staffAccounts } from '../schema.ts';
import type { Queryable } from './visibility.ts';

// A visitor's display name (kept on their posts too, so every list reads it from the post's row) and the one-time
// links that carry a visitor to another device.

/** The name a visitor posts under, or null ("Anonymous"). */
export async function visitorName(db: Queryable, visitorId: string): Promise<string | null> {
  const [row] = await db.select({ name: forumVisitors.displayName }).from(forumVisitors).where(eq(forumVisitors.id, visitorId));
  return row?.name ?? null;
}

/** Whether a staff account goes by this name (compared as the reserved names are: no case, spaces or punctuation). */
export async function isStaffName(db: Queryable, name: string): Promise<boolean> {
  const key = forumNameKey(name);
  const rows = await db.select({ name: staffAccounts.name }).from(staffAccounts);
  return rows.some((row) => forumNameKey(row.name) === key);
}

/** The unique index that keeps two visitors from one name, whatever its case. */
export const displayNameIndex = 'forum_visitors_display_name_idx';

/**
 * Gives the visitor `name` (null: Anonymous again) and puts it on every post of theirs, and on the "last reply by" of
 * threads whose last reply is theirs. The unique index refuses a name another visitor has (the caller's 409).
 */
export async function setVisitorName(tx: Queryable, visitorId: string, name: string | null): Promise<void> {
  await tx.update(forumVisitors).set({ displayName: name }).where(eq(forumVisitors.id, visitorId));
  await tx.update(forumThreads).set({ authorName: name }).where(eq(forumThreads.visitorId, visitorId));
  await tx.update(forumReplies).set({ authorName: name }).where(eq(forumReplies.visitorId, visitorId));
  await tx.execute(sql`
    update ${forumThreads} set last_reply_by = ${name ?? 'Anonymous'}
    where ${forumThreads.id} in (
      select r.thread_id from ${forumReplies} r join ${forumThreads} t on t.id = r.thread_id
      where r.visitor_id = ${visitorId} and r.created_at = t.last_reply_at and r.deleted_at is null and r.hidden = false)`);
}

/** How long a sign-in link works. */
export const signInLinkLifetimeMs = 30 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for `visitorId`, mailed to `email` in `language` (the page's it was asked from: `/fr/forum` is
 * French), which its pages and the forum it leads to keep: the secret (stored only as its SHA-256).
 */
export async function newSignInLink(tx: Queryable, visitorId: string, email: string, at: Date, language: SiteLanguage): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx
    .insert(forumSignInLinks)
    .values({ tokenHash: hashOf(token), visitorId, email, createdAt: at, expiresAt: new Date(at.getTime() + signInLinkLifetimeMs), language });
  return token;
}

/** The visitor of an unused, unexpired link, and its language; `use: true` uses it up (one statement: two clicks at once, one wins). */
export async function signInLinkVisitor(
  db: Queryable,
  token: string,
  at: Date,
  { use }: { use: boolean },
): Promise<{ visitorId: string; language: SiteLanguage } | undefined> {
  const valid = and(eq(forumSignInLinks.tokenHash, hashOf(token)), isNull(forumSignInLinks.usedAt), gt(forumSignInLinks.expiresAt, at));
  const found = { visitorId: forumSignInLinks.visitorId, language: forumSignInLinks.language };
  if (use) {
    const [used] = await db.update(forumSignInLinks).set({ usedAt: at }).where(valid).returning(found);
    return used;
  }
  const [row] = await db.select(found).from(forumSignInLinks).where(valid);
  return row;
}

/**
 * The language of the sign-in link `token`, even one no longer valid (used, or expired): its page says so in the
 * language of the mail it came from. Undefined when unknown.
 */
export async function signInLinkLanguage(db: Queryable, token: string): Promise<SiteLanguage | undefined> {
  const [row] = await db.select({ language: forumSignInLinks.language }).from(forumSignInLinks).where(eq(forumSignInLinks.tokenHash, hashOf(token)));
  return row?.language;
}
