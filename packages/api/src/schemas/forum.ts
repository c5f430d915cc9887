import { z } from '../zod.ts';
import { saying, sayingInForum } from '../messages/index.ts';
import { staffUserSchema } from './auth.ts';
import { honeypotSchema, searchText, textPatterns, type FieldLabel } from './forms.ts';
import { forumCategories, forumTabs, forumAuthors, forumLimits } from './forumFacts.ts';
export { forumMessages, forumPostMessages } from './forumSentences.ts';

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

export {
  forumCategories,
  forumTabs,
  forumPopularViews,
  forumAuthors,
  forumLimits,
  forumDeletedByAuthor,
  forumAdminBanner,
  withinAuthorEditWindow,
  type ForumCategory,
  type ForumTab,
} from './forumFacts.ts';


/**
 * Post text (thread content, a reply, an edit), named by its label (`theContent`: "Write the content."): trimmed,
 * non-blank, no control characters; the minimum lengths are checked apart (`forumPostIssues`), with the server's settings.
 */
export function forumText(label: FieldLabel) {
  const blank = sayingInForum((m) => m.forum.write(m.labels[label]));
  return z
    .string(blank)
    .check(
      z.trim(),
      z.minLength(1, { ...blank, abort: true }),
      z.maxLength(forumLimits.contentMax, { ...saying((m) => m.keepUnder(m.labels[label], forumLimits.contentMax)), abort: true }),
      z.regex(textPatterns.textWithText, saying((m) => m.removeSpecial(m.labels[label]))),
    );
}

const untitled = sayingInForum((m) => m.forum.write(m.labels.title));
const forumTitle = z
  .string(untitled)
  .check(
    z.trim(),
    z.minLength(1, { ...untitled, abort: true }),
    z.maxLength(forumLimits.titleMax, { ...saying((m) => m.keepUnder(m.labels.theTitle, forumLimits.titleMax)), abort: true }),
    z.regex(textPatterns.oneLineWithText, sayingInForum((m) => m.forum.titleOneLine)),
  );

/** One tag as typed: trimmed, lower-cased, spaces become hyphens (`Feature Request` -> `feature-request`). */
export function normalizeForumTag(typed: string): string {
  return typed.trim().toLowerCase().replace(/\s+/g, '-');
}

const badTag = sayingInForum((m) => m.forum.tag(forumLimits.tagMax));
export const forumTagSchema = z.pipe(
  z.pipe(z.string(badTag), z.transform(normalizeForumTag)),
  z.string().check(z.minLength(1, badTag), z.maxLength(forumLimits.tagMax, badTag), z.regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, badTag)),
);

const badTags = sayingInForum((m) => m.forum.tags(forumLimits.tagsMax));
const forumTags = z._default(
  z.array(forumTagSchema, badTags).check(z.maxLength(forumLimits.tagsMax, badTags), z.refine((tags) => new Set(tags).size === tags.length, badTags)),
  [],
);

const badCategory = sayingInForum((m) => m.forum.category(forumCategories));
const forumCategory = z.enum(forumCategories, badCategory);

/** `POST /threads` (the spec's full thread object; only these fields are read). */
export const newThreadSchema = z.object({
  title: forumTitle,
  category: forumCategory,
  content: forumText('theContent'),
  tags: forumTags,
  website: honeypotSchema,
});
export type NewThreadInput = z.input<typeof newThreadSchema>;
export type NewThread = z.output<typeof newThreadSchema>;

/** `POST /threads/:id/replies` (the spec's reply object; only `content` is read). */
export const newReplySchema = z.object({ content: forumText('aReply'), website: honeypotSchema });
export type NewReplyInput = z.input<typeof newReplySchema>;

const isoTime = z.iso.datetime({ offset: true });
const threadId = z.uuid(sayingInForum((m) => m.forum.threadNotFound));
const replyId = z.uuid(sayingInForum((m) => m.forum.replyNotFound));

export const forumThreadParamsSchema = z.object({ id: threadId });
export const forumReplyParamsSchema = z.object({ id: replyId });

