import { describe, expect, it } from 'vitest';
import { errorResponseSchema, forumPreviewResultSchema, forumThreadPageSchema, forumReplyListSchema, forumReplyResultSchema, forumThreadDetailSchema, forumThreadResultSchema } from '@orisun/api';
import { forumReplies, forumThreads } from '../db/schema.ts';
import { forumPostMailBody, forumPostMailSummary } from '../mail/forumPost.ts';
import { authAppFixture } from '../../test-support/auth.ts';
import { lowFrictionForumEnv } from '../../test-support/config.ts';
import { forumVisitorCookie } from '../../test-support/forum.ts';

// Forum posts are Markdown rendered by the server (docs/adr/0024-forum-posts-in-markdown.md): what a post may hold
// once rendered, on PGlite and PostgreSQL alike (TEST_DB), and the composers' preview.

const forum = authAppFixture({ ...lowFrictionForumEnv, FORUM_LIST_CACHE_SECONDS: '0', FORUM_WRITES_PER_MINUTE: '40' });
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.9.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;
};

async function post(url: string, payload: unknown, options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {}) {
  const cookie = options.cookie ?? (await forumVisitorCookie(forum.app));
  return forum.app.inject({ method: 'POST', url, remoteAddress: options.ip ?? nextIp(), headers: { cookie, ...options.headers }, payload: payload as Record<string, unknown> });
}

/** Every attack below, in one post: links to scripts, raw HTML, attributes, images, protocol-relative addresses. */
const hostile = [
  'Click [here](javascript:alert(1)) or [there](JaVaScRiPt:alert(2)) or [tab](java\tscript:alert(3)) or [ent](&#106;avascript:alert(4)).',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(6)) [other site](//evil.example/x) [file](file:///etc/passwd)',
  '<script>alert(7)</script><img src=x onerror=alert(8)><iframe src="https://evil.example"></iframe>',
  '<a href="https://evil.example" onclick="alert(9)" style="position:fixed">styled</a> <b onmouseover=alert(10)>bold</b>',
  '![pixel](https://tracker.example/p.gif "t") [ok](https://example.com/docs "a title") <https://example.com/auto>',
  '```html\n<script>alert(11)</script>\n```',
  '> <svg onload=alert(12)>',
].join('\n\n');

