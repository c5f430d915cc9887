import { and, desc, eq, getTableColumns, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InboxConsultant, InboxItemOf, InboxKind, InboxPageOf, SubscriberStatus, SubscriptionList } from '@orisun/api';
import type { OfficeId } from '@orisun/api/company';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Queryable } from './index.ts';
import {
  consultantApplications,
  contactMessages,
  projectBriefs,
  reservations,
  staffAccounts,
  subscriptions,
  teamApplications,
  type ConsultantApplicationRow,
  type ContactMessageRow,
  type ProjectBriefRow,
  type ReservationRow,
  type SubscriptionRow,
  type TeamApplicationRow,
} from './schema.ts';
import { likePattern } from './tickets.ts';


/** The columns every submission table has for the inbox (db/schema.ts `handledColumns`). */
interface InboxColumns {
  id: PgColumn;
  createdAt: PgColumn;
  handledAt: PgColumn;
  handledBy: PgColumn;
}

/** The filters of a list or an export, as validated (only the kind's own filter is ever set). */
export interface InboxFilterValues {
  q?: string | undefined;
  handled?: boolean | undefined;
  office?: OfficeId | undefined;
  event?: string | undefined;
  list?: SubscriptionList | undefined;
}

/** How one kind of submission is read, searched, filtered, shown and exported. */
interface KindSpec<K extends InboxKind, Row> {
  table: PgTable & InboxColumns;
  /** The text columns a search looks in (case-insensitive substring). */
  searched: (SQL | PgColumn)[];
  /** The kind's own filter (office, event, list), when given. */
  filter?: (values: InboxFilterValues) => SQL | undefined;
  item: (row: Row, handledBy: string | null) => InboxItemOf<K>;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const base = (row: { id: string; createdAt: Date; handledAt: Date | null; language: SiteLanguage }, handledBy: string | null) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  handledAt: iso(row.handledAt),
  handledBy: row.handledAt ? handledBy : null,
  language: row.language,
});

const subscriberStatus = (row: Pick<SubscriptionRow, 'confirmedAt' | 'unsubscribedAt'>): SubscriberStatus =>
  row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'pending';

const consultantItem = (row: ConsultantApplicationRow, handledBy: string | null): InboxConsultant => ({
  ...base(row, handledBy),
  name: row.name,
  email: row.email,
  portfolioUrl: row.portfolioUrl,
  rate: row.hourlyRateCents / 100,
  availability: row.availability,
  expertise: row.expertise,
  bio: row.bio,
  location: row.location,
  isCompanyMember: row.isCompanyMember,
  reopenedAt: iso(row.reopenedAt),
});

const specs: { [K in InboxKind]: KindSpec<K, never> } = {
  briefs: {
    table: projectBriefs,
    searched: [projectBriefs.name, projectBriefs.email, projectBriefs.projectType, projectBriefs.details],
    item: (row: ProjectBriefRow, handledBy) => ({ ...base(row, handledBy), name: row.name, email: row.email, projectType: row.projectType, details: row.details }),
  },
  applications: {
    table: teamApplications,
    searched: [teamApplications.name, teamApplications.email, teamApplications.role, teamApplications.message, teamApplications.resumeFilename],
    item: (row: TeamApplicationRow, handledBy) => ({
      ...base(row, handledBy),
      name: row.name,
      email: row.email,
      role: row.role,
      message: row.message,
      resume: { filename: row.resumeFilename, type: row.resumeType, bytes: row.resumeBytes },
    }),
  },
  contact: {
    table: contactMessages,
    searched: [contactMessages.name, contactMessages.email, contactMessages.message],
    filter: ({ office }) => (office === undefined ? undefined : eq(contactMessages.officeId, office)),
    item: (row: ContactMessageRow, handledBy) => ({ ...base(row, handledBy), officeId: row.officeId, name: row.name, email: row.email, message: row.message }),
  },
  reservations: {
    table: reservations,
    searched: [reservations.email, reservations.eventId],
    filter: ({ event }) => (event === undefined ? undefined : eq(reservations.eventId, event)),
    item: (row: ReservationRow, handledBy) => ({ ...base(row, handledBy), eventId: row.eventId, email: row.email }),
  },
  subscribers: {
    table: subscriptions,
    searched: [subscriptions.email],
    filter: ({ list }) => (list === undefined ? undefined : eq(subscriptions.list, list)),
    item: (row: SubscriptionRow, handledBy) => ({
      ...base(row, handledBy),
      list: row.list as SubscriptionList,
      email: row.email,
      status: subscriberStatus(row),
      confirmedAt: iso(row.confirmedAt),
      unsubscribedAt: iso(row.unsubscribedAt),
    }),
  },
  consultants: {
    table: consultantApplications,
    searched: [
      consultantApplications.name,
      consultantApplications.email,
      consultantApplications.portfolioUrl,
      consultantApplications.bio,
      consultantApplications.location,
      sql`${consultantApplications.expertise}::text`,
    ],
    item: consultantItem,
  },
};

