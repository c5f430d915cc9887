import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SiteLanguage } from '@orisun/api/languages';
import type {
  ConsultantAvailability,
  ForumAuditAction,
  ForumBanScope,
  ForumCategory,
  ForumItemKind,
  SessionKind,
  StaffRole,
  TicketAction,
  TicketAttachmentKind,
  TicketMessageKind,
  TicketStatus,
  TicketTeam,
  TicketUrgency,
} from '@orisun/api';

/**
 * Facts about this installation as key/value pairs (`installed_at`, later e.g. the schema of seeded content).
 * One pg-core schema serves both drivers (PGlite and PostgreSQL).
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type AppMetaRow = typeof appMeta.$inferSelect;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The staff inbox's mark on a public submission (db/inbox.ts): when it was marked handled and by which
 * staff account (null when unhandled; the account is kept as null should it ever be deleted). Every
 * submission table has both columns.
 */
const handledColumns = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handledBy: uuid('handled_by').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
});

/**
 * The language of the page a submission was sent from (the request's, `currentLanguage()`: `/fr/...` pages ask for
 * French; another client, English): staff see it in the inbox and in the form's mail, and answer in it. A
 * subscription's mails and pages are written in it.
 */
const languageColumn = () => text('language').$type<SiteLanguage>().notNull().default('en');

/** Project briefs from the home page's 'Complete Project Brief' dialog (`POST /submit-form`). */
export const projectBriefs = pgTable(
  'project_briefs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    projectType: text('project_type').notNull(),
    details: text('details').notNull(),
    language: languageColumn(),
    createdAt: createdAt(),
    ...handledColumns(),
  },
  (table) => [index('project_briefs_created_idx').on(table.createdAt)],
);
export type ProjectBriefRow = typeof projectBriefs.$inferSelect;

/** Messages from the contact page (`POST /contact`), each for one office (1 Lagos, 2 Ogbomosho, 3 Cotonou). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: integer('office_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: languageColumn(),
    createdAt: createdAt(),
    ...handledColumns(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt), index('contact_messages_office_idx').on(table.officeId, table.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * Team applications from the Team page's 'Join Our Team' dialog (`POST /submit_team-form`). The resume
 * is a file under DATA_DIR (never a served folder) whose name the server chose; `resume_filename` is the
 * applicant's own file name, cleaned, for display only.
 */
export const teamApplications = pgTable(
  'team_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    message: text('message').notNull(),
    /** Relative to DATA_DIR, e.g. `uploads/resumes/<uuid>.pdf`. */
    resumePath: text('resume_path').notNull(),
    resumeFilename: text('resume_filename').notNull(),
    /** The MIME type found from the file's content (not the one the browser sent). */
    resumeType: text('resume_type').notNull(),
    resumeBytes: integer('resume_bytes').notNull(),
    language: languageColumn(),
    createdAt: createdAt(),
    ...handledColumns(),
  },
  (table) => [index('team_applications_created_idx').on(table.createdAt)],
);
export type TeamApplicationRow = typeof teamApplications.$inferSelect;

