import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';

/** A config for tests: quiet logs, no site unless given, a data dir under the OS temp dir. Env-style overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'orisun-test-data'),
    SITE_DIR: path.join(os.tmpdir(), 'orisun-no-site-here'),
    ...env,
  });
}