/**
 * A thread as the list shows it: the spec's Thread, with `lastReplyAt`/`lastReplyBy` in place of its preformatted
 * `lastReply` text, and whether this visitor started it (`mine`). The same for every reader (but for their own held
 * threads), so the server answers most lists from memory; what a visitor did to a thread (`liked`, `reported`) is in
 * the thread's own answer (`ForumThread`). `content` is the Markdown its author wrote (the text to edit); the thread's
 * own answer adds it rendered (`contentHtml`, docs/adr/0024-forum-posts-in-markdown.md).
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
  /** The start of `content` as plain text, without its Markdown, for a list row (`postExcerpt`, `@orisun/api/markdown`). */
  excerpt: z.string(),
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
  /** Closed by an admin: no new replies (admins may still answer). */
  isLocked: z.boolean(),
  /** Its author deleted it while it had replies; its `content` is `forumDeletedByAuthor`. Absent means no. */
  deletedByAuthor: z.optional(z.boolean()),
});
export type ForumThreadSummary = z.infer<typeof forumThreadSummarySchema>;

/**
 * A post's content as the server renders it from its Markdown (`renderPostHtml`, `@orisun/api/markdown`): sanitized HTML
 * of paragraphs, line breaks, emphasis, lists, code, quotes and links (`rel="nofollow ugc noopener"`), nothing else.
 * A page may insert it as HTML.
 */
const postHtml = z.string();

