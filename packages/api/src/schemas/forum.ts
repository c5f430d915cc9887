import { z } from '../zod.ts';
import { staffUserSchema } from './auth.ts';
import { honeypotSchema, searchText } from './forms.ts';

/**
 * The community forum (docs/product.md §2.13, §3.10-§3.13 and §4.9; docs/adr/0011-anonymous-forum-posting-with-limits.md). The seven calls of the spec keep their
 * paths and payloads (`GET /threads`, `GET /replies`, `POST /threads`, `POST /threads/:id/replies`,
 * `PUT /threads/:id/like`, `PUT /replies/:id/like`, `PUT /replies/:id/mark-solution`); what the spec leaves
 * to the page (admin actions, reports, one thread by id) is ours, under `/api/forum/`.
 *
 * The server decides every id, author, avatar, count, time and admin flag: the spec's client-made fields in a
 * body (`id`, `author`, `authorAvatar`, `likes`, `createdAt`, `isAdminPost`, ...) are accepted and ignored
 * (zod objects drop unknown keys). A visitor is an httpOnly cookie the server makes; an admin is a staff
 * session with role `admin` (the forum's Admin Portal signs in with `POST /api/auth/sign-in`).
 */

/** The five categories (docs/product.md §2.13), in the order the forum shows them. Descriptions are page copy. */
export const forumCategories = ['General Discussion', 'Feature Requests', 'Troubleshooting', 'Announcements', 'Showcase'] as const;
export type ForumCategory = (typeof forumCategories)[number];

/** The tabs of the thread list (docs/product.md §2.13). `saved` lists the ids the visitor's browser keeps. */
export const forumTabs = ['recent', 'popular', 'unanswered', 'solved', 'saved'] as const;
export type ForumTab = (typeof forumTabs)[number];

/** A thread is popular with more views than this (docs/product.md §2.13). */
export const forumPopularViews = 100;

/** Author names and avatars the server gives (docs/product.md §3.10). */
export const forumAuthors = {
  visitor: { name: 'Anonymous', avatar: '?' },
  admin: { name: 'Orisun Team', avatar: 'A' },
} as const;

export const forumLimits = {
  /**
   * The shortest title, and the shortest thread content or reply (admins' too), in characters; the server's defaults
   * of `FORUM_MIN_TITLE_LENGTH` and `FORUM_MIN_POST_LENGTH`, which a form may check before sending.
   */
  titleMin: 15,
  postMin: 20,
  titleMax: 200,
  contentMax: 20_000,
  /** The most links in a visitor's post (admins are not capped); the default of `FORUM_MAX_LINKS`. */
  linksMax: 2,
  tagsMax: 5,
  tagMax: 30,
  reportReasonMax: 500,
  /** Threads per page of `GET /threads`. */
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** Ids a `saved` list may ask for at once. */
  savedMax: 200,
} as const;

export const forumMessages = {
  threadCreated: 'Thread Created Successfully',
  /** The spec's toast titles for a refused create or reply; the server's sentence follows. */
  threadFailed: 'Error uploading Thread',
  replyFailed: 'Error Adding Reply',
  adminLoggedIn: 'Admin Logged In Successfully',
  adminBanner: 'Admin Mode Active - Posting as',
  threadNotFound: 'There is no such thread.',
  replyNotFound: 'There is no such reply.',
  notYours: 'Only the person who started this thread or a moderator can choose its solution.',
  alreadySolved: 'This thread already has a solution.',
  alreadyReported: 'You have reported this already.',
  reported: 'Thank you. A moderator will look at it.',
  adminOnly: 'Only a forum admin can do this.',
  pending: 'Thanks! Your thread will appear once a moderator approves it.',
  category: `Choose a category: ${forumCategories.join(', ')}.`,
  tab: `Choose a tab: ${forumTabs.join(', ')}.`,
  tag: `Keep each tag to ${forumLimits.tagMax} characters of letters, digits and hyphens.`,
  tags: `Add at most ${forumLimits.tagsMax} tags, each once.`,
} as const;

/** The sentences of the posting rules (lengths and links), from the server's 400 or a form's own check alike. */
export const forumPostMessages = {
  titleTooShort: (min: number) => `Make the title at least ${min} characters long, so people know what it is about.`,
  contentTooShort: (min: number) => `Write at least ${min} characters, so people can help.`,
  tooManyLinks: (max: number) => (max === 0 ? 'Posts without an account cannot hold links; remove them.' : `Posts without an account may hold at most ${max} link${max === 1 ? '' : 's'}; remove the others.`),
};

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const lineBreaks = /[\r\n\u2028\u2029]/;