/**
 * Addresses on a mailing list (`POST /subscribe`): the events newsletter and the Developer Portal
 * waitlist. One row per list and address (stored lower-cased). A new address is pending until it
 * follows the link of the confirmation mail (double opt-in: `confirmed_at`); unsubscribing sets
 * `unsubscribed_at`, and subscribing again makes it pending once more. `unsubscribe_token` is the
 * secret of the unsubscribe link in every mail.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `newsletter` or `developer-portal` (`subscriptionLists` in @orisun/api). */
    list: text('list').notNull(),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    /** When the address confirmed by the link of the confirmation mail; null while pending (nothing else is mailed to it). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 (hex) of the secret of the confirmation link; the secret itself is only in the mail. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the latest confirmation mail (and its token) was made: resent at most once a day, valid for 7 days. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true, mode: 'date' }),
    /** The language of the latest request to subscribe: its confirmation mail, welcome mail and link pages are in it. */
    language: languageColumn(),
    ...handledColumns(),
  },
  (table) => [
    index('subscriptions_created_idx').on(table.createdAt),
    uniqueIndex('subscriptions_list_email_idx').on(table.list, table.email),
    uniqueIndex('subscriptions_unsubscribe_token_idx').on(table.unsubscribeToken),
    uniqueIndex('subscriptions_confirm_token_hash_idx').on(table.confirmTokenHash),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Seats reserved at featured upcoming events (`POST /reservation`); one per e-mail and event. */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event's id in the site's events content. */
    eventId: text('event_id').notNull(),
    /** Lower-cased, so one person cannot take two seats by changing the case. */
    email: text('email').notNull(),
    language: languageColumn(),
    createdAt: createdAt(),
    ...handledColumns(),
  },
  (table) => [uniqueIndex('reservations_event_email_idx').on(table.eventId, table.email), index('reservations_created_idx').on(table.createdAt)],
);
export type ReservationRow = typeof reservations.$inferSelect;

/**
 * Applications to the Expert Network from the consultants page (`POST /api/consultant-applications`).
 * One open application per e-mail address whatever its case: the unique index is on `lower(email)` of the
 * rows not reopened, and `email` keeps the address as the applicant typed it (their mail client may care;
 * the index does not). Staff reopen an application (`reopened_at`, from the inbox) to let that address
 * apply again: the old row stays, as history, and the next application is a new row.
 */
export const consultantApplications = pgTable(
  'consultant_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    portfolioUrl: text('portfolio_url').notNull(),
    /** The hourly rate in US cents (75.5 USD = 7550), so it is stored exactly. */
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    /** `full-time`, `part-time` or `project-based` (`consultantAvailabilities` in @orisun/api). */
    availability: text('availability').$type<ConsultantAvailability>().notNull(),
    /** The areas of expertise in the order given, as typed (trimmed). */
    expertise: jsonb('expertise').$type<string[]>().notNull(),
    bio: text('bio').notNull(),
    /** Where the applicant works from; null when not given. */
    location: text('location'),
    /** Whether the applicant is on Orisun Software's own product team. */
    isCompanyMember: boolean('is_company_member').notNull(),
    language: languageColumn(),
    createdAt: createdAt(),
    ...handledColumns(),
    /** When staff reopened it so the address may apply again; null while it is the address's open application. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    /** The staff account that reopened it. */
    reopenedBy: uuid('reopened_by').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('consultant_applications_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.reopenedAt} is null`),
    index('consultant_applications_created_idx').on(table.createdAt),
  ],
);
export type ConsultantApplicationRow = typeof consultantApplications.$inferSelect;

/**
 * A file sent with a mail: either stored under DATA_DIR (`path`, never one the sender chose) or
 * small generated text kept in the outbox row itself (`content`, e.g. a calendar invite).
 */
export type MailAttachmentRef =
  | {
      /** The name the recipient sees. */
      filename: string;
      /** Path relative to DATA_DIR. */
      path: string;
      contentType: string;
    }
  | { filename: string; content: string; contentType: string };

/**
 * The extra header fields a mail may carry, by name. Only these names are accepted (see
 * `enqueueMail`): the unsubscribe headers of mail to subscribers (RFC 2369, RFC 8058), and `Auto-Submitted`
 * (RFC 3834) on the desk's automatic mail, so that other systems' auto-responders do not answer it.
 */
