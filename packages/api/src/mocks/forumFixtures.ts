import { forumAnswers } from '../answers.ts';
import { postExcerpt, renderPostHtml } from '../forumMarkdown.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';
import {
  forumAuditPageSchema,
  forumAuthors,
  forumBanResultSchema,
  forumCategories,
  forumLimits,
  forumLikeResultSchema,
  forumPreviewResultSchema,
  forumQueueSchema,
  forumReplySchema,
  forumThreadPageSchema,
  forumThreadSchema,
  type ForumReply,
  type ForumThread,
} from '../schemas/forum.ts';

// Forum fixtures for Storybook and component tests; every one goes through its schema.

const visitor = forumAuthors.visitor;
const admin = forumAuthors.admin;

function thread(fields: Partial<ForumThread> & Pick<ForumThread, 'id' | 'title' | 'category' | 'content' | 'createdAt'>): ForumThread {
  return forumThreadSchema.parse({
    contentHtml: renderPostHtml(fields.content),
    excerpt: postExcerpt(fields.content),
    author: visitor.name,
    authorAvatar: visitor.avatar,
    replies: 0,
    views: 0,
    likes: 0,
    replyLikes: 0,
    lastReplyAt: null,
    lastReplyBy: null,
    isPinned: false,
    isSolved: false,
    editedAt: null,
    tags: [],
    isAdminPost: false,
    liked: false,
    reported: false,
    mine: false,
    pending: false,
    isLocked: false,
    ...fields,
  });
}

function reply(fields: Partial<ForumReply> & Pick<ForumReply, 'id' | 'threadId' | 'content' | 'createdAt'>): ForumReply {
  return forumReplySchema.parse({
    contentHtml: renderPostHtml(fields.content),
    author: visitor.name,
    authorAvatar: visitor.avatar,
    likes: 0,
    editedAt: null,
    isSolution: false,
    isAdminReply: false,
    liked: false,
    reported: false,
    ...fields,
  });
}

const ids = {
  welcome: '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0001',
  paystack: '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0002',
  darkMode: '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0003',
  showcase: '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0004',
  offline: '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0005',
} as const;

export const forumThreads: ForumThread[] = [
  thread({
    id: ids.welcome,
    title: 'Welcome to the Orisun community forum',
    category: 'Announcements',
    author: admin.name,
    authorAvatar: admin.avatar,
    isAdminPost: true,
    isPinned: true,
    content:
      'This is the place to ask questions, share what you are building and tell us what to build next.\nPlease be kind, search before you post, and read https://orisun.software/legal for the house rules.',
    createdAt: '2026-11-02T09:00:00.000Z',
    views: 412,
    likes: 38,
    replies: 2,
    replyLikes: 5,
    lastReplyAt: '2026-11-20T14:05:00.000Z',
    lastReplyBy: visitor.name,
    tags: ['discussion', 'feedback'],
  }),
  thread({
    id: ids.paystack,
    title: 'Paystack webhook arrives twice after a timeout',
    category: 'Troubleshooting',
    content:
      'Our order page sometimes marks a payment twice. The webhook seems to be retried when our server answers slowly. How do you make the handler safe to run twice?',
    createdAt: '2026-11-23T16:30:00.000Z',
    views: 134,
    likes: 6,
    replies: 2,
    replyLikes: 9,
    isSolved: true,
    lastReplyAt: '2026-11-24T08:12:00.000Z',
    lastReplyBy: admin.name,
    tags: ['api', 'bug', 'help'],
  }),
  thread({
    id: ids.darkMode,
    title: 'Feature request: dark mode for the customer dashboard',
    category: 'Feature Requests',
    content: 'Most of our staff check tickets at night on their phones. A dark theme would be easier on the eyes and on the battery.',
    createdAt: '2026-11-24T21:10:00.000Z',
    views: 57,
    likes: 12,
    tags: ['feature-request', 'mobile', 'web'],
    mine: true,
  }),
  thread({
    id: ids.showcase,
    title: 'Showcase: a campus food ordering app in Ogbomosho',
    category: 'Showcase',
    content: 'We shipped the first version of our food ordering app for students last week. 300 orders on the first day!',
    createdAt: '2026-11-18T11:45:00.000Z',
    views: 221,
    likes: 24,
    replies: 1,
    replyLikes: 3,
    lastReplyAt: '2026-11-19T10:00:00.000Z',
    lastReplyBy: visitor.name,
    tags: ['mobile', 'discussion'],
  }),
  thread({
    id: ids.offline,
    title: 'How do I keep a form usable on a slow 3G connection?',
    category: 'General Discussion',
    content: 'Our field agents fill in long forms where the network drops every few minutes. What do you recommend?',
    createdAt: '2026-11-25T07:55:00.000Z',
    views: 9,
    tags: ['question', 'performance', 'mobile'],
  }),
];

