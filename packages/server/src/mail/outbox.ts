import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseDriver } from '@orisun/api';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/index.ts';
import { checkedMailHeaders, claimNextDueMail, dueMail, markMailAttemptFailed, markMailSent } from '../db/outbox.ts';
import type { MailOutboxRow } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

/*
 * The outbox's sending: what is due goes out through the transport, and its row is marked. The SQL (enqueue, claim,
 * mark, backlog) is db/outbox.ts.
 */

const batchSize = 10;

/** Rows an outbox of this process is sending, per PGlite database (one process owns a PGlite data directory: lock.ts). */
const sendingInProcess = new WeakMap<Database, Set<number>>();

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
      const rows = await dueMail(db, busy, batchSize);
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
      const row = await claimNextDueMail(tx);
      if (!row) return false;
      await this.#sendOne(tx, row);
      return !this.#closing;
    });
  }

  /** Sends one mail and marks its row, through `db` (PostgreSQL: the transaction holding the row's lock). */
  async #sendOne(db: Queryable, row: MailOutboxRow): Promise<void> {
    const { transport, config, log } = this.#options;
    const attempt = row.attempts + 1;
    try {
      await transport.send({
        messageId: row.messageId ?? `<outbox-${row.id}-${row.createdAt.getTime()}@${new URL(config.publicUrl).hostname}>`,
        from: config.mailFrom,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        attachments: row.attachments.map((a) => ('path' in a ? { ...a, path: path.join(config.dataDir, a.path) } : a)),
        headers: checkedMailHeaders(row.headers),
      });
      await markMailSent(db, row.id, attempt);
      log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = await markMailAttemptFailed(db, row.id, attempt, message);
      log.warn({ mailId: row.id, kind: row.kind, attempt, err: message }, failed ? 'mail failed for good' : 'mail send failed; will retry');
    }
  }
}