export const mailHeaderNames = ['List-Unsubscribe', 'List-Unsubscribe-Post', 'Auto-Submitted'] as const;
export type MailHeaderName = (typeof mailHeaderNames)[number];
export type MailHeaders = Partial<Record<MailHeaderName, string>>;

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * The mail outbox: a submission's row and its mail are written in one transaction, and the mail
 * worker (src/mail/outbox.ts) sends pending rows, retrying with backoff. A crash loses nothing:
 * a row being sent holds a lease (`next_attempt_at` in the future) that expires if the sender dies.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the mail is about (`project-brief`, `team-application`, ...), for the logs and the staff inbox. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    /** Extra header fields (`mailHeaderNames` only), e.g. `List-Unsubscribe`. */
    headers: jsonb('headers').$type<MailHeaders>().notNull().default({}),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /**
     * The Message-ID to send the mail with (`<...@domain>`), when its writer chose one: a ticket's mails carry the
     * ticket's reply token in it, so a reply's `In-Reply-To`/`References` finds the ticket. Null: the sender makes
     * one from the row's id.
     */
    messageId: text('message_id'),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Staff accounts (the support desk and the forum's admin): `staff` works tickets and the inbox, `admin`
 * also moderates the forum and manages accounts. One account per e-mail address whatever its case (unique
 * index on `lower(email)`); `email` keeps the address as typed. `password_hash` is an argon2id PHC string.
 * A disabled account cannot sign in, and disabling it ends its sessions.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** The owner's sign-off under their replies to customers (plain text, may be empty). */
    signature: text('signature').notNull().default(''),
    /** Whether the owner gets a mail when a ticket is assigned to them. */
    notifyOnAssignment: boolean('notify_on_assignment').notNull().default(true),
    /** Whether the owner gets a mail when the customer of a ticket assigned to them replies. */
    notifyOnCustomerReply: boolean('notify_on_customer_reply').notNull().default(true),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('staff_accounts_email_idx').on(sql`lower(${table.email})`)],
);
export type StaffAccountRow = typeof staffAccounts.$inferSelect;

/**
 * Signed-in sessions, of staff now and of customers later (`kind`). The browser holds a random secret in
 * an httpOnly cookie; only its SHA-256 (`secret_hash`, hex) is stored, so a leaked table opens no session.
 * A session ends when it is idle too long (`last_seen_at`), at `expires_at` (absolute), at sign-out, or when
 * its account is disabled (the row is deleted).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    /** The signed-in account (`staff_accounts.id` for staff); null for a customer known by e-mail only. */
    subjectId: uuid('subject_id'),
    /** The signed-in customer's e-mail address (customers); null for staff. */
    subjectEmail: text('subject_email'),
    /**
     * A customer session limited to one ticket (the one the support form just took, so 'Track your Ticket' opens
     * it without signing in): only that ticket is listed and may be answered. Null for a full session of the
     * address (e-mail + reference, or the mailed link) and for staff.
     */
    ticketId: uuid('ticket_id').references((): AnyPgColumn => tickets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('sessions_secret_hash_idx').on(table.secretHash),
    index('sessions_subject_idx').on(table.kind, table.subjectId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);
export type SessionRow = typeof sessions.$inferSelect;

export const signInOutcomes = ['pending', 'failed', 'succeeded', 'throttled'] as const;
export type SignInOutcome = (typeof signInOutcomes)[number];
export const signInScopes = ['staff', 'ticket'] as const;
export type SignInScope = (typeof signInScopes)[number];

/**
 * Sign-in attempts, the counters of the sign-in throttles (in the database, so several servers on one
 * PostgreSQL share them): per IP address over a minute and an hour, and failures per e-mail address
 * (lower-cased, known or not) for the lock-out. Rows older than a day are deleted.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    /** Lower-cased, as typed: unknown addresses are counted too, so a lock-out reveals nothing. */
    email: text('email').notNull(),
    outcome: text('outcome').$type<SignInOutcome>().notNull().default('pending'),
    /** Which sign-in: `staff` (password) or `ticket` (a customer's e-mail + ticket reference); each has its own counters. */
    scope: text('scope').$type<SignInScope>().notNull().default('staff'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The trusted device (`sign_in_devices.id`) the attempt came from, when the browser showed a valid device
     * cookie for the address; null for an untrusted client. A device's failures lock only that device; the
     * address's lock-out counts only untrusted clients (auth/throttle.ts).
     */
    deviceId: uuid('device_id'),
  },
  (table) => [
    index('sign_in_attempts_ip_idx').on(table.ip, table.at),
    index('sign_in_attempts_email_idx').on(table.email, table.at),
    index('sign_in_attempts_at_idx').on(table.at),
    index('sign_in_attempts_device_idx').on(table.deviceId, table.at),
  ],
);

