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

/**
 * The pages carry their CSS inline, and the checker's CSS validator predates these valid, current
 * CSS features; each is progressive (the kit keeps a fallback where browsers lack it). Matched on
 * the whole message, so any other CSS error still fails.
 */
const cssCheckerGaps: readonly RegExp[] = [
  /^CSS: “animation-timeline”: Property “animation-timeline” doesn't exist\.$/, // scroll-driven Reveal
  /^CSS: “animation-range”: Property “animation-range” doesn't exist\.$/,
  /^CSS: “animation-duration”: “auto” is not a “animation-duration” value\.$/, // required with animation-timeline
  /^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/, // next to -webkit-line-clamp
  /^CSS: “grid-template-columns”: Invalid type: “100%, var\(--[\w-]+\)”\.$/, // minmax(min(100%, var(--min)), 1fr)
];

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
    const checkerGap = (m: VnuMessage) => cssCheckerGaps.some((gap) => gap.test(m.message.trim()));
    const errors = report.messages.filter((m) => !known(m) && !checkerGap(m)).map(
      (m) => `${path.relative(siteDir, decodeURIComponent(m.url?.replace(/^file:/, '') ?? ''))}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `  [${m.extract.trim().slice(0, 120)}]` : ''}`,
    );
    if (errors.length) console.log(`Nu HTML Checker errors:\n${errors.join('\n')}`);
    expect(errors).toEqual([]);
  });
});
