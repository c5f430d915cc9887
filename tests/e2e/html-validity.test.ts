import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { prerenderedFiles } from './support/routes.ts';
import { repoRoot, siteDir } from './support/server.ts';

const run = promisify(execFile);
const vnuJar = path.join(repoRoot, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Page-specific errors already reported to the page's owner, allowed until fixed (file, message
 * start). Keep this list short and remove an entry as soon as its page is fixed.
 */
const knownPageErrors: readonly [file: string, message: string][] = [];

describe('HTML validity (Nu HTML Checker)', () => {
  it('every prerendered page is valid HTML', { timeout: 120_000 }, async () => {
    const files = prerenderedFiles();
    // One JVM for all files; --errors-only drops warnings and info. It reports on stderr, exit 1 on errors.
    const result = await run('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 32 * 1024 * 1024 }).then(
      (r) => r,
      (err: { stdout?: string; stderr?: string; code?: number }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
    );
    const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const known = (m: VnuMessage) => knownPageErrors.some(([file, message]) => (m.url ?? '').endsWith(`/${file}`) && m.message.startsWith(message));
    const errors = report.messages.filter((m) => !known(m)).map(
      (m) => `${path.relative(siteDir, decodeURIComponent(m.url?.replace(/^file:/, '') ?? ''))}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `  [${m.extract.trim().slice(0, 120)}]` : ''}`,
    );
    if (errors.length) console.log(`Nu HTML Checker errors:\n${errors.join('\n')}`);
    expect(errors).toEqual([]);
  });
});
