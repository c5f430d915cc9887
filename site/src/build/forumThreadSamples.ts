import type { ForumReply, ForumThread, ForumThreadDetail } from '@orisun/api';

/**
 * Threads the prerender renders into the thread shell's slot only to take its critical CSS (prerender.ts): between
 * them every part a thread's page can show (each badge, an edit, a link, tags, replies with a divider, an admin's
 * reply, the solution, and no replies at all), so the rules of any real thread the server renders there are kept.
 */
const at = '2026-11-20T10:00:00.000Z';

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
  content: 'A post with a link, https://orisun.software/forum, and a second line.\nThe end.',
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
};

const reply = (id: string, fields: Partial<ForumReply>): ForumReply => ({
  id,
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

export const forumThreadSamples: readonly ForumThreadDetail[] = [
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
];
