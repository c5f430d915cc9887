import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { lowFrictionForumEnv } from '../../../packages/server/test-support/config.ts';
import { repoRoot, siteDir, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real server the journeys run against, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The server's DATA_DIR, where its mail lands as .eml files (`mail/`). */
    dataDir: string;
    /** The first admin the server created at start (ADMIN_EMAIL, ADMIN_PASSWORD), for the staff journeys. */
    admin: { email: string; name: string; password: string };
  }
}

/**
 * Builds the site when `site/dist/client/index.html` is missing (or E2E_BUILD=1), then starts
 * one real server for all journeys (files run one at a time) and stops it at the end.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BUILD === '1' || !existsSync(path.join(siteDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const admin = { email: 'e2e-admin@orisun.software', name: 'Ada Okafor', password: 'a long e2e admin passphrase' };
  // The journeys post to the forum from one address within seconds: its posting limits are the server tests' to prove.
  // Each browser context sends an address of its own as its proxy would (support/browser.ts), so one file's sign-ins and
  // posts do not meet the throttles another file's left on a shared address.
  const server = await startServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_NAME: admin.name,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: 'loopback',
    ...lowFrictionForumEnv,
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('admin', admin);
  return async () => {
    await server.stop();
  };
}
