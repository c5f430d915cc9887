import { and, asc, count, type AnyColumn, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  forumAuthors,
  forumCategories,
  forumPopularViews,
  type ForumCategory,
  type ForumItemKind,
  type ForumQueueEntry,
  type ForumReply,
  type ForumTab,
  type ForumThread,
  type ForumThreadPage,
  type ForumThreadSummary,
} from '@orisun/api';
import type { Database } from './index.ts';
import {
  forumAudit,
  forumLikes,
  forumReplies,
  forumReports,
  forumThreads,
  forumViews,
  forumVisitors,
  type ForumAuditAction,
  type ForumAuthorKind,
  type ForumReplyRow,
  type ForumThreadRow,
} from './schema.ts';

/** A database or a transaction of it. */
export type Queryable = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute' | '$with' | 'with'>;

/**
 * Who is asking: the visitor of the forum cookie (undefined before their first write or view) and whether a staff
 * session with role `admin` is signed in (staff with role `staff` are ordinary visitors on the forum).
 */
export interface ForumViewer {
  visitorId: string | undefined;
  /** The admin's staff account id, when the request has an admin session. */
  adminId: string | undefined;
}

const authorOf = (kind: ForumAuthorKind) => (kind === 'admin' ? forumAuthors.admin : forumAuthors.visitor);

/** Separates the fields of `search`: a control character, which no search text can hold (`searchText`). */
const searchSeparator = '\u0001';

/** What the search index holds for a thread: title, category, each tag and content, lower-cased. */
export function threadSearchText(thread: { title: string; category: string; tags: readonly string[]; content: string }): string {
  return [thread.title, thread.category, ...thread.tags, thread.content].join(searchSeparator).toLowerCase();
}

/** `LIKE` pattern of a case-insensitive substring search, with `%`, `_` and `\` taken literally. */
export function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---- visitors --------------------------------------------------------------------------------------------

/** Creates the visitor's row if it is not there yet (the first write or view of a cookie). */
export async function ensureVisitor(db: Queryable, id: string, ip: string, at: Date): Promise<void> {
  await db.insert(forumVisitors).values({ id, ip, createdAt: at }).onConflictDoNothing({ target: forumVisitors.id });
}

/** Locks the visitor's row for the rest of the transaction, so one visitor's posts are checked one at a time. */
export async function lockVisitor(tx: Queryable, id: string): Promise<void> {
  await tx.execute(sql`select 1 from ${forumVisitors} where ${forumVisitors.id} = ${id} for update`);
}

// ---- visibility and output -------------------------------------------------------------------------------

/** Threads nobody sees (deleted, hidden), and pending ones but for their author and admins. */
export function threadVisible(viewer: ForumViewer): SQL {
  const base = and(isNull(forumThreads.deletedAt), eq(forumThreads.hidden, false))!;
  if (viewer.adminId !== undefined) return base;
  const pendingOk = viewer.visitorId === undefined ? eq(forumThreads.pending, false) : or(eq(forumThreads.pending, false), eq(forumThreads.visitorId, viewer.visitorId))!;
  return and(base, pendingOk)!;
}

/** Threads everyone sees (the counts of the header and the category cards, the sitemap). */
const publiclyVisible = and(isNull(forumThreads.deletedAt), eq(forumThreads.hidden, false), eq(forumThreads.pending, false))!;

export function canSeeThread(row: ForumThreadRow, viewer: ForumViewer): boolean {
  if (row.deletedAt !== null || row.hidden) return false;
  if (!row.pending) return true;
  return viewer.adminId !== undefined || (viewer.visitorId !== undefined && row.visitorId === viewer.visitorId);
}

const replyVisible = and(isNull(forumReplies.deletedAt), eq(forumReplies.hidden, false))!;

