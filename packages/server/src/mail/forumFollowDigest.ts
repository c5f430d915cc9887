import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseDriver } from '@orisun/api';
import type { Config } from '../config.ts';
import { dueFollowIds, takeFollowBatch } from '../db/forum/follows.ts';
import type { Database } from '../db/index.ts';
import { enqueueMail } from '../db/outbox.ts';
import { followNewsMail } from './forumFollows.ts';

export interface ForumFollowDigestOptions {
  db: Database;
  driver: DatabaseDriver;
  config: Pick<Config, 'publicUrl' | 'forum'>;
  /** The mail outbox (mail/outbox.ts), nudged once a batch's mail is stored. */
  outbox: { nudge(): void };
  log: FastifyBaseLogger;
  now: () => Date;
  /** How often to look for batches that are due (default 5 s). */
  pollMs?: number;
}

/**
 * Turns the news of followed threads into mail: once a follower's oldest news is `FORUM_FOLLOW_BATCH_SECONDS` old, all
 * of it goes into one mail in the outbox (in the transaction that deletes the news, so a mail is enqueued once), and the
 * outbox sends it. On PostgreSQL the follow's row is locked while it is taken, so servers on one database share the work.
 */
export class ForumFollowDigest {
  readonly #options: ForumFollowDigestOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;

  constructor(options: ForumFollowDigestOptions) {
    this.#options = options;
  }

  start(): void {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      this.flush().catch((error: unknown) => this.#options.log.error({ err: error }, 'forum follows: could not mail the news'));
    }, this.#options.pollMs ?? 5_000);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
  }

  /** Enqueues the mail of every due batch; resolves with how many mails (tests call it, then drain the outbox). */
  flush(): Promise<number> {
    this.#running ??= this.#flush().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #flush(): Promise<number> {
    const { db, driver, config, outbox, now } = this.#options;
    let mailed = 0;
    for (let round = 0; round < 20; round += 1) {
      const ids = await dueFollowIds(db, now(), config.forum.followBatchSeconds * 1000, 50);
      if (ids.length === 0) break;
      for (const id of ids) {
        const sent = await db.transaction(async (tx) => {
          const batch = await takeFollowBatch(tx, id, { skipLocked: driver === 'postgres' });
          if (!batch) return false;
          await enqueueMail(tx, followNewsMail(config, batch));
          return true;
        });
        if (sent) mailed += 1;
      }
      if (ids.length < 50) break;
    }
    if (mailed > 0) {
      this.#options.log.info({ mails: mailed }, 'forum follows: news mailed');
      outbox.nudge();
    }
    return mailed;
  }
}
