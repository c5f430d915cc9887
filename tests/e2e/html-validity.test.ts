import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { forumVisitorHeaders } from './support/forum.ts';
import { prerenderedFiles } from './support/routes.ts';
import { repoRoot, siteDir } from './support/server.ts';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
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

/**
 * A forum thread's own page as the server sends it (the thread shell with the thread rendered in): solved, with a
 * link, tags and two replies. Written to a temporary file for the checker; returns its path.
 */
async function threadPageFile(dir: string): Promise<string> {
  const headers = await forumVisitorHeaders(baseUrl);
  const created = await fetch(`${baseUrl}/threads`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: `Validating a thread page ${Date.now()}`, category: 'Showcase', content: 'Line one.\n\nSee https://validator.w3.org for the checker. <b>not bold</b>', tags: ['html', 'a11y'] }),
  });
  expect(created.status).toBe(200);
  const { thread } = (await created.json()) as { thread: { id: string } };
  const author = headers.cookie!;
  const replies: string[] = [];
  for (const content of ['The first answer, which becomes the solution.', 'A second answer, after it.']) {
    const replied = await fetch(`${baseUrl}/threads/${thread.id}/replies`, { method: 'POST', headers: { ...headers, cookie: author }, body: JSON.stringify({ content }) });
    expect(replied.status).toBe(200);
    replies.push(((await replied.json()) as { reply: { id: string } }).reply.id);
  }
  expect((await fetch(`${baseUrl}/replies/${replies[0]}/mark-solution`, { method: 'PUT', headers: { origin: baseUrl, cookie: author } })).status).toBe(200);
  const page = await fetch(`${baseUrl}/forum/threads/${thread.id}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`id="reply-${replies[1]}"`);
  const file = path.join(dir, 'forum-thread-page.html');
  await writeFile(file, html);
  return file;
}

describe('HTML validity (Nu HTML Checker)', () => {
  it('every prerendered page, and a forum thread\'s page as the server fills it, is valid HTML', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'orisun-html-validity-'));
    const files = [...prerenderedFiles(), await threadPageFile(dir)];
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
    await rm(dir, { recursive: true, force: true });
    if (errors.length) console.log(`Nu HTML Checker errors:\n${errors.join('\n')}`);
    expect(errors).toEqual([]);
  });
});