/**
 * Trusted devices (OWASP's device cookies): a browser that signed in to a staff account gets a random 256-bit
 * nonce in an httpOnly cookie; only its SHA-256 (`nonce_hash`, hex) is stored, bound to that account. With
 * it, that browser's sign-ins to that account are throttled by its own failures, not by the lock-out that
 * others' failures put on the address. Rows unused for a year are deleted.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nonceHash: text('nonce_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('sign_in_devices_nonce_hash_idx').on(table.nonceHash),
    index('sign_in_devices_account_idx').on(table.accountId),
    index('sign_in_devices_last_used_idx').on(table.lastUsedAt),
  ],
);
export type SignInDeviceRow = typeof signInDevices.$inferSelect;

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Support tickets (`POST /support-form`, or staff's New Ticket). `reference` is the server-made,
 * unguessable `ORI-XXXX-XXXX-XXXX-XXXX` the customer is given; `email_lower` is the customer's address
 * lower-cased, which their customer session is for.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    emailLower: text('email_lower').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    urgency: text('urgency').$type<TicketUrgency>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    assignedTo: text('assigned_to').$type<TicketTeam>(),
    /** The staff member working it (a person, beside the team); cleared when the account is deleted. */
    assignedStaffId: uuid('assigned_staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastActivityAt: at('last_activity_at').notNull(),
    firstResponseAt: at('first_response_at'),
    resolvedAt: at('resolved_at'),
    /**
     * The language the customer opened it in (the support form's page: `/fr/support` is French; a mail, the language
     * it was written in, mail/inbound/language.ts): the desk's mails to the customer are written in it, and staff see
     * it on the ticket.
     */
    language: text('language').$type<SiteLanguage>().notNull().default('en'),
    /**
     * The ticket's reply token (32 lower-case hex characters, 122 random bits from `gen_random_uuid()`, made by the
     * database, also for the tickets that existed before the column): the `+<token>` of the Reply-To address
     * (`support+<token>@domain`) and part of the Message-ID of every mail to the customer, so that a customer's
     * e-mail reply finds its ticket (mail/inbound/). A reply counts only from the ticket's own address.
     */
    replyToken: text('reply_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (table) => [
    uniqueIndex('tickets_reference_idx').on(table.reference),
    uniqueIndex('tickets_reply_token_idx').on(table.replyToken),
    index('tickets_email_idx').on(table.emailLower, table.lastActivityAt),
    index('tickets_assignee_idx').on(table.assignedStaffId, table.status),
    // The staff list (db/tickets.ts `listOrder`): newest activity first, in the index's own order (DESC NULLS FIRST
    // is what `orderBy(desc(...))` asks), so a page is read off the index, a deep page by an index-only scan.
    index('tickets_list_idx').on(table.lastActivityAt.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.asc().nullsLast()),
    // The views of one status (Waiting for response, Resolved) and the status filter.
    index('tickets_status_list_idx').on(table.status, table.lastActivityAt.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.asc().nullsLast()),
    // The views among the unresolved tickets (All open, Mine, Unassigned, Overdue) and the counters: a few hundred rows
    // on a desk that keeps up, whatever its history. The trailing columns let Mine, Unassigned and Overdue be decided
    // from the index alone.
    index('tickets_unresolved_list_idx')
      .on(
        table.lastActivityAt.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
        table.id.asc().nullsLast(),
        table.assignedStaffId,
        table.urgency,
        table.firstResponseAt,
        table.status,
      )
      .where(sql`status <> 'resolved'`),
    // The staff search (db/tickets.ts `searchCondition`): trigrams of the four fields it looks in, joined.
    index('tickets_search_idx').using('gin', sql`(${table.customerName} || ' ' || ${table.email} || ' ' || ${table.subject} || ' ' || ${table.reference}) gin_trgm_ops`),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;

/** What was written on a ticket after it was opened: staff responses, customer replies, internal notes. */
export const ticketEntries = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TicketMessageKind>().notNull(),
    authorName: text('author_name').notNull(),
    /** The staff member who wrote it; null for a customer reply. */
    staffAccountId: uuid('staff_account_id'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);
export type TicketEntryRow = typeof ticketEntries.$inferSelect;

/** The audit trail of a ticket: who changed what, when. `actor` is a staff account id, or `customer`. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    /** The actor's name when it happened (a staff member's display name, or the customer's). */
    actorName: text('actor_name').notNull(),
    action: text('action').$type<TicketAction>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    at: at('at').notNull(),
  },
  (table) => [index('ticket_events_ticket_idx').on(table.ticketId, table.at)],
);
export type TicketEventRow = typeof ticketEvents.$inferSelect;

