import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

/**
 * One Vitest run, several projects. `npm test` runs them all; one project alone:
 * `npx vitest run --project unit` (unit | server | server-pg | storybook | visual | e2e).
 */
const serverTests = ['packages/server/src/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    plugins: [vanillaExtractPlugin(), react()],
    test: {
      name: 'unit',
      environment: 'jsdom',
      include: ['tokens/src/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.{ts,tsx}', 'packages/api/src/**/*.test.ts', 'site/src/**/*.test.{ts,tsx}'],
      setupFiles: ['./tests/setup/unit.ts'],
    },
  },
  {
    test: {
      name: 'server',
      environment: 'node',
      include: serverTests,
      env: { TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-pg',
      environment: 'node',
      include: serverTests,
      env: { TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: { projects },
});