/** What this visitor liked and reported among `ids`, in one round trip (a returning reader's every list asks). */
async function marksOf(db: Queryable, visitorId: string | undefined, kind: ForumItemKind, ids: string[]): Promise<{ liked: Set<string>; reported: Set<string> }> {
  const liked = new Set<string>();
  const reported = new Set<string>();
  if (visitorId === undefined || ids.length === 0) return { liked, reported };
  const mine = (table: typeof forumLikes | typeof forumReports) => and(eq(table.visitorId, visitorId), eq(table.kind, kind), inArray(table.itemId, ids));
  const rows = await db
    .select({ id: forumLikes.itemId, like: sql<boolean>`true` })
    .from(forumLikes)
    .where(mine(forumLikes))
    .unionAll(db.select({ id: forumReports.itemId, like: sql<boolean>`false` }).from(forumReports).where(mine(forumReports)));
  for (const row of rows) (row.like ? liked : reported).add(row.id);
  return { liked, reported };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A thread as the list shows it to `viewer` (nothing read but the row). */
export function threadSummaryOut(row: ForumThreadRow, viewer: ForumViewer): ForumThreadSummary {
  const author = authorOf(row.authorKind);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    author: author.name,
    authorAvatar: author.avatar,
    replies: row.replies,
    views: row.views,
    likes: row.likes,
    replyLikes: row.replyLikes,
    lastReplyAt: iso(row.lastReplyAt),
    lastReplyBy: row.lastReplyBy,
    content: row.content,
    isPinned: row.isPinned,
    isSolved: row.isSolved,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
    tags: row.tags,
    isAdminPost: row.authorKind === 'admin',
    mine: viewer.visitorId !== undefined && row.visitorId === viewer.visitorId,
    pending: row.pending,
  };
}

export function threadOut(row: ForumThreadRow, viewer: ForumViewer, marks: { liked: boolean; reported: boolean }): ForumThread {
  return { ...threadSummaryOut(row, viewer), liked: marks.liked, reported: marks.reported };
}

/** A thread as its dialog shows it to `viewer` (with what this visitor liked and reported). */
export async function threadOutOne(db: Queryable, row: ForumThreadRow, viewer: ForumViewer): Promise<ForumThread> {
  const { liked, reported } = await marksOf(db, viewer.visitorId, 'thread', [row.id]);
  return threadOut(row, viewer, { liked: liked.has(row.id), reported: reported.has(row.id) });
}

export function replyOut(row: ForumReplyRow, marks: { liked: boolean; reported: boolean }): ForumReply {
  const author = authorOf(row.authorKind);
  return {
    id: row.id,
    threadId: row.threadId,
    author: author.name,
    authorAvatar: author.avatar,
    content: row.content,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
    isSolution: row.isSolution,
    isAdminReply: row.authorKind === 'admin',
    liked: marks.liked,
    reported: marks.reported,
  };
}

export async function repliesOut(db: Queryable, rows: ForumReplyRow[], viewer: ForumViewer): Promise<ForumReply[]> {
  const ids = rows.map((r) => r.id);
  const { liked, reported } = await marksOf(db, viewer.visitorId, 'reply', ids);
  return rows.map((row) => replyOut(row, { liked: liked.has(row.id), reported: reported.has(row.id) }));
}

// ---- reading ---------------------------------------------------------------------------------------------