/**
 * Files sent with a ticket's messages (images and PDFs, at most 5 MB): by the support form, the customer's ticket page,
 * a staff response or a mail. `message_id` is the `ticket_messages` row it came with, or null for the ticket's first
 * message (kept on `tickets`). `kind` is the type found in the content; `path` is where it is stored, relative to
 * DATA_DIR (`uploads/tickets/<uuid>.<ext>`, a name the server chose); `original_name` is the sender's file name, kept
 * as text to show and never used as a path or as the name it is downloaded under.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => ticketEntries.id, { onDelete: 'cascade' }),
    /** Its place among the ticket's attachments, from 1: the `<n>` of the name it is downloaded and mailed under. */
    position: integer('position').notNull(),
    kind: text('kind').$type<TicketAttachmentKind>().notNull(),
    bytes: integer('bytes').notNull(),
    path: text('path').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('ticket_attachments_position_idx').on(table.ticketId, table.position), index('ticket_attachments_message_idx').on(table.messageId)],
);
export type TicketAttachmentRow = typeof ticketAttachments.$inferSelect;

/**
 * One-time sign-in links of customers (the `?link=` of /dashboard in their mail): only the SHA-256 of the
 * secret is stored. A link works once (`used_at`) within 7 days (`expires_at`).
 */
export const ticketSignInLinks = pgTable(
  'ticket_sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').notNull(),
    emailLower: text('email_lower').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [uniqueIndex('ticket_sign_in_links_secret_idx').on(table.secretHash), index('ticket_sign_in_links_expires_idx').on(table.expiresAt)],
);
export type TicketSignInLinkRow = typeof ticketSignInLinks.$inferSelect;

export const inboundMailOutcomes = ['reply', 'ticket', 'ignored'] as const;
export type InboundMailOutcome = (typeof inboundMailOutcomes)[number];

/**
 * Every mail the mail reader (mail/inbound/) took from the support mailbox, once: `message_key` is the mail's
 * Message-ID (lower-cased, without brackets), or `sha256:<hex>` of the whole message when it has none. The row is
 * written in the same transaction as the reply or ticket the mail made, and the unique index decides, so servers
 * reading one mailbox together turn each mail into exactly one reply. `outcome`: a `reply` on a ticket, a new
 * `ticket`, or `ignored` with the `reason` (an auto-reply, a bounce, our own mail, an unreadable message).
 */
