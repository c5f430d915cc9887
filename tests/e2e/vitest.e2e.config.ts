import { defineConfig } from 'vitest/config';

/**
 * Stand-alone config for the end-to-end journeys, until they are folded into the root config
 * as the `e2e` project: `npx vitest run -c tests/e2e/vitest.e2e.config.ts`.
 */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
