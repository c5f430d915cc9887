import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config.ts';

/** A config for tests: quiet logs, no site unless given, a data dir under the OS temp dir. Env-style overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    // Every answer checked against the contract (a break is a 500 the test sees).
    CHECK_RESPONSES: 'on',
    // The desk's list read afresh each time: tests empty the tables between tests, behind the app's back (the memory
    // itself is tested with it on, routes/ticket-list-memory.test.ts, and the end-to-end server keeps the default).
    DESK_LIST_CACHE_SECONDS: '0',
    DATA_DIR: path.join(os.tmpdir(), 'orisun-test-data'),
    SITE_DIR: path.join(os.tmpdir(), 'orisun-no-site-here'),
    ...env,
  });
}

/**
 * The forum's limits out of the way (no waits, no daily caps, repeats allowed, links allowed, a generous per-IP
 * write limit): for tests that are not about the limits, and for the end-to-end server's env.
 */
export const lowFrictionForumEnv: Readonly<Record<string, string>> = {
  FORUM_THREAD_INTERVAL_SECONDS: '0',
  FORUM_REPLY_INTERVAL_SECONDS: '0',
  FORUM_THREADS_PER_DAY: '100000',
  FORUM_REPLIES_PER_DAY: '100000',
  FORUM_DUPLICATE_MINUTES: '0',
  FORUM_MAX_LINKS: '1000',
  FORUM_WRITES_PER_MINUTE: '100000',
  // Followers' mail goes out a second after a reply (the journeys wait for it), and follows are not capped.
  FORUM_FOLLOW_BATCH_SECONDS: '1',
  FORUM_FOLLOWS_PER_HOUR: '100000',
};
