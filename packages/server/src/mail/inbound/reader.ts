import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { ImapConfig } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { handleInboundMail, type InboundConfig, type InboundOutcome } from './handle.ts';
import { oneLine, readInboundMail, type InboundMail } from './parse.ts';

/*
 * The mail reader: reads the support mailbox (`IMAP_URL`) with ImapFlow, turns each unread mail into a reply or a ticket
 * (handle.ts), and then moves it, marked \Seen, to the processed folder (`IMAP_PROCESSED_MAILBOX`). It looks when it
 * starts, whenever the server says a mail arrived (IDLE, kept by ImapFlow while nothing else is asked), and every
 * `IMAP_POLL_SECONDS` besides (a server without IDLE, a missed notice, a mail left over).
 *
 * Failures, and what happens to the mail:
 * - the IMAP server fails (down, wrong password, connection lost): logged, and the reader connects again after 1 s,
 *   2 s, 4 s, ... at most 5 minutes apart; the mail stays where it is.
 * - the database fails: nothing of the mail is stored (one transaction), it stays in the folder unmoved, and the next
 *   look tries it again.
 * - a mail that cannot be read or must not be answered: recorded as processed with the reason and moved, so it is
 *   never tried again; the server never stops over one mail.
 * - the move fails after the commit: the next look finds the mail already recorded and only moves it.
 * Several servers may read one mailbox: the `inbound_mail` record decides which of them handles a mail.
 */

/** Mails larger than this are recorded as ignored (with their Message-ID) without being read. */
export const maxInboundMailBytes = 25 * 1024 * 1024;

/** At most this many mails are handled in one look; the rest in the next, which follows at once. */
const batchSize = 50;

const maxBackoffMs = 5 * 60_000;

/** How long stop() lets a look finish before it closes the connection. */
const stopWaitMs = 3_000;

/** A mail recorded as processed this long ago and still in the folder is moved by whichever server finds it. */
export const duplicateMoveAfterMs = 2 * 60_000;

export interface MailReaderOptions {
  db: Database;
  config: InboundConfig & { imap: ImapConfig };
  log: FastifyBaseLogger;
  now: () => Date;
  /** Told after each handled mail, so that the acknowledgement leaves at once. */
  outbox: { nudge(): void };
  /** Called after a mail became a ticket or a reply (the desk's remembered lists are forgotten). */
  ticketsChanged?: () => void;
  /** How often to look besides IDLE (default `IMAP_POLL_SECONDS`); tests shorten it. */
  pollMs?: number;
  /** The first wait after an IMAP failure, doubled each time up to 5 minutes (default 1 s). */
  backoffMs?: number;
}

/** What one look did: the outcome of each mail handled, in order. */
export type ReaderPass = { uid: number; outcome: InboundOutcome['outcome']; reason?: string }[];

/** A database failure while handling a mail: the mail stays in the mailbox and is tried again. */
class DatabaseFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export class MailReader {
  readonly #options: MailReaderOptions;
  #client: ImapFlow | undefined;
  /** The client being connected, until it is (so stop() can close it). */
  #pending: ImapFlow | undefined;
  #connecting: Promise<ImapFlow> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  #running: Promise<ReaderPass> | undefined;
  #again = false;
  /** Not started, or stopped: no looks of its own (checkNow still looks). */
  #stopped = true;
  /** Set by stop(): the mail being handled is finished, no other is begun. */
  #closing = false;
  #failures = 0;
  #retryAt = 0;

  constructor(options: MailReaderOptions) {
    this.#options = options;
  }