/** What a rendered post may contain: only the allowed elements, links with the user-content rel to safe addresses. */
function expectSafe(html: string) {
  const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
  expect(new Set(tags)).toSatisfy((found: Set<string>) => [...found].every((tag) => ['p', 'br', 'em', 'strong', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a'].includes(tag)));
  expect(html).not.toMatch(/<(script|img|iframe|svg|b)\b/i);
  // Attributes, in the elements themselves (the text may hold `onerror=` as characters typed, escaped).
  for (const [, tag, attributes] of html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
    expect(attributes).not.toMatch(/\son[a-z]+\s*=/i);
    expect(attributes).not.toMatch(/style\s*=/i);
    if (tag !== 'a') expect(attributes).toMatch(/^( class="language-[\w-]+"| start="\d+")?$/);
  }
  for (const [, attributes] of html.matchAll(/<a\b([^>]*)>/g)) {
    expect(attributes).toMatch(/ rel="nofollow ugc noopener"/);
    expect(attributes).toMatch(/^ href="(https?:\/\/|mailto:|\/)[^"]*" rel="nofollow ugc noopener"$/);
  }
}

describe('forum posts in Markdown', () => {
  it('neutralises every script, raw HTML, attribute and unsafe link in a thread and a reply; the text as typed is kept', async () => {
    const cookie = await forumVisitorCookie(forum.app);
    const created = await post('/threads', { title: 'Markdown that tries to run scripts', category: 'General Discussion', content: hostile, tags: [] }, { cookie });
    expect(created.statusCode, created.body).toBe(200);
    const { thread } = forumThreadResultSchema.parse(created.json());
    expectSafe(thread.contentHtml);
    const replied = await post(`/threads/${thread.id}/replies`, { content: hostile.split('\n\n').reverse().join('\n\n') }, { cookie });
    expect(replied.statusCode, replied.body).toBe(200);
    expectSafe(forumReplyResultSchema.parse(replied.json()).reply.contentHtml);

    const read = await forum.app.inject({ method: 'GET', url: `/api/forum/threads/${thread.id}`, remoteAddress: nextIp() });
    const detail = forumThreadDetailSchema.parse(read.json());
    expectSafe(detail.thread.contentHtml);
    for (const reply of detail.replies) expectSafe(reply.contentHtml);
    const replies = forumReplyListSchema.parse((await forum.app.inject({ method: 'GET', url: `/replies?threadId=${thread.id}`, remoteAddress: nextIp() })).json());
    expectSafe(replies[0]!.contentHtml);

    const html = detail.thread.contentHtml;
    // Raw HTML is shown as the characters typed, in the text and in the code block.
    expect(html).toContain('&lt;script&gt;alert(7)&lt;/script&gt;&lt;img src=x onerror=alert(8)&gt;');
    expect(html).toContain('<pre><code class="language-html">&lt;script&gt;alert(11)&lt;/script&gt;\n</code></pre>');
    // Unsafe links stay text; safe ones are links for user content; an image is a link to it, never loaded.
    expect(html).toContain('[here](javascript:alert(1))');
    expect(html).toContain('<a href="https://tracker.example/p.gif" rel="nofollow ugc noopener">pixel</a>');
    expect(html).toContain('<a href="https://example.com/docs" rel="nofollow ugc noopener">ok</a>');
    expect(html).toContain('<a href="https://example.com/auto" rel="nofollow ugc noopener">https://example.com/auto</a>');
    // What the author typed is stored and answered unchanged (for an edit).
    expect(detail.thread.content).toBe(hostile);
    const [row] = await forum.database.db.select({ content: forumThreads.content }).from(forumThreads);
    expect(row!.content).toBe(hostile);
    expect((await forum.database.db.select().from(forumReplies)).length).toBe(1);
  });

  it('a plain post reads as before: its paragraphs and line breaks, its web addresses as links', async () => {
    const plain = 'First line of my question\nsecond line, see example.com/docs and https://orisun.software/support.\n\nA new paragraph * with a star.';
    const created = await post('/threads', { title: 'A plain question without Markdown', category: 'Troubleshooting', content: plain, tags: [] });
    const { thread } = forumThreadResultSchema.parse(created.json());
    expect(thread.content).toBe(plain);
    expect(thread.contentHtml).toBe(
      [
        '<p>First line of my question<br />',
        'second line, see <a href="http://example.com/docs" rel="nofollow ugc noopener">example.com/docs</a> and <a href="https://orisun.software/support" rel="nofollow ugc noopener">https://orisun.software/support</a>.</p>',
        '<p>A new paragraph * with a star.</p>',
      ].join('\n'),
    );
    // Headings, rules and tables are not Markdown here: their characters stay as typed.
    const other = forumThreadResultSchema.parse((await post('/threads', { title: 'Characters that are not Markdown here', category: 'Troubleshooting', content: '# 1 issue\nText\n---\n| a | b |', tags: [] })).json());
    expect(other.thread.contentHtml).toBe('<p># 1 issue<br />\nText<br />\n---<br />\n| a | b |</p>');
  });

  it('the preview renders what the post will show, stores nothing, names a bad field, and is rate limited per address', async () => {
    const markdown = 'Try **this**:\n\n1. one\n2. two\n\n> quoted `code`\n\n[x](javascript:alert(1))';
    const address = nextIp();
    const previewed = await post('/api/forum/preview', { content: markdown }, { ip: address });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const { html } = forumPreviewResultSchema.parse(previewed.json());
    expect(html).toBe('<p>Try <strong>this</strong>:</p>\n<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n<blockquote>\n<p>quoted <code>code</code></p>\n</blockquote>\n<p>[x](javascript:alert(1))</p>');
    const created = forumThreadResultSchema.parse((await post('/threads', { title: 'The same text, posted for real', category: 'Showcase', content: markdown, tags: [] })).json());
    expect(created.thread.contentHtml).toBe(html);
    expect(await forum.database.db.select().from(forumThreads)).toHaveLength(1);

    const bad = await post('/api/forum/preview', { content: 42 });
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).issues?.[0]?.path).toBe('content');
    const long = await post('/api/forum/preview', { content: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    const foreign = await post('/api/forum/preview', { content: 'hi' }, { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);

    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push((await post('/api/forum/preview', { content: `n ${i}` }, { ip: address })).statusCode);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it("the thread list gives each row its post's start as plain text (no Markdown marks), on one line", async () => {
    const markdown = 'Use **prefers-color-scheme**:\n\n- one\n- two\n\n> see [the guide](https://example.com/guide)\n\n```css\n:root { color-scheme: dark; }\n```';
    const created = await post('/threads', { title: 'Dark mode from the system setting', category: 'Showcase', content: markdown, tags: [] });
    expect(created.statusCode, created.body).toBe(200);
    expect(forumThreadResultSchema.parse(created.json()).thread.excerpt).toBe('Use prefers-color-scheme: one two see the guide :root { color-scheme: dark; }');
    const list = forumThreadPageSchema.parse((await forum.app.inject({ method: 'GET', url: '/threads', remoteAddress: nextIp() })).json());
    const row = list.threads.find((thread) => thread.title === 'Dark mode from the system setting');
    expect(row?.excerpt).toBe('Use prefers-color-scheme: one two see the guide :root { color-scheme: dark; }');
    // The Markdown as written stays in `content` (for an edit).
    expect(row?.content).toBe(markdown);
  });

  it('a post in a mail is its Markdown as plain text: lists, quotes, code, link addresses; nothing of HTML', () => {
    const body = forumPostMailBody('Use **this**:\n\n- [docs](https://example.com/docs)\n- <b>raw</b>\n\n> quoted\n\n```\nnpm ci\n```');
    expect(body).toBe(['  Use this:', '', '  - docs <https://example.com/docs>', '  - <b>raw</b>', '', '  > quoted', '', '      npm ci'].join('\n'));
    expect(forumPostMailSummary('**Bold** start of a [long](https://e.example) post', 20)).toBe('Bold start of a…');
  });
});