export async function findThread(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<ForumThreadRow | undefined> {
  const query = db.select().from(forumThreads).where(eq(forumThreads.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findReply(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<ForumReplyRow | undefined> {
  const query = db.select().from(forumReplies).where(eq(forumReplies.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A reply nobody sees (deleted, hidden). */
export const replyGone = (row: ForumReplyRow) => row.deletedAt !== null || row.hidden;

/** The visible replies of a thread, oldest first. */
export async function threadReplies(db: Queryable, threadId: string): Promise<ForumReplyRow[]> {
  return db
    .select()
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, threadId), replyVisible))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id));
}

/** The list's keyset: pinned, bumped, id (all descending). */
interface Cursor {
  pinned: boolean;
  bumpedAt: Date;
  id: string;
}

export function encodeCursor(row: Pick<ForumThreadRow, 'isPinned' | 'bumpedAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.isPinned ? 1 : 0, row.bumpedAt.toISOString(), row.id])).toString('base64url');
}

/** The cursor's keyset, or undefined when it is not one this server made. */
export function decodeCursor(cursor: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [pinned, bumped, id] = value as unknown[];
    if ((pinned !== 0 && pinned !== 1) || typeof bumped !== 'string' || typeof id !== 'string') return undefined;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
    const bumpedAt = new Date(bumped);
    if (Number.isNaN(bumpedAt.getTime()) || bumpedAt.toISOString() !== bumped) return undefined;
    return { pinned: pinned === 1, bumpedAt, id };
  } catch {
    return undefined;
  }
}

export interface ThreadListQuery {
  activeTab: ForumTab;
  searchQuery?: string | undefined;
  cursor?: Cursor | undefined;
  limit: number;
  saved?: string[] | undefined;
}

function tabFilter(tab: ForumTab, saved: string[] | undefined): SQL | undefined {
  switch (tab) {
    case 'recent':
      return undefined;
    case 'popular':
      return gt(forumThreads.views, forumPopularViews);
    case 'unanswered':
      return eq(forumThreads.replies, 0);
    case 'solved':
      return eq(forumThreads.isSolved, true);
    case 'saved':
      return saved && saved.length > 0 ? inArray(forumThreads.id, saved) : sql`false`;
  }
}

/**
 * Remembers a value for a short while (`FORUM_LIST_CACHE_SECONDS`): what every visitor is shown by the list (a page
 * of the public threads, how many match, per category, in all) costs a few queries, and most visitors read the
 * same first pages. The forum's routes forget everything after every write of their own, so writers see their
 * write at once; another instance's writes show within that time. Nothing of one viewer's is remembered: `mine`
 * is worked out per viewer from the shared rows, and a viewer who may see held threads reads the database.
 */
export type ListMemo = <T>(key: string, load: () => Promise<T>) => Promise<T>;

const unremembered: ListMemo = (_key, load) => load();

interface ThreadRowsPage {
  rows: ForumThreadRow[];
  total: number;
  nextCursor: string | null;
  categories: { name: ForumCategory; threads: number }[];
}

/** One page of `GET /threads` for `viewer`. */
export async function listThreads(db: Queryable, viewer: ForumViewer, query: ThreadListQuery, memo: ListMemo = unremembered): Promise<ForumThreadPage> {
  const search = query.searchQuery ? sql`${forumThreads.search} like ${likePattern(query.searchQuery)} escape '\\'` : undefined;
  const filters = and(tabFilter(query.activeTab, query.saved), search);
  const countWhere = async (where: SQL | undefined) => Number((await db.select({ n: count() }).from(forumThreads).where(where))[0]?.n ?? 0);
  const categoriesOf = () =>
    memo('categories', async () => {
      const perCategory = await db.select({ category: forumThreads.category, n: count() }).from(forumThreads).where(publiclyVisible).groupBy(forumThreads.category);
      const counts = new Map(perCategory.map((r) => [r.category, Number(r.n)]));
      return forumCategories.map((name) => ({ name, threads: counts.get(name) ?? 0 }));
    });
  const keysetAfter = (columns: { isPinned: AnyColumn; bumpedAt: AnyColumn; id: AnyColumn }) =>
    query.cursor
      ? sql`(${columns.isPinned}, ${columns.bumpedAt}, ${columns.id}) < (${query.cursor.pinned}, ${query.cursor.bumpedAt.toISOString()}::timestamptz, ${query.cursor.id}::uuid)`
      : undefined;
  /**
   * A search's page and its count from one scan of the trigram index: the matches are gathered once (a CTE read
   * twice is materialised), counted, and the page taken from them. As two statements, the page would let the planner
   * walk the list's ordered index for a term it guesses common, reading most of the table when the term is rare
   * (57 ms against 3.6 ms for "number 42" in 100,000 threads).
   */
  const searchRows = async (where: SQL | undefined): Promise<{ rows: ForumThreadRow[]; total: number }> => {
    const matched = db
      .$with('matched')
      .as(db.select({ id: forumThreads.id, isPinned: forumThreads.isPinned, bumpedAt: forumThreads.bumpedAt }).from(forumThreads).where(where));
    const pageIds = db
      .select({ id: matched.id })
      .from(matched)
      .where(keysetAfter(matched))
      .orderBy(desc(matched.isPinned), desc(matched.bumpedAt), desc(matched.id))
      .limit(query.limit + 1);
    const found = await db
      .with(matched)
      .select({ thread: forumThreads, total: sql<number>`(select count(*) from matched)`.mapWith(Number) })
      .from(forumThreads)
      .where(inArray(forumThreads.id, pageIds))
      .orderBy(desc(forumThreads.isPinned), desc(forumThreads.bumpedAt), desc(forumThreads.id));
    // No row on this page: the count comes on its own (0 without a cursor: nothing matched).
    const total = found[0]?.total ?? (query.cursor ? await countWhere(where) : 0);
    return { rows: found.map((r) => r.thread), total };
  };
  /** One page of `where`; `total` counts it, except for a search, whose one statement counts its own matches. */
  const pageOf = async (where: SQL | undefined, total: () => Promise<number>): Promise<ThreadRowsPage> => {
    let rows: ForumThreadRow[];
    let matching: number;
    if (query.searchQuery) {
      ({ rows, total: matching } = await searchRows(where));
    } else {
      rows = await db
        .select()
        .from(forumThreads)
        .where(and(where, keysetAfter(forumThreads)))
        .orderBy(desc(forumThreads.isPinned), desc(forumThreads.bumpedAt), desc(forumThreads.id))
        .limit(query.limit + 1);
      matching = await total();
    }
    const page = rows.slice(0, query.limit);
    return {
      rows: page,
      total: matching,
      nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null,
      categories: await categoriesOf(),
    };
  };
  const publicTotal = () => memo(`total:${query.activeTab}:${query.searchQuery ?? ''}`, () => countWhere(and(publiclyVisible, filters)));

  let shown: ThreadRowsPage;
  const held = query.activeTab === 'saved' ? 0 : await memo('held', () => countWhere(and(isNull(forumThreads.deletedAt), eq(forumThreads.hidden, false), eq(forumThreads.pending, true))));
  const seesOnlyPublic = viewer.adminId === undefined && (viewer.visitorId === undefined || held === 0);
  if (query.activeTab !== 'saved' && seesOnlyPublic) {
    // What everyone sees: one remembered page for all (its rows shown to each viewer with `mine` as theirs).
    const cursor = query.cursor ? `${query.cursor.pinned}:${query.cursor.bumpedAt.toISOString()}:${query.cursor.id}` : '';
    shown = await memo(`page:${query.activeTab}:${query.limit}:${cursor}:${query.searchQuery ?? ''}`, () => pageOf(and(publiclyVisible, filters), publicTotal));
  } else {
    const matching = and(threadVisible(viewer), filters);
    shown = await pageOf(matching, async () => {
      // Saved: at most forumLimits.savedMax ids, read by primary key, not worth remembering.
      if (query.activeTab === 'saved') return countWhere(matching);
      // What everyone sees (remembered), plus the held threads this viewer may see (their own; all for an admin).
      return (await publicTotal()) + (held > 0 ? await countWhere(and(matching, eq(forumThreads.pending, true))) : 0);
    });
  }
  return {
    threads: shown.rows.map((row) => threadSummaryOut(row, viewer)),
    total: shown.total,
    nextCursor: shown.nextCursor,
    discussions: shown.categories.reduce((sum, c) => sum + c.threads, 0),
    categories: shown.categories,
  };
}

/** The publicly visible threads for the sitemap, most recently active first. */
export async function sitemapThreads(db: Queryable, max: number): Promise<{ id: string; lastActivity: Date }[]> {
  const rows = await db
    .select({ id: forumThreads.id, bumpedAt: forumThreads.bumpedAt, editedAt: forumThreads.editedAt })
    .from(forumThreads)
    .where(publiclyVisible)
    .orderBy(desc(forumThreads.bumpedAt), desc(forumThreads.id))
    .limit(max);
  return rows.map((r) => ({ id: r.id, lastActivity: r.editedAt && r.editedAt > r.bumpedAt ? r.editedAt : r.bumpedAt }));
}

// ---- posting limits --------------------------------------------------------------------------------------

export type PostTable = 'thread' | 'reply';
const tableOf = (kind: PostTable) => (kind === 'thread' ? forumThreads : forumReplies);

/** The creation times of the posts of `kind` by a visitor or from an IP address since `since`, oldest first. */
export async function postTimes(db: Queryable, kind: PostTable, by: { visitorId: string } | { ip: string }, since: Date, max: number): Promise<Date[]> {
  const table = tableOf(kind);
  const who = 'visitorId' in by ? eq(table.visitorId, by.visitorId) : eq(table.ip, by.ip);
  const rows = await db
    .select({ at: table.createdAt })
    .from(table)
    .where(and(who, gt(table.createdAt, since)))
    .orderBy(desc(table.createdAt))
    .limit(max);
  return rows.map((r) => r.at).reverse();
}

/** Whether the visitor posted exactly this text (a thread's content or a reply) since `since`. */
export async function postedSameText(db: Queryable, visitorId: string, content: string, since: Date): Promise<boolean> {
  for (const table of [forumThreads, forumReplies] as const) {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.visitorId, visitorId), gt(table.createdAt, since), eq(table.content, content)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

// ---- writing ---------------------------------------------------------------------------------------------

export interface PostAuthor {
  kind: ForumAuthorKind;
  visitorId: string | null;
  staffId: string | null;
  ip: string | null;
}

export interface NewThreadRow {
  title: string;
  category: ForumCategory;
  content: string;
  tags: string[];
}

export async function insertThread(tx: Queryable, thread: NewThreadRow, author: PostAuthor, at: Date, pending: boolean): Promise<ForumThreadRow> {
  const [row] = await tx
    .insert(forumThreads)
    .values({
      ...thread,
      search: threadSearchText(thread),
      authorKind: author.kind,
      visitorId: author.visitorId,
      staffId: author.staffId,
      ip: author.ip,
      bumpedAt: at,
      createdAt: at,
      pending,
    })
    .returning();
  return row!;
}

/** Adds a reply and moves the thread's counts, last reply and bump in the same transaction. */
export async function insertReply(tx: Queryable, thread: ForumThreadRow, content: string, author: PostAuthor, at: Date): Promise<{ reply: ForumReplyRow; thread: ForumThreadRow }> {
  const [updated] = await tx
    .update(forumThreads)
    .set({ replies: sql`${forumThreads.replies} + 1`, lastReplyAt: at, lastReplyBy: authorOf(author.kind).name, bumpedAt: at })
    .where(eq(forumThreads.id, thread.id))
    .returning();
  const [reply] = await tx
    .insert(forumReplies)
    .values({ threadId: thread.id, content, authorKind: author.kind, visitorId: author.visitorId, staffId: author.staffId, ip: author.ip, createdAt: at })
    .returning();
  return { reply: reply!, thread: updated! };
}

/**
 * Toggles the visitor's like of an item: removes it if there is one, else adds it, and moves the item's count by
 * the rows actually deleted or inserted (the unique index decides, so concurrent toggles never double-count). The
 * thread's row is changed before a reply's, the order of every forum write, so two transactions never wait on each
 * other in a circle. Returns the new state and count.
 */
export async function toggleLike(tx: Queryable, visitorId: string, kind: ForumItemKind, item: { id: string; threadId: string }, at: Date): Promise<{ liked: boolean; likes: number }> {
  const removed = await tx
    .delete(forumLikes)
    .where(and(eq(forumLikes.visitorId, visitorId), eq(forumLikes.kind, kind), eq(forumLikes.itemId, item.id)))
    .returning({ id: forumLikes.itemId });
  let delta = 0;
  let liked: boolean;
  if (removed.length > 0) {
    delta = -1;
    liked = false;
  } else {
    const added = await tx.insert(forumLikes).values({ visitorId, kind, itemId: item.id, createdAt: at }).onConflictDoNothing().returning({ id: forumLikes.itemId });
    // Nothing added: a request of the same visitor added it meanwhile; it is liked and already counted.
    delta = added.length > 0 ? 1 : 0;
    liked = true;
  }
  if (kind === 'thread') {
    const [row] = await tx
      .update(forumThreads)
      .set({ likes: sql`${forumThreads.likes} + ${delta}` })
      .where(eq(forumThreads.id, item.id))
      .returning({ likes: forumThreads.likes });
    return { liked, likes: row!.likes };
  }
  await tx.update(forumThreads).set({ replyLikes: sql`${forumThreads.replyLikes} + ${delta}` }).where(eq(forumThreads.id, item.threadId));
  const [row] = await tx
    .update(forumReplies)
    .set({ likes: sql`${forumReplies.likes} + ${delta}` })
    .where(eq(forumReplies.id, item.id))
    .returning({ likes: forumReplies.likes });
  return { liked, likes: row!.likes };
}

/** The UTC day of a time, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Counts a view of the thread by the visitor, once per UTC day. */
export async function countView(tx: Queryable, visitorId: string, threadId: string, at: Date): Promise<void> {
  const added = await tx.insert(forumViews).values({ visitorId, threadId, day: utcDay(at) }).onConflictDoNothing().returning({ id: forumViews.threadId });
  if (added.length > 0) await tx.update(forumThreads).set({ views: sql`${forumThreads.views} + 1` }).where(eq(forumThreads.id, threadId));
}

/**
 * Recomputes a thread's reply count, reply likes, last reply, bump and solution from its visible replies: after a
 * moderation change (delete, hide, show again), which is rare; the hot paths move the counts by one.
 */
export async function recountThread(tx: Queryable, threadId: string): Promise<ForumThreadRow> {
  const visible = await tx
    .select({ id: forumReplies.id, likes: forumReplies.likes, createdAt: forumReplies.createdAt, authorKind: forumReplies.authorKind, isSolution: forumReplies.isSolution })
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, threadId), replyVisible))
    .orderBy(desc(forumReplies.createdAt), desc(forumReplies.id));
  const last = visible[0];
  const solution = visible.find((r) => r.isSolution);
  const [thread] = await tx.select({ createdAt: forumThreads.createdAt }).from(forumThreads).where(eq(forumThreads.id, threadId));
  const [row] = await tx
    .update(forumThreads)
    .set({
      replies: visible.length,
      replyLikes: visible.reduce((sum, r) => sum + r.likes, 0),
      lastReplyAt: last?.createdAt ?? null,
      lastReplyBy: last ? authorOf(last.authorKind).name : null,
      bumpedAt: last && last.createdAt > thread!.createdAt ? last.createdAt : thread!.createdAt,
      isSolved: solution !== undefined,
      solutionReplyId: solution?.id ?? null,
    })
    .where(eq(forumThreads.id, threadId))
    .returning();
  return row!;
}