export const forumReplies: ForumReply[] = [
  reply({ id: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0001', threadId: ids.welcome, content: 'Glad this exists! 🎉', createdAt: '2026-11-03T10:00:00.000Z', likes: 3 }),
  reply({ id: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0002', threadId: ids.welcome, content: 'Will there be a category for jobs?', createdAt: '2026-11-20T14:05:00.000Z', likes: 2 }),
  reply({
    id: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0003',
    threadId: ids.paystack,
    content: 'Store the event id with a **unique index** and skip it when the insert conflicts:\n\n```sql\ninsert into payments (event_id) values ($1) on conflict do nothing;\n```',
    createdAt: '2026-11-23T18:00:00.000Z',
    likes: 7,
    isSolution: true,
  }),
  reply({
    id: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0004',
    threadId: ids.paystack,
    author: admin.name,
    authorAvatar: admin.avatar,
    isAdminReply: true,
    content: 'Also answer 200 quickly and do the work after: see https://paystack.com/docs/payments/webhooks',
    createdAt: '2026-11-24T08:12:00.000Z',
    likes: 2,
  }),
  reply({ id: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0005', threadId: ids.showcase, content: 'Congratulations, that is a great first day.', createdAt: '2026-11-19T10:00:00.000Z', likes: 3 }),
];

/** A visitor's posting rules with the server's default settings. */
const defaultRules = { titleMin: forumLimits.titleMin, postMin: forumLimits.postMin, linksMax: forumLimits.linksMax };

export const forumFixtures = {
  ids,
  page: forumThreadPageSchema.parse({
    threads: forumThreads,
    total: forumThreads.length,
    nextCursor: null,
    discussions: forumThreads.length,
    categories: forumCategories.map((name) => ({ name, threads: forumThreads.filter((t) => t.category === name).length })),
    rules: defaultRules,
  }),
  empty: forumThreadPageSchema.parse({
    threads: [],
    total: 0,
    nextCursor: null,
    discussions: 0,
    categories: forumCategories.map((name) => ({ name, threads: 0 })),
    rules: defaultRules,
  }),
  repliesOf: (threadId: string) => forumReplies.filter((r) => r.threadId === threadId),
  liked: forumLikeResultSchema.parse({ liked: true, likes: 13 }),
  queue: forumQueueSchema.parse({
    entries: [
      {
        kind: 'reply',
        id: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0002',
        threadId: ids.welcome,
        threadTitle: 'Welcome to the Orisun community forum',
        threadCategory: 'Announcements',
        threadLocked: false,
        author: visitor.name,
        content: 'Will there be a category for jobs?',
        createdAt: '2026-11-20T14:05:00.000Z',
        pending: false,
        hidden: false,
        reports: [{ reason: 'Off topic', at: '2026-11-21T09:00:00.000Z' }],
      },
    ],
    total: 1,
  }),
  accepted: submissionAcceptedSchema.parse({ message: forumAnswers.reported }),
  /** `POST /api/forum/preview` of a short post with emphasis and a list. */
  preview: forumPreviewResultSchema.parse({ html: renderPostHtml('Try **this**:\n\n- one\n- two') }),
  banned: forumBanResultSchema.parse({
    ban: {
      id: 1,
      scope: 'visitor',
      reason: 'Posted the same advert in five threads',
      until: '2026-11-28T09:00:00.000Z',
      createdAt: '2026-11-21T09:00:00.000Z',
      by: 'Ada Okafor',
      post: { kind: 'reply', id: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0002' },
    },
    message: 'The author of this post is banned until 2026-11-28 09:00 UTC.',
  }),
  auditLog: forumAuditPageSchema.parse({
    entries: [
      {
        id: 5,
        at: '2026-11-21T10:20:00.000Z',
        by: null,
        action: 'author-edit',
        kind: 'reply',
        itemId: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0002',
        before: { content: 'Will there be a category for jobs?' },
        after: { content: 'Will there be a category for job offers?' },
        thread: { id: ids.welcome, title: 'Welcome to the Orisun community forum' },
      },
      {
        id: 4,
        at: '2026-11-21T09:30:00.000Z',
        by: 'Ada Okafor',
        action: 'ban',
        kind: 'reply',
        itemId: '7c1d9e2a-3b4f-4a5e-8f60-2b3c4d5e0002',
        before: null,
        after: { scope: 'visitor', days: 7, reason: 'Posted the same advert in five threads', until: '2026-11-28T09:30:00.000Z' },
        thread: { id: ids.welcome, title: 'Welcome to the Orisun community forum' },
      },
      {
        id: 3,
        at: '2026-11-21T09:10:00.000Z',
        by: 'Ada Okafor',
        action: 'move',
        kind: 'thread',
        itemId: ids.welcome,
        before: { category: 'General Discussion' },
        after: { category: 'Announcements' },
        thread: { id: ids.welcome, title: 'Welcome to the Orisun community forum' },
      },
      {
        id: 2,
        at: '2026-11-21T09:05:00.000Z',
        by: 'Ada Okafor',
        action: 'lock',
        kind: 'thread',
        itemId: ids.welcome,
        before: { lockedAt: null },
        after: { lockedAt: '2026-11-21T09:05:00.000Z' },
        thread: { id: ids.welcome, title: 'Welcome to the Orisun community forum' },
      },
      {
        id: 1,
        at: '2026-11-21T09:00:00.000Z',
        by: 'Ada Okafor',
        action: 'pin',
        kind: 'thread',
        itemId: ids.welcome,
        before: { isPinned: false },
        after: { isPinned: true },
        thread: { id: ids.welcome, title: 'Welcome to the Orisun community forum' },
      },
    ],
    total: 5,
    page: 1,
    pageSize: 50,
  }),
};
