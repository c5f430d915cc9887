import type { ForumReply, ForumThread, ForumThreadDetail, ForumThreadPage } from '@orisun/api';
import { postExcerpt, renderPostHtml } from '@orisun/api/markdown';
import { forumThreadHref, type ForumIslandProps, type ForumReplyPage } from '@orisun/api/routing';

/**
 * Threads the prerender renders into the thread shell's slot only to take its critical CSS (prerender.ts): between
 * them every part a thread's page can show (each badge, an edit, a link, tags, replies with a divider, an admin's
 * reply, the solution, no replies at all, a later page of a long thread's replies with its links, and a post with
 * every element its Markdown makes), so the rules of any real thread the server renders there are kept.
 */
const at = '2026-11-20T10:00:00.000Z';

/** Every element a post's Markdown makes: paragraphs, a line break, emphasis, code, a link, lists, a quote, a code block. */
const sampleMarkdown = [
  'A post with a link, https://orisun.software/forum, *emphasis*, **strong** and `code`.\nA second line.',
  '- one\n- two',
  '1. first\n2. second',
  '> A quote.',
  '```\nconst answer = 42;\n```',
].join('\n\n');

const thread: ForumThread = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'A sample thread',
  category: 'Troubleshooting',
  author: 'Orisun Team',
  authorAvatar: 'A',
  replies: 2,
  views: 0,
  likes: 0,
  replyLikes: 0,
  lastReplyAt: at,
  lastReplyBy: 'Anonymous',
  content: sampleMarkdown,
  contentHtml: renderPostHtml(sampleMarkdown),
  excerpt: postExcerpt(sampleMarkdown),
  isPinned: true,
  isSolved: true,
  createdAt: at,
  editedAt: at,
  tags: ['sample', 'css'],
  isAdminPost: true,
  liked: false,
  reported: false,
  mine: false,
  pending: false,
  isLocked: false,
};

const reply = (id: string, fields: Partial<ForumReply>): ForumReply => ({
  id,
  contentHtml: renderPostHtml(fields.content ?? 'A reply.'),
  threadId: thread.id,
  author: 'Anonymous',
  authorAvatar: '?',
  content: 'A reply.',
  likes: 0,
  createdAt: at,
  editedAt: null,
  isSolution: false,
  isAdminReply: false,
  liked: false,
  reported: false,
  ...fields,
});

export const forumThreadSamples: readonly (ForumThreadDetail & { replyPage?: ForumReplyPage })[] = [
  {
    thread,
    replies: [
      reply('00000000-0000-4000-8000-0000000000b1', { author: 'Orisun Team', authorAvatar: 'A', isAdminReply: true, isSolution: true, editedAt: at, content: 'See https://orisun.software/support.' }),
      reply('00000000-0000-4000-8000-0000000000b2', {}),
    ],
  },
  {
    thread: { ...thread, id: '00000000-0000-4000-8000-0000000000a2', isPinned: false, isSolved: false, isAdminPost: false, editedAt: null, tags: [], replies: 0, lastReplyAt: null, lastReplyBy: null },
    replies: [],
  },
  {
    thread: { ...thread, id: '00000000-0000-4000-8000-0000000000a3', replies: 65 },
    replies: [reply('00000000-0000-4000-8000-0000000000b3', {})],
    replyPage: { page: 2, pageCount: 3, total: 65 },
  },
];

/**
 * A list page the prerender renders into `/forum`'s forum island only to take its critical CSS, as the thread shell's
 * samples: rows with every badge, tags as links, and a next page (its "More" link), so the rules of any list the server
 * renders there are kept (the island's HTML goes back to the prerender's empty list afterwards).
 */
export const forumListSample: ForumThreadPage = {
  threads: forumThreadSamples.slice(0, 2).map(({ thread: { liked: _liked, reported: _reported, ...summary } }) => summary),
  total: 2,
  nextCursor: 'sample',
  discussions: 2,
  categories: [{ name: 'Troubleshooting', threads: 2 }],
  rules: { titleMin: 15, postMin: 20, linksMax: 2 },
};

/**
 * Thread pages the prerender renders into the thread shell's forum island only to take its critical CSS: the server
 * renders a thread's page as that island with the thread in it (`ForumIslandProps.thread`), its buttons and pages of
 * replies included, so the samples above as the island shows them, the long thread on its middle page.
 */
export const forumThreadIslandSamples: readonly ForumIslandProps[] = forumThreadSamples.map(({ thread: sample, replies, replyPage }) =>
  replyPage
    ? {
        path: forumThreadHref(sample.id, replyPage.page),
        thread: { thread: sample, replies: Array.from({ length: replyPage.total }, (_, i) => replies[i] ?? { ...replies[0]!, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }) },
      }
    : { path: forumThreadHref(sample.id), thread: { thread: sample, replies } },
);