/** A thread as its dialog shows it: the list's summary, its content rendered, and what this visitor did to it. */
export const forumThreadSchema = z.extend(forumThreadSummarySchema, {
  contentHtml: postHtml,
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
 * mock forum's new thread (`@orisun/api/mocks`). `contentHtml` is `renderPostHtml(body.content)` and `excerpt`
 * `postExcerpt(body.content)`; `id` defaults to a new random UUID.
 */
export function newThreadShape(
  body: Pick<NewThread, 'title' | 'category' | 'content' | 'tags'>,
  author: keyof typeof forumAuthors,
  at: Date,
  { contentHtml, excerpt, id = crypto.randomUUID(), pending = false }: { contentHtml: string; excerpt: string; id?: string; pending?: boolean },
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
    contentHtml,
    excerpt,
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
    isLocked: false,
  };
}

export const forumReplySchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  author: z.string(),
  authorAvatar: z.string(),
  content: z.string(),
  contentHtml: postHtml,
  likes: z.int(),
  createdAt: isoTime,
  editedAt: z.nullable(isoTime),
  isSolution: z.boolean(),
  isAdminReply: z.boolean(),
  liked: z.boolean(),
  reported: z.boolean(),
  /** This visitor wrote it (and so may edit or delete it within `forumLimits.authorEditHours`); absent means no. */
  mine: z.optional(z.boolean()),
  /** Its author deleted it; its `content` is `forumDeletedByAuthor`. Absent means no. */
  deletedByAuthor: z.optional(z.boolean()),
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
const forumPageMessage = `Choose a page from 1 to ${forumLimits.pageMax}.`;

export const forumThreadListQuerySchema = z.object({
  activeTab: z._default(z.enum(forumTabs, sayingInForum((m) => m.forum.tab(forumTabs))), 'recent'),
  searchQuery: searchText(),
  cursor: z.optional(z.string().check(z.maxLength(200, 'Start again from the first page.'))),
  limit: z._default(
    z.coerce.number({ error: pageSizeMessage }).check(z.int(pageSizeMessage), z.gte(1, pageSizeMessage), z.lte(forumLimits.pageSizeMax, pageSizeMessage)),
    forumLimits.pageSizeDefault,
  ),
  /** Only the threads of this category (the forum's `/forum/c/<category>` page). */
  category: z.optional(forumCategory),
  /** Only the threads with this tag (`/forum/tag/<tag>`). */
  tag: z.optional(forumTagSchema),
  /** The page from 1, `limit` threads each (the forum's HTML pages, `?page=2`); a `cursor` goes on from where it points instead. */
  page: z._default(
    z.coerce.number({ error: forumPageMessage }).check(z.int(forumPageMessage), z.gte(1, forumPageMessage), z.lte(forumLimits.pageMax, forumPageMessage)),
    1,
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

/** The answer of `POST /api/forum/threads/:id/views`: the thread's view count, this view included when it counted. */
export const forumViewCountSchema = z.object({ views: z.int() });
export type ForumViewCount = z.infer<typeof forumViewCountSchema>;

/** The answer of a like toggle: whether this visitor likes it now, and the count. */
export const forumLikeResultSchema = z.object({ liked: z.boolean(), likes: z.int() });
export type ForumLikeResult = z.infer<typeof forumLikeResultSchema>;

/** The answer of `PUT /replies/:id/mark-solution`. */
export const forumSolutionResultSchema = z.object({ thread: forumThreadSchema, reply: forumReplySchema });

/**
 * `POST /api/forum/preview`: a post's Markdown as it would be shown, before it is posted (the composers' Preview).
 * Any text up to the longest post; nothing is stored.
 */
export const forumPreviewSchema = z.object({
  content: z.string({ error: 'Send the text to preview.' }).check(z.maxLength(forumLimits.contentMax, `Keep the text under ${forumLimits.contentMax + 1} characters.`)),
});
export type ForumPreviewInput = z.infer<typeof forumPreviewSchema>;
export const forumPreviewResultSchema = z.object({ html: postHtml });
export type ForumPreviewResult = z.infer<typeof forumPreviewResultSchema>;

/** Admin: `PATCH /api/forum/threads/:id` (edit the content, pin or unpin). */
export const forumThreadEditSchema = z
  .object({
    content: z.optional(forumText('theContent')),
    isPinned: z.optional(z.boolean({ error: 'Send isPinned as true or false.' })),
    /** Close the thread to new replies (true) or open it again. */
    isLocked: z.optional(z.boolean({ error: 'Send isLocked as true or false.' })),
    /** Move the thread to another category. */
    category: z.optional(z.enum(forumCategories, badCategory)),
  })
  .check(
    z.refine((value) => value.content !== undefined || value.isPinned !== undefined || value.isLocked !== undefined || value.category !== undefined, {
      message: 'Send the new content, isPinned, isLocked or category.',
      path: ['content'],
    }),
  );
export type ForumThreadEdit = z.infer<typeof forumThreadEditSchema>;

/** Admin: `PATCH /api/forum/replies/:id`. */
export const forumReplyEditSchema = z.object({ content: forumText('theReply') });

export const forumItemKinds = ['thread', 'reply'] as const;
export type ForumItemKind = (typeof forumItemKinds)[number];

/** A reason given for a report or a ban: trimmed, required, at most `reportReasonMax` characters. */
function reasonText(missing: { error: string | (() => string) }) {
  return z
    .string(missing)
    .check(
      z.trim(),
      z.minLength(1, { ...missing, abort: true }),
      z.maxLength(forumLimits.reportReasonMax, { ...saying((m) => m.keepUnder(m.labels.theReason, forumLimits.reportReasonMax)), abort: true }),
      z.regex(textPatterns.textWithText, saying((m) => m.removeSpecial(m.labels.theReason))),
    );
}

/** `POST /api/forum/reports`: one report per visitor and item. */
export const forumReportSchema = z.object({
  kind: z.enum(forumItemKinds, { error: 'Report a thread or a reply.' }),
  id: z.uuid({ error: 'There is no such post.' }),
  reason: reasonText(sayingInForum((m) => m.forum.reportReason)),
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
  /** The thread's category and whether it is locked, for the entry's Lock and Move actions. */
  threadCategory: z.enum(forumCategories),
  threadLocked: z.boolean(),
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

/** Whom a ban stops: the visitor (their cookie) or their whole network (an IPv4 /24 or IPv6 /48). */
export const forumBanScopes = ['visitor', 'network'] as const;
export type ForumBanScope = (typeof forumBanScopes)[number];

/** An admin bans the author of a post: admins never see visitors' ids or addresses, only their posts. */
export const forumBanCreateSchema = z.object({
  kind: z.enum(forumItemKinds, { error: 'Choose a thread or a reply.' }),
  id: z.uuid({ error: 'There is no such post.' }),
  scope: z.enum(forumBanScopes, { error: 'Ban the visitor or their network.' }),
  days: z.int({ error: 'Ban for a whole number of days.' }).check(z.minimum(1, 'Ban for at least a day.'), z.maximum(365, 'Ban for at most 365 days.')),
  reason: reasonText({ error: 'Say why.' }),
});
export type ForumBanCreate = z.infer<typeof forumBanCreateSchema>;
/** The ban form of the staff desk: the ban's fields but the post, which the form is opened on. */
export const forumBanFormSchema = z.omit(forumBanCreateSchema, { kind: true, id: true });
export type ForumBanForm = z.infer<typeof forumBanFormSchema>;

/** A ban as admins list it: whom (by the post that led to it), why, until when, and who decided. */
export const forumBanSchema = z.object({
  id: z.int(),
  scope: z.enum(forumBanScopes),
  reason: z.string(),
  until: isoTime,
  createdAt: isoTime,
  by: z.nullable(z.string()),
  post: z.object({ kind: z.enum(forumItemKinds), id: z.uuid() }),
});
export type ForumBan = z.infer<typeof forumBanSchema>;
export const forumBanListSchema = z.object({ bans: z.array(forumBanSchema) });
export const forumBanResultSchema = z.object({ ban: forumBanSchema, message: z.string() });
export const forumBanParamsSchema = z.object({ id: z.coerce.number().check(z.int({ error: 'There is no such ban.' }), z.positive('There is no such ban.')) });

/** What admins did on the forum, newest first (the `forum_audit` table), a page at a time. */
export const forumAuditActions = ['edit', 'pin', 'unpin', 'lock', 'unlock', 'move', 'delete', 'keep', 'remove', 'mark-solution', 'ban', 'unban', 'author-edit', 'author-delete'] as const;
export type ForumAuditAction = (typeof forumAuditActions)[number];
export const forumAuditEntrySchema = z.object({
  id: z.int(),
  at: isoTime,
  /** The admin's name; null for an author's own change (`author-*`) or an account since deleted. */
  by: z.nullable(z.string()),
  action: z.enum(forumAuditActions),
  kind: z.enum(forumItemKinds),
  itemId: z.uuid(),
  before: z.unknown(),
  after: z.unknown(),
  /** The thread the item is (or is in), and its title now: null when it is gone from the database. */
  thread: z.nullable(z.object({ id: z.uuid(), title: z.string() })),
});
export type ForumAuditEntry = z.infer<typeof forumAuditEntrySchema>;
export const forumAuditPageSize = 50;
export const forumAuditQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int('Choose a page.'), z.minimum(1, 'Choose a page.'), z.maximum(10_000, 'Choose a page.')), 1),
  /** Only the entries of this action. */
  action: z.optional(z.enum(forumAuditActions, { error: `Choose an action: ${forumAuditActions.join(', ')}.` })),
});
export type ForumAuditQuery = z.input<typeof forumAuditQuerySchema>;
export const forumAuditPageSchema = z.object({ entries: z.array(forumAuditEntrySchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type ForumAuditPage = z.infer<typeof forumAuditPageSchema>;

/**
 * An author's own edit of their thread (`PUT /api/forum/own/threads/:id`): title, content and tags, held to the same
 * rules as posting (the category is a moderator's to change).
 */
export const forumOwnThreadEditSchema = z.object({ title: forumTitle, content: forumText('theContent'), tags: forumTags });
export type ForumOwnThreadEdit = z.input<typeof forumOwnThreadEditSchema>;
/** An author's own edit of their reply (`PUT /api/forum/own/replies/:id`). */
export const forumOwnReplyEditSchema = z.object({ content: forumText('aReply') });
export type ForumOwnReplyEdit = z.input<typeof forumOwnReplyEditSchema>;
/** The answer of an author's delete: `removed` when the post is gone, else it stays as `forumDeletedByAuthor`. */
export const forumOwnDeleteResultSchema = z.object({ outcome: z.enum(['removed', 'replaced']), message: z.string() });
export type ForumOwnDeleteResult = z.infer<typeof forumOwnDeleteResultSchema>;