export async function markSolution(tx: Queryable, thread: ForumThreadRow, reply: ForumReplyRow): Promise<{ thread: ForumThreadRow; reply: ForumReplyRow }> {
  const [t] = await tx.update(forumThreads).set({ isSolved: true, solutionReplyId: reply.id }).where(eq(forumThreads.id, thread.id)).returning();
  const [r] = await tx.update(forumReplies).set({ isSolution: true }).where(eq(forumReplies.id, reply.id)).returning();
  return { thread: t!, reply: r! };
}

export async function updateThread(tx: Queryable, id: string, change: Partial<Pick<ForumThreadRow, 'content' | 'isPinned' | 'editedAt' | 'pending' | 'hidden' | 'deletedAt' | 'search'>>): Promise<ForumThreadRow> {
  const [row] = await tx.update(forumThreads).set(change).where(eq(forumThreads.id, id)).returning();
  return row!;
}

export async function updateReply(tx: Queryable, id: string, change: Partial<Pick<ForumReplyRow, 'content' | 'editedAt' | 'hidden' | 'deletedAt' | 'isSolution'>>): Promise<ForumReplyRow> {
  const [row] = await tx.update(forumReplies).set(change).where(eq(forumReplies.id, id)).returning();
  return row!;
}

/** Deletes a thread (soft: it and its replies stay for the audit, seen by nobody). */
export async function deleteThread(tx: Queryable, id: string, at: Date): Promise<ForumThreadRow> {
  await tx.update(forumReplies).set({ deletedAt: at }).where(and(eq(forumReplies.threadId, id), isNull(forumReplies.deletedAt)));
  return updateThread(tx, id, { deletedAt: at });
}

