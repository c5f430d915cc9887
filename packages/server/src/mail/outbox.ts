import path from 'node:path';
import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { mailOutboxRules, type DatabaseDriver } from '@orisun/api';
import type { Database } from '../db/index.ts';
import { mailHeaderNames, mailOutbox, type MailAttachmentRef, type MailHeaders, type MailOutboxRow } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

/** What a route hands to the outbox, inside the transaction that stores the submission. */
export interface NewMail {
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  attachments?: MailAttachmentRef[];
  /** Extra header fields, by the names in `mailHeaderNames` only (e.g. `List-Unsubscribe`). */
  headers?: MailHeaders;
}

/**
 * The extra header fields of a mail, checked: only the known names, each value one line of
 * printable ASCII (no CR/LF, so no value can start another header), at most 998 characters
 * (the line limit of RFC 5322). Throws on anything else: a programming error, never user input.
 */
export function checkedMailHeaders(headers: Readonly<Record<string, unknown>> = {}): MailHeaders {
  const checked: MailHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const known = mailHeaderNames.find((n) => n === name);
    if (!known) throw new Error(`Mail header ${JSON.stringify(name)} is not one of ${mailHeaderNames.join(', ')}`);
    if (typeof value !== 'string' || !/^[\x20-\x7E]{1,998}$/.test(value)) {
      throw new Error(`Mail header ${name} must be one line of printable ASCII (at most 998 characters)`);
    }
    checked[known] = value;
  }
  return checked;
}

/** Anything that can run drizzle queries: the database or a transaction. */
type Queryable = Pick<Database, 'insert'>;

/** Writes a mail to the outbox. Call it with the transaction that stores the submission. */
export async function enqueueMail(tx: Queryable, mail: NewMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments ?? [],
      headers: checkedMailHeaders(mail.headers),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail outbox did not return the new row');
  return row.id;
}

/** The outbox's backlog, for the readiness check: mail waiting, mail given up on, the oldest waiting mail's age. */
export async function outboxBacklog(db: Database): Promise<{ pending: number; failed: number; oldestPendingSeconds: number | null }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::integer`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::integer`,
      oldest: sql<number | null>`floor(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'pending')))::integer`,
    })
    .from(mailOutbox);
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), oldestPendingSeconds: row?.oldest == null ? null : Math.max(0, Number(row.oldest)) };
}

/**
 * After this many failed sends a mail is marked `failed` (about 4 days of retries) and left for staff, who see it and
 * send it again from the dashboard (routes/outbox.ts).
 */
export const maxMailAttempts: number = mailOutboxRules.maxAttempts;

/** Wait before retry `attempt` (1-based): 30 s, 1 min, 2 min, ... capped at 6 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
}

const batchSize = 10;

/** Rows an outbox of this process is sending, per PGlite database (one process owns a PGlite data directory: lock.ts). */
const sendingInProcess = new WeakMap<Database, Set<number>>();

/** A pending mail whose time has come. */
const due = and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`));

export interface MailOutboxOptions {
  db: Database;
  /**
   * PostgreSQL: each mail is sent while its row is locked (`FOR UPDATE SKIP LOCKED`), so instances on one database
   * never send a row at once, and the lock of an instance that dies goes with its connection: another sends the
   * mail at its next look. PGlite: one process owns the database, whose outboxes share what they are sending.
   */
  driver: DatabaseDriver;
  transport: MailTransport;
  config: Pick<Config, 'mailFrom' | 'dataDir' | 'publicUrl'>;
  log: FastifyBaseLogger;
  /** How often to look for due mail besides the nudge after each submission (retries, another instance's). Default 5 s. */
  pollMs?: number;
}

/**
 * Sends the outbox's pending mail: right after a submission (`nudge()`), and every `pollMs` for
 * retries. Never throws into a request; failures are recorded on the row and retried with backoff.
 */
export class MailOutbox {
  readonly #options: MailOutboxOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true; // until start()
  /** Set by stop(): the mail being sent is finished, no other is begun (drain() sends all, started or not). */
  #closing = false;

  constructor(options: MailOutboxOptions) {
    this.#options = options;
  }

  get transport(): MailTransport {
    return this.#options.transport;
  }

  start(): void {
    this.#stopped = false;
    this.#schedule();
    this.nudge();
  }

  /** Sends what is due now, in the background. */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
    });
  }

  /** Sends everything due now and resolves when done (tests, shutdown). */
  async drain(): Promise<void> {
    await this.#running;
    await this.#sendDue();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#closing = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
    this.#options.transport.close();
  }

  #schedule() {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => this.nudge(), this.#options.pollMs ?? 5_000);
    this.#timer.unref();
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      try {
        await this.#sendDue();
      } catch (error) {
        this.#options.log.error({ err: error }, 'mail outbox: could not read the outbox');
      }
    } while (this.#again && !this.#stopped);
  }

  /** Sends every due mail, oldest first. */
  async #sendDue(): Promise<void> {
    if (this.#options.driver === 'postgres') {
      while (await this.#sendNextLocked());
      return;
    }
    const { db } = this.#options;
    let sending = sendingInProcess.get(db);
    if (!sending) sendingInProcess.set(db, (sending = new Set()));
    for (;;) {
      const busy = [...sending];
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(busy.length > 0 ? and(due, notInArray(mailOutbox.id, busy)) : due)
        .orderBy(asc(mailOutbox.id))
        .limit(batchSize);
      for (const row of rows) {
        if (sending.has(row.id) || this.#closing) continue;
        sending.add(row.id);
        try {
          await this.#sendOne(db, row);
        } finally {
          sending.delete(row.id);
        }
      }
      if (rows.length < batchSize || this.#closing) return;
    }
  }

  /** PostgreSQL: sends the oldest due mail no other instance holds, its row locked until it is marked. False: none left. */
  async #sendNextLocked(): Promise<boolean> {
    return this.#options.db.transaction(async (tx) => {
      const [row] = await tx.select().from(mailOutbox).where(due).orderBy(asc(mailOutbox.id)).limit(1).for('update', { skipLocked: true });
      if (!row) return false;
      await this.#sendOne(tx as unknown as Database, row);
      return !this.#closing;
    });
  }

  /** Sends one mail and marks its row, through `db` (PostgreSQL: the transaction holding the row's lock). */
  async #sendOne(db: Database, row: MailOutboxRow): Promise<void> {
    const { transport, config, log } = this.#options;
    const attempt = row.attempts + 1;
    try {
      await transport.send({
        messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${new URL(config.publicUrl).hostname}>`,
        from: config.mailFrom,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        attachments: row.attachments.map((a) => ('path' in a ? { ...a, path: path.join(config.dataDir, a.path) } : a)),
        headers: checkedMailHeaders(row.headers),
      });
      await db.update(mailOutbox).set({ status: 'sent', attempts: attempt, sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, row.id));
      log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempt >= maxMailAttempts;
      await db
        .update(mailOutbox)
        .set({
          attempts: attempt,
          lastError: message.slice(0, 2000),
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: sql`now() + ${`${retryDelayMs(attempt)} milliseconds`}::interval`,
        })
        .where(eq(mailOutbox.id, row.id));
      log.warn({ mailId: row.id, kind: row.kind, attempt, err: message }, failed ? 'mail failed for good' : 'mail send failed; will retry');
    }
  }
}