/** Post text (thread content, a reply, an edit): trimmed, non-blank, no control characters; the minimum lengths are checked apart (`forumPostIssues`), with the server's settings. */
export function forumText(label: string) {
  return z
    .string({ error: `Write ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Write ${label}.`),
      z.maxLength(forumLimits.contentMax, `Keep ${label} under ${forumLimits.contentMax + 1} characters.`),
      z.refine((value) => !controlCharacters.test(value), `Remove the special characters from ${label}.`),
    );
}

const forumTitle = z
  .string({ error: 'Write a title.' })
  .check(
    z.trim(),
    z.minLength(1, 'Write a title.'),
    z.maxLength(forumLimits.titleMax, `Keep the title under ${forumLimits.titleMax + 1} characters.`),
    z.refine((value) => !lineBreaks.test(value) && !controlCharacters.test(value), 'Write the title on one line, without special characters.'),
  );

/** One tag as typed: trimmed, lower-cased, spaces become hyphens (`Feature Request` -> `feature-request`). */
export function normalizeForumTag(typed: string): string {
  return typed.trim().toLowerCase().replace(/\s+/g, '-');
}

export const forumTagSchema = z.pipe(
  z.pipe(z.string({ error: forumMessages.tag }), z.transform(normalizeForumTag)),
  z
    .string()
    .check(z.minLength(1, forumMessages.tag), z.maxLength(forumLimits.tagMax, forumMessages.tag), z.regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, forumMessages.tag)),
);

const forumTags = z._default(
  z
    .array(forumTagSchema, { error: forumMessages.tags })
    .check(z.maxLength(forumLimits.tagsMax, forumMessages.tags), z.refine((tags) => new Set(tags).size === tags.length, forumMessages.tags)),
  [],
);

const forumCategory = z.enum(forumCategories, { error: forumMessages.category });

/** `POST /threads` (the spec's full thread object; only these fields are read). */
export const newThreadSchema = z.object({
  title: forumTitle,
  category: forumCategory,
  content: forumText('the content'),
  tags: forumTags,
  website: honeypotSchema,
});
export type NewThreadInput = z.input<typeof newThreadSchema>;
export type NewThread = z.output<typeof newThreadSchema>;

/** `POST /threads/:id/replies` (the spec's reply object; only `content` is read). */
export const newReplySchema = z.object({ content: forumText('a reply'), website: honeypotSchema });
export type NewReplyInput = z.input<typeof newReplySchema>;

const isoTime = z.iso.datetime({ offset: true });
const threadId = z.uuid({ error: forumMessages.threadNotFound });
const replyId = z.uuid({ error: forumMessages.replyNotFound });

export const forumThreadParamsSchema = z.object({ id: threadId });
export const forumReplyParamsSchema = z.object({ id: replyId });

/**
 * A thread as the list shows it: the spec's Thread, with `lastReplyAt`/`lastReplyBy` in place of its preformatted
 * `lastReply` text, and whether this visitor started it (`mine`). The same for every reader (but for their own held
 * threads), so the server answers most lists from memory; what a visitor did to a thread (`liked`, `reported`) is in
 * the thread's own answer (`ForumThread`). `content` is plain text: the page shows line breaks and turns URLs into
 * links (never HTML).
 */
export const forumThreadSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.enum(forumCategories),
  author: z.string(),
  authorAvatar: z.string(),
  replies: z.int(),
  views: z.int(),
  likes: z.int(),
  /** Likes on this thread's replies, summed. */
  replyLikes: z.int(),
  lastReplyAt: z.nullable(isoTime),
  lastReplyBy: z.nullable(z.string()),
  content: z.string(),
  isPinned: z.boolean(),
  isSolved: z.boolean(),
  createdAt: isoTime,
  editedAt: z.nullable(isoTime),
  tags: z.array(z.string()),
  isAdminPost: z.boolean(),
  /** This visitor started it (and so may choose its solution). */
  mine: z.boolean(),
  /** Held for a moderator's approval (only its author and admins see it). */
  pending: z.boolean(),
});
export type ForumThreadSummary = z.infer<typeof forumThreadSummarySchema>;

/** A thread as its dialog shows it: the list's summary and what this visitor did to it. */
export const forumThreadSchema = z.extend(forumThreadSummarySchema, {
  /** This visitor likes it. */
  liked: z.boolean(),
  /** This visitor has reported it (the Report button stays disabled). */
  reported: z.boolean(),
});
export type ForumThread = z.infer<typeof forumThreadSchema>;