export const inboundMail = pgTable(
  'inbound_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageKey: text('message_key').notNull(),
    /** The sender's address as the From field gave it (empty when it had none). */
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    outcome: text('outcome').$type<InboundMailOutcome>().notNull(),
    reason: text('reason'),
    /**
     * The ticket the mail replied to or opened. No foreign key on purpose: drizzle-kit writes one as
     * `"public"."tickets"`, which the per-file schemas of the PostgreSQL tests cannot use, and this is a log.
     */
    ticketId: uuid('ticket_id'),
    processedAt: at('processed_at').notNull(),
  },
  (table) => [uniqueIndex('inbound_mail_message_key_idx').on(table.messageKey), index('inbound_mail_processed_idx').on(table.processedAt)],
);
export type InboundMailRow = typeof inboundMail.$inferSelect;

// ---- the community forum (db/forum/, routes/forum.ts and routes/forum/) -------------------------------

/**
 * A forum visitor: the random 128-bit id (hex) of the signed httpOnly cookie the server gives on a forum read
 * (routes/forum/visitorCookie.ts); its row is created on the visitor's first write or thread view. `ip`: the address
 * it was first seen from.
 */
export const forumVisitors = pgTable(
  'forum_visitors',
  {
    id: text('id').primaryKey(),
    createdAt: at('created_at').notNull(),
    ip: text('ip').notNull(),
    /** The name the visitor chose (`PUT /api/forum/visitor/name`), unique whatever its case; null: "Anonymous". */
    displayName: text('display_name'),
  },
  (table) => [uniqueIndex('forum_visitors_display_name_idx').on(sql`lower(${table.displayName})`)],
);
export type ForumVisitorRow = typeof forumVisitors.$inferSelect;

export type ForumAuthorKind = 'visitor' | 'admin';

/**
 * Forum threads. The counts (views, likes, replies, reply likes) and the last reply are kept in the row, changed in
 * the same transaction as what changes them, so the list reads no aggregate. `search` is the lower-cased title,
 * category, tags and content joined by U+0001 (which no search can contain), indexed with pg_trgm for `LIKE`.
 * `bumped_at`: the creation or the latest reply, the list's order after pinned threads. `pending`: held for a
 * moderator (FORUM_PREMODERATION); `hidden`: reported by enough visitors; `deleted_at`: removed by an admin.
 */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').$type<ForumCategory>().notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    search: text('search').notNull(),
    authorKind: text('author_kind').$type<ForumAuthorKind>().notNull(),
    /** The visitor's display name, kept with the post (a rename changes it on every post of theirs); null: "Anonymous". */
    authorName: text('author_name'),
    visitorId: text('visitor_id').references(() => forumVisitors.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    ip: text('ip'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    replyLikes: integer('reply_likes').notNull().default(0),
    lastReplyAt: at('last_reply_at'),
    lastReplyBy: text('last_reply_by'),
    bumpedAt: at('bumped_at').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    isSolved: boolean('is_solved').notNull().default(false),
    solutionReplyId: uuid('solution_reply_id'),
    pending: boolean('pending').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /** Closed to new replies by an admin (`isLocked`). */
    lockedAt: at('locked_at'),
    deletedAt: at('deleted_at'),
    /** Its author deleted it while replies depended on it: its content is `forumMessages.deletedByAuthor`. */
    authorDeletedAt: at('author_deleted_at'),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
  },
  (table) => [
    // DESC NULLS FIRST, what `order by ... desc` means, so the planner reads the index in order (toolchain-notes).
    index('forum_threads_list_idx').on(table.isPinned.desc().nullsFirst(), table.bumpedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('forum_threads_visitor_idx').on(table.visitorId, table.createdAt),
    index('forum_threads_ip_idx').on(table.ip, table.createdAt),
    index('forum_threads_search_idx').using('gin', sql`${table.search} gin_trgm_ops`),
  ],
);
export type ForumThreadRow = typeof forumThreads.$inferSelect;

/** Replies of forum threads, oldest first; `likes` kept in the row like the thread's counts. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    authorKind: text('author_kind').$type<ForumAuthorKind>().notNull(),
    /** The visitor's display name, kept with the post (a rename changes it on every post of theirs); null: "Anonymous". */
    authorName: text('author_name'),
    visitorId: text('visitor_id').references(() => forumVisitors.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    ip: text('ip'),
    likes: integer('likes').notNull().default(0),
    isSolution: boolean('is_solution').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    deletedAt: at('deleted_at'),
    /** Its author deleted it while later replies or the solution depended on it (content `forumMessages.deletedByAuthor`). */
    authorDeletedAt: at('author_deleted_at'),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
  },
  (table) => [
    index('forum_replies_thread_idx').on(table.threadId, table.createdAt),
    index('forum_replies_visitor_idx').on(table.visitorId, table.createdAt),
    index('forum_replies_ip_idx').on(table.ip, table.createdAt),
  ],
);
export type ForumReplyRow = typeof forumReplies.$inferSelect;

