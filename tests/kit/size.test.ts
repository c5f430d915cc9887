import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';

/**
 * The kit's size budgets (.size-limit.json, one per export and stylesheet; the table is in the README): size-limit
 * bundles each import on its own with esbuild, minified, with every dependency but React, and weighs it brotlied.
 * The figures are printed; a budget passed fails the test. size-limit bundles the checks one after another: alone on
 * two cores 145 s (mostly esbuild), over 300 s beside the e2e run's browsers (CI run of 0fd3b84).
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

interface Check {
  name: string;
  size: number;
  sizeLimit?: number;
  passed?: boolean;
}

beforeAll(async () => {
  if (!existsSync(path.join(root, 'packages/ui/dist/index.js'))) await run(process.execPath, [path.join(root, 'scripts/build-kit.mjs')], { cwd: root });
}, 120_000);

it('every export and stylesheet of the kit stays within its size budget', async () => {
  const sizeLimit = path.join(root, 'node_modules/size-limit/bin.js');
  const output = await run(process.execPath, [sizeLimit, '--json'], { cwd: root, maxBuffer: 16 << 20 }).then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  );
  const checks = JSON.parse(output) as Check[] | { error: string };
  if (!Array.isArray(checks)) throw new Error(`size-limit failed: ${checks.error}`);
  const budgets = JSON.parse(readFileSync(path.join(root, '.size-limit.json'), 'utf8')) as unknown[];
  expect(checks).toHaveLength(budgets.length);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
  console.info(['size-limit (brotli, with dependencies but React):', ...checks.map((check) => `  ${check.name}: ${kB(check.size)} of ${kB(check.sizeLimit ?? 0)}`)].join('\n'));
  expect(checks.filter((check) => !check.passed).map((check) => `${check.name}: ${kB(check.size)} > ${kB(check.sizeLimit ?? 0)}`)).toEqual([]);
}, 600_000);