/**
 * A thread as its author has it the moment it is posted: nothing on it yet (no replies, views or likes), theirs
 * (`mine`), by a visitor or the forum's admin (`author`), held for a moderator when `pending`. The one place this
 * shape is made outside the database: the server's answer to a thread its honeypot dropped (stored nowhere) and the
 * mock forum's new thread (`@orisun/api/mocks`). `id` defaults to a new random UUID.
 */
export function newThreadShape(
  body: Pick<NewThread, 'title' | 'category' | 'content' | 'tags'>,
  author: keyof typeof forumAuthors,
  at: Date,
  { id = crypto.randomUUID(), pending = false }: { id?: string; pending?: boolean } = {},
): ForumThread {
  return {
    id,
    title: body.title,
    category: body.category,
    author: forumAuthors[author].name,
    authorAvatar: forumAuthors[author].avatar,
    replies: 0,
    views: 0,
    likes: 0,
    replyLikes: 0,
    lastReplyAt: null,
    lastReplyBy: null,
    content: body.content,
    isPinned: false,
    isSolved: false,
    createdAt: at.toISOString(),
    editedAt: null,
    tags: body.tags,
    isAdminPost: author === 'admin',
    liked: false,
    reported: false,
    mine: true,
    pending,
  };
}

export const forumReplySchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  author: z.string(),
  authorAvatar: z.string(),
  content: z.string(),
  likes: z.int(),
  createdAt: isoTime,
  editedAt: z.nullable(isoTime),
  isSolution: z.boolean(),
  isAdminReply: z.boolean(),
  liked: z.boolean(),
  reported: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

/**
 * The rules the server holds a post's text to, with its settings (`FORUM_MIN_TITLE_LENGTH`, `FORUM_MIN_POST_LENGTH`,
 * `FORUM_MAX_LINKS`; `forumLimits` has their defaults): the shortest title and post, in characters, and the most links
 * in a post, null when not capped (an admin's). `forumPostIssues` applies them, on the server and in the forms.
 */
export const forumPostRulesSchema = z.object({ titleMin: z.int(), postMin: z.int(), linksMax: z.nullable(z.int()) });
export type ForumPostRulesAnswer = z.infer<typeof forumPostRulesSchema>;

/**
 * `GET /threads`: the spec's `activeTab` and `searchQuery` (case-insensitive substring of title, category,
 * tags and content), paged beyond the spec with an opaque `cursor` (the previous page's `nextCursor`).
 * Pinned threads come first, then the newest activity (a thread's creation or its latest reply).
 * `saved`: the comma-separated ids of the visitor's saved threads, read for `activeTab=saved` only.
 */
const pageSizeMessage = `Choose a page size from 1 to ${forumLimits.pageSizeMax}.`;

export const forumThreadListQuerySchema = z.object({
  activeTab: z._default(z.enum(forumTabs, { error: forumMessages.tab }), 'recent'),
  searchQuery: searchText(),
  cursor: z.optional(z.string().check(z.maxLength(200, 'Start again from the first page.'))),
  limit: z._default(
    z.coerce.number({ error: pageSizeMessage }).check(z.int(pageSizeMessage), z.gte(1, pageSizeMessage), z.lte(forumLimits.pageSizeMax, pageSizeMessage)),
    forumLimits.pageSizeDefault,
  ),
  saved: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(forumLimits.savedMax * 37, 'Ask for fewer saved threads at once.')),
        z.transform((value: string) => (value === '' ? [] : value.split(','))),
      ),
      z.array(z.uuid({ error: 'Saved threads are listed by their ids.' })).check(z.maxLength(forumLimits.savedMax, 'Ask for fewer saved threads at once.')),
    ),
  ),
});
export type ForumThreadListQuery = z.input<typeof forumThreadListQuerySchema>;

/**
 * The answer of `GET /threads`: one page, how many threads match (`total`, the list title's count), the cursor of
 * the next page (null at the end), how many threads the forum shows in all (the header's discussion count) and per
 * category (the category cards' real counts), and the posting rules of the reader (`rules`).
 */
export const forumThreadPageSchema = z.object({
  threads: z.array(forumThreadSummarySchema),
  total: z.int(),
  nextCursor: z.nullable(z.string()),
  discussions: z.int(),
  categories: z.array(z.object({ name: z.enum(forumCategories), threads: z.int() })),
  /** The rules this reader's posts are held to, so the forum's forms can check them before sending. */
  rules: forumPostRulesSchema,
});
export type ForumThreadPage = z.infer<typeof forumThreadPageSchema>;