/** One like per visitor and item (the unique index decides, so concurrent toggles cannot double-count). */
export const forumLikes = pgTable(
  'forum_likes',
  {
    visitorId: text('visitor_id')
      .notNull()
      .references(() => forumVisitors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ForumItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: at('created_at').notNull(),
    /** The network the like came from (`networkOf`: an IPv4 /24 or IPv6 /48), for FORUM_LIKES_PER_NETWORK_PER_HOUR. */
    network: text('network').notNull().default(''),
  },
  (table) => [
    uniqueIndex('forum_likes_visitor_item_idx').on(table.visitorId, table.kind, table.itemId),
    index('forum_likes_network_idx').on(table.network, table.createdAt),
  ],
);

/** A thread's view by a visitor on a UTC day: counted once (`GET /replies`). */
export const forumViews = pgTable(
  'forum_views',
  {
    visitorId: text('visitor_id')
      .notNull()
      .references(() => forumVisitors.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [uniqueIndex('forum_views_visitor_thread_day_idx').on(table.visitorId, table.threadId, table.day)],
);

/** Reports of posts: one per visitor and item; `resolved_at` when an admin decided on the post. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorId: text('visitor_id')
      .notNull()
      .references(() => forumVisitors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ForumItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
    /** The reporter's network (`networkOf`): a post is hidden only by reports from enough distinct networks too. */
    network: text('network').notNull().default(''),
  },
  (table) => [
    uniqueIndex('forum_reports_visitor_item_idx').on(table.visitorId, table.kind, table.itemId),
    index('forum_reports_item_idx').on(table.kind, table.itemId),
  ],
);
export type ForumReportRow = typeof forumReports.$inferSelect;

export type { ForumAuditAction };

/**
 * A ban an admin set on the author of a post, until `until`: the visitor (`visitor_id`) or their network (`network`,
 * `networkOf` of the post's address). A banned visitor or network may read but not post, like or report.
 */
export const forumBans = pgTable(
  'forum_bans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').$type<ForumBanScope>().notNull(),
    visitorId: text('visitor_id'),
    network: text('network'),
    reason: text('reason').notNull(),
    kind: text('kind').$type<ForumItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    staffId: uuid('staff_id').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    until: at('until').notNull(),
  },
  (table) => [index('forum_bans_visitor_idx').on(table.visitorId, table.until), index('forum_bans_network_idx').on(table.network, table.until)],
);
export type ForumBanRow = typeof forumBans.$inferSelect;

/** Every admin action on the forum, written in the same transaction as the action: who, what, before and after. */
export const forumAudit = pgTable(
  'forum_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    action: text('action').$type<ForumAuditAction>().notNull(),
    kind: text('kind').$type<ForumItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull(),
  },
  (table) => [index('forum_audit_at_idx').on(table.at), index('forum_audit_item_idx').on(table.kind, table.itemId)],
);
export type ForumAuditRow = typeof forumAudit.$inferSelect;