function whereOf(kind: InboxKind, filter: InboxFilterValues): SQL | undefined {
  const spec = specs[kind];
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(...spec.searched.map((column) => ilike(column, pattern))));
  }
  if (filter.handled !== undefined) conditions.push(filter.handled ? isNotNull(spec.table.handledAt) : isNull(spec.table.handledAt));
  conditions.push(spec.filter?.(filter));
  return and(...conditions);
}

/** Items of `kind` that match `where`, newest first (ties by id, so pages never overlap), with the handler's name. */
async function select<K extends InboxKind>(db: Queryable, kind: K, where: SQL | undefined, limit: number, offset = 0): Promise<InboxItemOf<K>[]> {
  const spec = specs[kind] as unknown as KindSpec<K, unknown>;
  const { table } = spec;
  const rows = (await db
    .select({ row: getTableColumns(table), handledBy: staffAccounts.name })
    .from(table)
    .leftJoin(staffAccounts, eq(table.handledBy, staffAccounts.id))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset(offset)) as { row: unknown; handledBy: string | null }[];
  return rows.map(({ row, handledBy }) => spec.item(row, handledBy));
}

/** One page of `kind` for the inbox, newest first, and how many match. */
export async function listInbox<K extends InboxKind>(
  db: Queryable,
  kind: K,
  filter: InboxFilterValues & { page: number; pageSize: number },
): Promise<InboxPageOf<K>> {
  const where = whereOf(kind, filter);
  const { table } = specs[kind];
  const items = await select(db, kind, where, filter.pageSize, (filter.page - 1) * filter.pageSize);
  const [matching] = await db.select({ n: sql<number>`count(*)` }).from(table).where(where);
  return { kind, items, total: Number(matching?.n ?? 0), page: filter.page, pageSize: filter.pageSize } as unknown as InboxPageOf<K>;
}

/** How many rows an export reads at a time. */
export const exportBatchSize = 500;

/**
 * Every item of `kind` that matches, newest first, `batchSize` at a time. Each batch continues after the
 * last item of the one before (keyset on created_at and id, compared in the database at full precision),
 * so items that arrive meanwhile neither repeat nor shift one out.
 */
export async function* inboxBatches<K extends InboxKind>(db: Queryable, kind: K, filter: InboxFilterValues, batchSize = exportBatchSize): AsyncGenerator<InboxItemOf<K>[]> {
  const { table } = specs[kind];
  const where = whereOf(kind, filter);
  let after: string | undefined;
  for (;;) {
    const rest =
      after === undefined
        ? undefined
        : sql`(${table.createdAt}, ${table.id}) < (select "last"."created_at", "last"."id" from ${table} as "last" where "last"."id" = ${after})`;
    const batch = await select(db, kind, and(where, rest), batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.id;
  }
}

/** The handled mark of one item: when and by whom (a name), or undefined when there is no such item. */
async function markOf(db: Queryable, kind: InboxKind, id: string) {
  const { table } = specs[kind];
  const [row] = await db
    .select({ id: table.id, handledAt: table.handledAt, handledBy: staffAccounts.name })
    .from(table)
    .leftJoin(staffAccounts, eq(table.handledBy, staffAccounts.id))
    .where(eq(table.id, id));
  if (!row) return undefined;
  const handledAt = row.handledAt as Date | null;
  return { id: row.id as string, handledAt: iso(handledAt), handledBy: handledAt ? row.handledBy : null };
}

/**
 * Marks an item handled by `staffId` at `at` (an item already handled keeps its first mark), or unhandled.
 * Undefined when there is no such item.
 */
export async function setHandled(db: Queryable, kind: InboxKind, id: string, handled: boolean, staffId: string, at: Date) {
  const { table } = specs[kind];
  if (handled) {
    await db
      .update(table)
      .set({ handledAt: at, handledBy: staffId } as never)
      .where(and(eq(table.id, id), isNull(table.handledAt)));
  } else {
    await db
      .update(table)
      .set({ handledAt: null, handledBy: null } as never)
      .where(eq(table.id, id));
  }
  return markOf(db, kind, id);
}

/** Whether the team application `id` exists: its stored resume (path under DATA_DIR, name, type), or undefined. */
export async function findResume(db: Queryable, id: string) {
  const [row] = await db
    .select({ path: teamApplications.resumePath, filename: teamApplications.resumeFilename, type: teamApplications.resumeType, bytes: teamApplications.resumeBytes })
    .from(teamApplications)
    .where(eq(teamApplications.id, id));
  return row;
}

/**
 * Reopens the Expert Network application `id` so its e-mail address may apply again: it is marked reopened
 * (and handled, unless it was) by `staffId` at `at`, and stays as history; the one-application-per-address
 * index only counts applications not reopened. Reopening one already reopened changes nothing. Undefined
 * when there is no such application.
 */
export async function reopenConsultantApplication(db: Queryable, id: string, staffId: string, at: Date): Promise<InboxConsultant | undefined> {
  const t = consultantApplications;
  await db
    .update(t)
    .set({
      reopenedAt: at,
      reopenedBy: staffId,
      handledBy: sql`case when ${t.handledAt} is null then ${staffId}::uuid else ${t.handledBy} end`,
      handledAt: sql`coalesce(${t.handledAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(t.id, id), isNull(t.reopenedAt)));
  const [item] = await select(db, 'consultants', eq(t.id, id), 1);
  return item;
}