/** `GET /replies?threadId=`: the replies of one thread, oldest first (opening a thread counts a view). */
export const forumReplyListQuerySchema = z.object({ threadId });
export const forumReplyListSchema = z.array(forumReplySchema);

/** `GET /api/forum/threads/:id`: one thread (a shared link), with its replies. */
export const forumThreadDetailSchema = z.object({ thread: forumThreadSchema, replies: z.array(forumReplySchema) });
export type ForumThreadDetail = z.infer<typeof forumThreadDetailSchema>;

/** The answer of `POST /threads`: the new thread (`pending` when it waits for a moderator). */
export const forumThreadResultSchema = z.object({ thread: forumThreadSchema, message: z.string() });
export const forumReplyResultSchema = z.object({ reply: forumReplySchema, thread: forumThreadSchema });

/** The answer of a like toggle: whether this visitor likes it now, and the count. */
export const forumLikeResultSchema = z.object({ liked: z.boolean(), likes: z.int() });
export type ForumLikeResult = z.infer<typeof forumLikeResultSchema>;

/** The answer of `PUT /replies/:id/mark-solution`. */
export const forumSolutionResultSchema = z.object({ thread: forumThreadSchema, reply: forumReplySchema });

/** Admin: `PATCH /api/forum/threads/:id` (edit the content, pin or unpin). */
export const forumThreadEditSchema = z
  .object({ content: z.optional(forumText('the content')), isPinned: z.optional(z.boolean({ error: 'Send isPinned as true or false.' })) })
  .check(z.refine((value) => value.content !== undefined || value.isPinned !== undefined, { message: 'Send the new content or isPinned.', path: ['content'] }));
export type ForumThreadEdit = z.infer<typeof forumThreadEditSchema>;

/** Admin: `PATCH /api/forum/replies/:id`. */
export const forumReplyEditSchema = z.object({ content: forumText('the reply') });

export const forumItemKinds = ['thread', 'reply'] as const;
export type ForumItemKind = (typeof forumItemKinds)[number];

/** `POST /api/forum/reports`: one report per visitor and item. */
export const forumReportSchema = z.object({
  kind: z.enum(forumItemKinds, { error: 'Report a thread or a reply.' }),
  id: z.uuid({ error: 'There is no such post.' }),
  reason: z
    .string({ error: 'Say what is wrong with it.' })
    .check(
      z.trim(),
      z.minLength(1, 'Say what is wrong with it.'),
      z.maxLength(forumLimits.reportReasonMax, `Keep the reason under ${forumLimits.reportReasonMax + 1} characters.`),
      z.refine((value) => !controlCharacters.test(value), 'Remove the special characters from the reason.'),
    ),
});
export type ForumReportInput = z.infer<typeof forumReportSchema>;

/**
 * One entry of the moderation queue (admins, on /admin/dashboard): a reported post with its reports, or a thread
 * held for approval (`FORUM_PREMODERATION`). `hidden`: reported by enough distinct visitors to be hidden until
 * an admin decides.
 */
export const forumQueueEntrySchema = z.object({
  kind: z.enum(forumItemKinds),
  id: z.uuid(),
  threadId: z.uuid(),
  threadTitle: z.string(),
  author: z.string(),
  content: z.string(),
  createdAt: isoTime,
  pending: z.boolean(),
  hidden: z.boolean(),
  reports: z.array(z.object({ reason: z.string(), at: isoTime })),
});
export type ForumQueueEntry = z.infer<typeof forumQueueEntrySchema>;
export const forumQueueSchema = z.object({ entries: z.array(forumQueueEntrySchema), total: z.int() });
export type ForumQueue = z.infer<typeof forumQueueSchema>;

export const forumQueueParamsSchema = z.object({ kind: z.enum(forumItemKinds, { error: 'Choose a thread or a reply.' }), id: z.uuid({ error: 'There is no such post.' }) });

/** What an admin decides on a queue entry: keep it (dismiss the reports, approve a held thread) or remove it. */
export const forumQueueDecisions = ['keep', 'remove'] as const;
export const forumQueueDecisionSchema = z.object({ decision: z.enum(forumQueueDecisions, { error: 'Choose keep or remove.' }) });

/**
 * Who reads the forum (`GET /api/forum/viewer`): the staff account of a live session, or null for a visitor. Only
 * role `admin` moderates; staff with role `staff` are ordinary visitors here.
 */
export const forumViewerSchema = z.object({ user: z.nullable(staffUserSchema) });
export type ForumSignedIn = z.infer<typeof forumViewerSchema>;