/**
 * Addresses following a forum thread by e-mail (double opt-in, as `subscriptions`): pending until the link of the
 * confirmation mail is followed (`confirm_token_hash`, its SHA-256; valid 7 days, resent at most once a day), then
 * mailed about new replies and the solution by others than `visitor_id` (who followed). One row per thread and address.
 */
export const forumFollows = pgTable(
  'forum_follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Who asked (the visitor cookie): not mailed about their own replies; a sign-in link by this address gives this visitor. */
    visitorId: text('visitor_id').references(() => forumVisitors.id, { onDelete: 'set null' }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: at('confirm_sent_at'),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    createdAt: at('created_at').notNull(),
    /** The language of the latest request to follow (the thread page's: `/fr/forum/...` is French): every mail and link page of the follow is in it. */
    language: languageColumn(),
  },
  (table) => [
    uniqueIndex('forum_follows_thread_email_idx').on(table.threadId, table.email),
    uniqueIndex('forum_follows_unsubscribe_token_idx').on(table.unsubscribeToken),
    uniqueIndex('forum_follows_confirm_token_hash_idx').on(table.confirmTokenHash),
    index('forum_follows_email_idx').on(table.email),
  ],
);
export type ForumFollowRow = typeof forumFollows.$inferSelect;

/**
 * What a follower has not been mailed yet: a new reply or a thread's solution (`reply_id`), at `at`. A follow's news
 * goes out in one mail once its oldest is FORUM_FOLLOW_BATCH_SECONDS old, and is deleted with the mail's enqueueing.
 */
export const forumFollowNews = pgTable(
  'forum_follow_news',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    followId: uuid('follow_id')
      .notNull()
      .references(() => forumFollows.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'reply' | 'solution'>().notNull(),
    replyId: uuid('reply_id')
      .notNull()
      .references(() => forumReplies.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
  },
  (table) => [index('forum_follow_news_follow_idx').on(table.followId, table.at), index('forum_follow_news_at_idx').on(table.at)],
);

/** One-time links that carry a visitor (their cookie) to another device: SHA-256 of the secret, single use, expiring. */
export const forumSignInLinks = pgTable('forum_sign_in_links', {
  tokenHash: text('token_hash').primaryKey(),
  visitorId: text('visitor_id')
    .notNull()
    .references(() => forumVisitors.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  /** The language of the page the link was asked from (`/fr/forum` is French): its mail, its pages and the forum it leads to are in it. */
  language: languageColumn(),
});

/**
 * The counters of the request rate limits (`@fastify/rate-limit`, `http/rateLimitStore.ts`) when the server runs on
 * PostgreSQL, so that every server on one database counts the same requests: one row per route and client address,
 * its hits since `reset_at` less the window began. Rows past their reset are deleted every few minutes. (On PGlite one
 * process serves, and the counters stay in its memory.)
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_hits_reset_idx').on(table.resetAt)],
);

/**
 * The support team's shared saved replies (`/api/saved-replies`): a title, unique whatever its case, and a body whose
 * placeholders (`{customer.name}`, ...) are filled in when a staff member picks it while replying.
 */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Who changed it last (null once that account is gone). */
    updatedBy: uuid('updated_by').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [uniqueIndex('saved_replies_title_idx').on(sql`lower(${table.title})`)],
);
export type SavedReplyRow = typeof savedReplies.$inferSelect;

/**
 * Who is writing a response on which ticket (`POST /api/tickets/replying`, sent every 10 seconds while the response box
 * has text): one row per ticket and staff member, `at` the last time they said so. A row older than 30 seconds means
 * they stopped; sending the response deletes it.
 */
export const ticketReplying = pgTable(
  'ticket_replying',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    staffAccountId: uuid('staff_account_id')
      .notNull()
      .references((): AnyPgColumn => staffAccounts.id, { onDelete: 'cascade' }),
    since: at('since').notNull(),
    at: at('at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.staffAccountId] })],
);
