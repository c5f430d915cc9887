// `npm test` runs this only when a step failed (`... || node tests/report/print-failures.mjs`): it prints what each
// Vitest process wrote to test-results/failures (tests/report/failure-reporter.ts), so the failures are the last lines
// of the run, and exits 1 so the run still fails. A process that wrote no file ended before its tests did.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../test-results/failures');
const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.txt')).sort() : [];
console.log('\nnpm test failed. What failed, by Vitest process:');
for (const file of files) {
  const lines = readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean);
  const minutes = Math.round((Date.now() - statSync(path.join(dir, file)).mtimeMs) / 60_000);
  console.log(`${file.replace(/\.txt$/, '')} (written ${minutes} min ago): ${lines.length === 0 ? 'no failed test' : `${lines.length} failed`}`);
  for (const line of lines.slice(0, 30)) console.log(`  ✗ ${line}`);
  if (lines.length > 30) console.log(`  ... and ${lines.length - 30} more`);
}
if (files.length === 0) console.log('no Vitest process reported: a build, typecheck or lint step failed, or the processes were stopped');
process.exit(1);