/** Deletes a reply (soft) and recounts its thread: a solution's thread becomes unsolved. */
export async function deleteReply(tx: Queryable, reply: ForumReplyRow, at: Date): Promise<ForumThreadRow> {
  await updateReply(tx, reply.id, { deletedAt: at, isSolution: false });
  return recountThread(tx, reply.threadId);
}

export async function audit(
  tx: Queryable,
  entry: { staffId: string; action: ForumAuditAction; kind: ForumItemKind; itemId: string; before: unknown; after: unknown; at: Date },
): Promise<void> {
  await tx.insert(forumAudit).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

// ---- reports and the moderation queue --------------------------------------------------------------------

/** Stores a report; false when this visitor reported the item before (the unique index decides). */
export async function insertReport(tx: Queryable, visitorId: string, kind: ForumItemKind, itemId: string, reason: string, at: Date): Promise<boolean> {
  const added = await tx.insert(forumReports).values({ visitorId, kind, itemId, reason, createdAt: at }).onConflictDoNothing().returning({ id: forumReports.id });
  return added.length > 0;
}

/** How many distinct visitors have open reports on the item. */
export async function openReporters(tx: Queryable, kind: ForumItemKind, itemId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${forumReports.visitorId})` })
    .from(forumReports)
    .where(and(eq(forumReports.kind, kind), eq(forumReports.itemId, itemId), isNull(forumReports.resolvedAt)));
  return Number(row?.n ?? 0);
}

export async function resolveReports(tx: Queryable, kind: ForumItemKind, itemId: string, at: Date): Promise<void> {
  await tx
    .update(forumReports)
    .set({ resolvedAt: at })
    .where(and(eq(forumReports.kind, kind), eq(forumReports.itemId, itemId), isNull(forumReports.resolvedAt)));
}

/** The moderation queue: posts with open reports (grouped per post) and threads held for approval, oldest first. */
export async function moderationQueue(db: Queryable): Promise<ForumQueueEntry[]> {
  const reports = await db
    .select()
    .from(forumReports)
    .where(isNull(forumReports.resolvedAt))
    .orderBy(asc(forumReports.createdAt), asc(forumReports.id));
  const byItem = new Map<string, { kind: ForumItemKind; id: string; reports: { reason: string; at: string }[]; first: Date }>();
  for (const r of reports) {
    const key = `${r.kind}:${r.itemId}`;
    const entry = byItem.get(key) ?? { kind: r.kind, id: r.itemId, reports: [], first: r.createdAt };
    entry.reports.push({ reason: r.reason, at: r.createdAt.toISOString() });
    byItem.set(key, entry);
  }
  const threadIds = [...byItem.values()].filter((e) => e.kind === 'thread').map((e) => e.id);
  const replyIds = [...byItem.values()].filter((e) => e.kind === 'reply').map((e) => e.id);
  const replyRows = replyIds.length > 0 ? await db.select().from(forumReplies).where(and(inArray(forumReplies.id, replyIds), isNull(forumReplies.deletedAt))) : [];
  const pendingRows = await db.select().from(forumThreads).where(and(eq(forumThreads.pending, true), isNull(forumThreads.deletedAt)));
  const neededThreads = [...new Set([...threadIds, ...replyRows.map((r) => r.threadId)])];
  const threadRows = neededThreads.length > 0 ? await db.select().from(forumThreads).where(and(inArray(forumThreads.id, neededThreads), isNull(forumThreads.deletedAt))) : [];
  const threads = new Map([...threadRows, ...pendingRows].map((t) => [t.id, t]));

  const entries: (ForumQueueEntry & { sortAt: number })[] = [];
  for (const e of byItem.values()) {
    if (e.kind === 'thread') {
      const t = threads.get(e.id);
      if (!t) continue;
      entries.push({ kind: 'thread', id: t.id, threadId: t.id, threadTitle: t.title, author: authorOf(t.authorKind).name, content: t.content, createdAt: t.createdAt.toISOString(), pending: t.pending, hidden: t.hidden, reports: e.reports, sortAt: e.first.getTime() });
    } else {
      const r = replyRows.find((x) => x.id === e.id);
      const t = r && threads.get(r.threadId);
      if (!r || !t) continue;
      entries.push({ kind: 'reply', id: r.id, threadId: t.id, threadTitle: t.title, author: authorOf(r.authorKind).name, content: r.content, createdAt: r.createdAt.toISOString(), pending: false, hidden: r.hidden, reports: e.reports, sortAt: e.first.getTime() });
    }
  }
  for (const t of pendingRows) {
    if (byItem.has(`thread:${t.id}`)) continue;
    entries.push({ kind: 'thread', id: t.id, threadId: t.id, threadTitle: t.title, author: authorOf(t.authorKind).name, content: t.content, createdAt: t.createdAt.toISOString(), pending: true, hidden: t.hidden, reports: [], sortAt: t.createdAt.getTime() });
  }
  entries.sort((a, b) => a.sortAt - b.sortAt);
  return entries.map(({ sortAt: _sortAt, ...entry }) => entry);
}

// ---- seeding ---------------------------------------------------------------------------------------------

export interface SeedThread extends NewThreadRow {
  createdAt: Date;
  isPinned?: boolean;
  views?: number;
  byAdmin?: boolean;
  replies?: { content: string; createdAt: Date; byAdmin?: boolean }[];
}

/**
 * Bulk insert for seed and benchmark scripts: threads with their replies (as visitor posts without a visitor, or
 * admin posts without an account), counts and last replies consistent with the rows. Returns the thread ids.
 * Ends with `VACUUM ANALYZE` of the two tables: a GIN index takes bulk inserts into its pending list, which the
 * planner prices so high that a search scans the table until a vacuum merges it (PGlite has no autovacuum).
 */
export async function seedForum(db: Database, threads: readonly SeedThread[], batchSize = 500, options: { analyze?: boolean } = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < threads.length; start += batchSize) {
    const batch = threads.slice(start, start + batchSize);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(forumThreads)
        .values(
          batch.map((t) => {
            const replies = [...(t.replies ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
            const last = replies[replies.length - 1];
            return {
              title: t.title,
              category: t.category,
              content: t.content,
              tags: t.tags,
              search: threadSearchText(t),
              authorKind: (t.byAdmin ? 'admin' : 'visitor') as ForumAuthorKind,
              views: t.views ?? 0,
              replies: replies.length,
              lastReplyAt: last?.createdAt ?? null,
              lastReplyBy: last ? authorOf(last.byAdmin ? 'admin' : 'visitor').name : null,
              bumpedAt: last && last.createdAt > t.createdAt ? last.createdAt : t.createdAt,
              isPinned: t.isPinned ?? false,
              createdAt: t.createdAt,
            };
          }),
        )
        .returning({ id: forumThreads.id });
      const replyValues = batch.flatMap((t, i) =>
        (t.replies ?? []).map((r) => ({ threadId: rows[i]!.id, content: r.content, authorKind: (r.byAdmin ? 'admin' : 'visitor') as ForumAuthorKind, createdAt: r.createdAt })),
      );
      for (let r = 0; r < replyValues.length; r += batchSize) await tx.insert(forumReplies).values(replyValues.slice(r, r + batchSize));
      ids.push(...rows.map((r) => r.id));
    });
  }
  // A seed in several calls (the benchmark's million replies) vacuums once, after the last.
  if (options.analyze !== false) await db.execute(sql`vacuum analyze forum_threads, forum_replies`);
  return ids;
}

/** For the tests: how many rows the forum tables hold. */
export async function forumRowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = { forum_threads: forumThreads, forum_replies: forumReplies, forum_likes: forumLikes, forum_reports: forumReports, forum_audit: forumAudit } as const;
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = Number(row?.n ?? 0);
  }
  return out;
}