  get #imap(): ImapConfig {
    return this.#options.config.imap;
  }

  /** Connects and looks now, then on IDLE's news and every poll interval. */
  start(): void {
    this.#stopped = false;
    this.#closing = false;
    clearInterval(this.#timer);
    this.#timer = setInterval(() => this.nudge(), this.#options.pollMs ?? this.#imap.pollSeconds * 1000);
    this.#timer.unref();
    this.nudge();
  }

  /** Looks in the background (unless an IMAP failure's wait is not over). */
  nudge(): void {
    if (this.#stopped || Date.now() < this.#retryAt) return;
    void this.#look().catch(() => undefined);
  }

  /** Looks now and resolves with what was handled (tests; the waits after a failure are skipped). Rejects on a failure. */
  async checkNow(): Promise<ReaderPass> {
    await this.#running?.catch(() => undefined);
    return this.#look();
  }

  /**
   * Stops looking: the mail being handled is finished (its transaction and move), then the reader logs out. A look
   * stuck on an IMAP server that does not answer is given `stopWaitMs`, then its connection is closed, so a shutdown
   * never waits for IMAP's own timeouts.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#closing = true;
    clearInterval(this.#timer);
    clearTimeout(this.#retryTimer);
    this.#timer = undefined;
    let waited: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      (this.#running ?? Promise.resolve()).then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => {
        waited = setTimeout(() => resolve(false), stopWaitMs);
      }),
    ]);
    clearTimeout(waited);
    if (!finished) {
      this.#options.log.warn('mail reader: the IMAP server did not answer while stopping; closing the connection');
      this.#pending?.close();
      this.#client?.close();
      this.#client = undefined;
      return;
    }
    await this.#disconnect();
  }

  /** One look at a time; a look asked for during one runs right after it. */
  #look(): Promise<ReaderPass> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const running = (async () => {
      let handled: ReaderPass = [];
      do {
        this.#again = false;
        handled = handled.concat(await this.#pass());
      } while (this.#again && !this.#closing);
      return handled;
    })();
    this.#running = running;
    void running.then(
      () => {
        this.#running = undefined;
      },
      () => {
        this.#running = undefined;
      },
    );
    return running;
  }

  async #connected(): Promise<ImapFlow> {
    if (this.#client?.usable) return this.#client;
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = undefined;
    });
    return this.#connecting;
  }

  async #connect(): Promise<ImapFlow> {
    const { host, port, secure, user, password, mailbox, processedMailbox } = this.#imap;
    const client = new ImapFlow({
      host,
      port,
      secure,
      auth: { user, pass: password },
      logger: false,
      // IDLE a second after the last command, so a new mail is seen at once.
      autoIdleDelay: 1000,
      connectionTimeout: 30_000,
      greetingTimeout: 15_000,
      clientInfo: { name: 'Orisun support desk' },
    });
    client.on('error', (error: Error) => this.#options.log.warn({ err: error.message }, 'mail reader: IMAP connection error'));
    client.on('exists', () => this.nudge());
    client.on('close', () => {
      if (this.#client === client) this.#client = undefined;
      // Keep listening for new mail: connect again (after the failure's wait, if any).
      if (!this.#stopped) this.#scheduleRetry(Math.max(this.#retryAt - Date.now(), 1000));
    });
    this.#pending = client;
    try {
      await client.connect();
      // The processed folder is made once; ALREADYEXISTS is an answer, not an error, to ImapFlow.
      await client.mailboxCreate(processedMailbox).catch((error: unknown) => {
        this.#options.log.debug({ err: (error as Error).message }, 'mail reader: could not create the processed folder (it may exist)');
      });
      await client.mailboxOpen(mailbox);
    } catch (error) {
      client.close();
      throw error;
    } finally {
      this.#pending = undefined;
    }
    this.#options.log.info({ host, port, mailbox, idle: client.capabilities.has('IDLE') }, 'mail reader: connected');
    this.#client = client;
    return client;
  }

  async #disconnect(): Promise<void> {
    const client = this.#client;
    this.#client = undefined;
    if (!client) return;
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([client.logout(), new Promise((resolve) => (waited = setTimeout(resolve, stopWaitMs)))]).catch(() => undefined);
    clearTimeout(waited);
    client.close();
  }

  #scheduleRetry(delayMs: number): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => {
      this.#retryAt = 0;
      this.nudge();
    }, delayMs);
    this.#retryTimer.unref();
  }

  /** Connects if needed and handles up to `batchSize` mails of the folder, oldest first. */
  async #pass(): Promise<ReaderPass> {
    const { log } = this.#options;
    const handled: ReaderPass = [];
    try {
      const client = await this.#connected();
      const lock = await client.getMailboxLock(this.#imap.mailbox);
      try {
        // A NOOP first: the server then tells this session of the mail delivered since its last command.
        await client.noop();
        // Unread mail only, as FreeScout: a mailbox of old, read mail does not become tickets (and acknowledgements to
        // everyone in it) when the reader is first switched on; a mail someone already opened in a mail client is left
        // to them (mark it unread to have it handled). Handled mail is marked \Seen before it is moved.
        const uids = ((await client.search({ seen: false }, { uid: true })) || []).sort((a, b) => a - b);
        for (const uid of uids.slice(0, batchSize)) {
          if (this.#closing) break;
          const outcome = await this.#handleOne(client, uid);
          if (outcome) handled.push({ uid, outcome: outcome.outcome, ...('reason' in outcome ? { reason: outcome.reason } : {}) });
        }
        if (uids.length > batchSize) this.#again = true;
      } finally {
        lock.release();
      }
      this.#failures = 0;
      this.#retryAt = 0;
      return handled;
    } catch (error) {
      if (error instanceof DatabaseFailure) {
        log.error({ err: error.cause }, 'mail reader: the database failed; the mail stays in the mailbox and is tried again');
        throw error;
      }
      this.#failures += 1;
      const delay = Math.min((this.#options.backoffMs ?? 1000) * 2 ** (this.#failures - 1), maxBackoffMs);
      this.#retryAt = Date.now() + delay;
      log.warn({ err: (error as Error).message, retryInMs: delay, failures: this.#failures }, 'mail reader: IMAP failed; connecting again later');
      await this.#disconnect().catch(() => undefined);
      if (!this.#stopped) this.#scheduleRetry(delay);
      throw error;
    }
  }

  /** Reads, handles and moves one mail; undefined when it is gone (another server took it). */
  async #handleOne(client: ImapFlow, uid: number): Promise<InboundOutcome | undefined> {
    const { db, config, log, now, outbox } = this.#options;
    const meta = await client.fetchOne(String(uid), { uid: true, size: true, envelope: true }, { uid: true });
    if (!meta) return undefined;
    let mail: InboundMail;
    if ((meta.size ?? 0) > maxInboundMailBytes) {
      mail = tooLarge(meta.envelope?.messageId, meta.envelope?.from?.[0]?.address, meta.envelope?.subject, meta.size ?? 0, uid);
    } else {
      const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
      if (!message || !message.source) return undefined;
      mail = await readInboundMail(message.source, config);
    }
    let outcome: InboundOutcome;
    try {
      outcome = await handleInboundMail(db, config, mail, now());
    } catch (error) {
      throw new DatabaseFailure(error);
    }
    const about = { uid, messageKey: mail.messageKey, outcome: outcome.outcome };
    if (outcome.outcome === 'ignored') log.info({ ...about, reason: outcome.reason }, 'mail reader: mail ignored');
    else if (outcome.outcome === 'duplicate') {
      // The server that processed it moves it. Moving it here too, while that server may be moving it, can leave two
      // copies in the processed folder (a session that has not yet heard of the other's move still copies the mail);
      // only a mail processed a while ago is moved here: its server failed to move it (or it was delivered twice).
      if (now().getTime() - outcome.processedAt.getTime() < duplicateMoveAfterMs) {
        log.debug(about, 'mail reader: mail was processed just now (by another server); left to it');
        return outcome;
      }
      log.info(about, 'mail reader: mail was processed before; moving it');
    } else {
      log.info({ ...about, ticket: outcome.ticket.reference, ...('reason' in outcome ? { reason: outcome.reason } : {}) }, `mail reader: mail became a ${outcome.outcome}`);
      outbox.nudge();
      this.#options.ticketsChanged?.();
    }
    await this.#markProcessed(client, uid);
    return outcome;
  }

  /** \Seen, then into the processed folder. A failure is logged: the next look finds the mail recorded and moves it. */
  async #markProcessed(client: ImapFlow, uid: number): Promise<void> {
    try {
      await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      await client.messageMove(String(uid), this.#imap.processedMailbox, { uid: true });
    } catch (error) {
      this.#options.log.warn({ uid, err: (error as Error).message }, 'mail reader: could not move a processed mail; the next look moves it');
    }
  }
}

/** A mail over `maxInboundMailBytes`, known by its envelope only: recorded as ignored, so it is not fetched again. */
function tooLarge(messageId: string | undefined, from: string | undefined, subject: string | undefined, size: number, uid: number): InboundMail {
  return {
    messageKey: messageId?.replace(/^<|>$/g, '').slice(0, 500) || `too-large:${uid}:${size}`,
    fromAddress: from ?? '',
    fromName: '',
    subject: oneLine(subject ?? '', 200),
    text: '',
    contentLanguage: undefined,
    recipientTokens: [],
    referenceTokens: [],
    attachments: [],
    ignoreReason: `too large to read (${size} bytes; the limit is ${maxInboundMailBytes})`,
  };
}
