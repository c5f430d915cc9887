import * as m from '#messages';
import { forumAdminBanner, forumAuthors, forumLimits, type ForumCategory, type ForumTab } from '@orisun/api';
import { formatCount as formatCountIn, type ThreadRowLabels } from '@orisun/ui';
import { baseLocale, groupSeparators, locale } from '../i18n/index.ts';

/** A count as this build's language writes it: `1,234`, French `1 234`. */
const formatCount = (count: number) => formatCountIn(count, groupSeparators[locale]);

/** '1 thread', '12 threads' (a list's count, a category card's). */
const threadCount = (count: number) => (count === 1 ? m.forum_threadsOne({ count: formatCount(count) }) : m.forum_threadsMany({ count: formatCount(count) }));

/**
 * The community forum's copy (docs/product.md §2.13, §3.10-§3.13): the words around the posts are the `forum` messages
 * (site/messages). Rules and limits live in @orisun/api and are passed to the messages. The admin mode's banner stays
 * the API's English words (a forum admin's, like the staff screens).
 */
export const forumPage = {
  heading: m.forum_heading(),
  intro: m.forum_intro(),
  discussions: (count: number) =>
    count === 1 ? m.forum_discussionsOne({ count: formatCount(count) }) : m.forum_discussionsMany({ count: formatCount(count) }),
  adminLogin: m.forum_adminLogin(),
  newThread: m.forum_newThread(),
  searchLabel: m.forum_searchLabel(),
  // Short enough for a 375 px phone's field.
  searchPlaceholder: m.forum_searchPlaceholder(),
  tabsLabel: m.forum_tabsLabel(),
  tabs: {
    recent: { label: m.forum_tabRecent(), title: m.forum_tabRecentTitle() },
    popular: { label: m.forum_tabPopular(), title: m.forum_tabPopularTitle() },
    unanswered: { label: m.forum_tabUnanswered(), title: m.forum_tabUnansweredTitle() },
    solved: { label: m.forum_tabSolved(), title: m.forum_tabSolvedTitle() },
    saved: { label: m.forum_tabSaved(), title: m.forum_tabSavedTitle() },
  } satisfies Record<ForumTab, { label: string; title: string }>,
  listCount: (total: number) => threadCount(total),
  categoriesHeading: m.forum_categories(),
  categoryThreads: (count: number) => threadCount(count),
  tagsHeading: m.forum_tagsHeading(),
  loadMore: m.forum_loadMore(),
  /** The link to a list's next page (its own address, `rel=next`); with JavaScript it adds the page below. */
  more: m.forum_more(),
  allCategories: m.forum_allCategories(),
  categoriesLabel: m.forum_categories(),
  /** The list's heading on a category's, a tag's or a search's page, and a later page. */
  inCategory: (title: string, category: string) => m.forum_inCategory({ title, category }),
  withTag: (title: string, tag: string) => m.forum_withTag({ title, tag }),
  matching: (title: string, q: string) => m.forum_matching({ title, q }),
  pageNumber: (page: number) => m.forum_pageNumber({ page }),
  savedNeedsScript: m.forum_savedNeedsScript(),
  loading: m.forum_loading(),
  searching: m.forum_searching(),
  /** On a thread's own page read without JavaScript, in place of the list: the forum's list pages are links. */
  browseThreads: m.forum_browseThreads(),
  noScript: m.forum_noScript(),
  loadFailed: m.forum_loadFailed(),
  retry: m.forum_tryAgain(),
  empty: {
    search: m.forum_emptySearch(),
    saved: m.forum_emptySaved(),
    category: m.forum_emptyCategory(),
    none: m.forum_emptyNone(),
  },
  clearSearch: m.forum_clearSearch(),
  lastReply: (by: string, when: string) => m.forum_lastReply({ by: authorName(by), when }),
  adminBanner: `${forumAdminBanner} ${forumAuthors.admin.name}`,
  logOut: m.forum_logOut(),
  loggedOut: m.forum_loggedOut(),
  logOutFailed: m.forum_logOutFailed(),
} as const;

/** The thread rows' own words (the kit's `ThreadRow`) in this build's language: in English, the kit's. */
export const threadRowLabels: Partial<ThreadRowLabels> | undefined =
  locale === baseLocale
    ? undefined
    : {
        open: m.forum_rowOpen(),
        pinned: m.forum_pinned(),
        solved: m.forum_solved(),
        likes: (n) => (n === 1 ? m.forum_rowLikeOne() : m.forum_rowLikeMany()),
        admin: m.forum_admin(),
        category: m.forum_rowCategory(),
        save: m.forum_rowSave(),
        postedBy: m.forum_rowPostedBy(),
        replies: (n) => (n === 1 ? m.forum_repliesOne({ count: formatCount(n) }) : m.forum_repliesMany({ count: formatCount(n) })),
        replyLikes: (n) => (n === 1 ? m.forum_rowReplyLikesOne({ count: formatCount(n) }) : m.forum_rowReplyLikesMany({ count: formatCount(n) })),
        lastReply: m.forum_rowLastReply(),
        count: formatCount,
      };

/** The five category cards: their descriptions (names and order from `forumCategories`). */
export const forumCategoryDescriptions: Record<ForumCategory, string> = {
  'General Discussion': m.forum_categoryGeneral(),
  'Feature Requests': m.forum_categoryFeatureRequests(),
  Troubleshooting: m.forum_categoryTroubleshooting(),
  Announcements: m.forum_categoryAnnouncements(),
  Showcase: m.forum_categoryShowcase(),
};

/** The Popular Tags chips (docs/product.md §2.13), in the order listed there. */
export const forumPopularTags = [
  'help',
  'feature-request',
  'bug',
  'discussion',
  'tutorial',
  'question',
  'feedback',
  'api',
  'mobile',
  'web',
  'analytics',
  'performance',
] as const;

/** Relative times (docs/product.md §2.13). */
export const forumTime = {
  justNow: m.forum_justNow(),
  minutes: (n: number) => (n === 1 ? m.forum_minutesAgoOne({ count: n }) : m.forum_minutesAgoMany({ count: n })),
  hours: (n: number) => (n === 1 ? m.forum_hoursAgoOne({ count: n }) : m.forum_hoursAgoMany({ count: n })),
} as const;

/**
 * An author's name as this page shows it: the default name of a visitor who chose none is stored as "Anonymous" (the
 * same in every language, and reserved: nobody can choose it), so a French page says "Anonyme"; chosen names as they are.
 */
export function authorName(author: string): string {
  return author === forumAuthors.visitor.name ? m.forum_anonymous() : author;
}

/** The thread dialog. */
export const forumThread = {
  pinned: m.forum_pinned(),
  solved: m.forum_solved(),
  solution: m.forum_solution(),
  admin: m.forum_admin(),
  postedBy: (author: string) => m.forum_postedBy({ author: authorName(author) }),
  /** In place of a post its author deleted while replies depend on it (stored as the English `forumDeletedByAuthor`). */
  deletedByAuthor: m.forum_deletedByAuthor(),
  like: m.forum_like(),
  likes: (n: number) => (n === 1 ? m.forum_likesOne({ count: formatCount(n) }) : m.forum_likesMany({ count: formatCount(n) })),
  /** Save keeps the thread in this browser's Saved tab; once saved it reads Saved (pressing it again un-saves). */
  save: m.forum_save(),
  saved: m.forum_saved(),
  report: m.forum_report(),
  reported: m.forum_reported(),
  share: m.forum_share(),
  linkCopied: m.forum_linkCopied(),
  copyFailed: m.forum_copyFailed(),
  edit: m.forum_edit(),
  save_edit: m.forum_saveEdit(),
  cancel: m.forum_cancel(),
  editLabel: m.forum_editLabel(),
  editReplyLabel: m.forum_editReplyLabel(),
  editEmpty: m.forum_editEmpty(),
  pin: m.forum_pin(),
  unpin: m.forum_unpin(),
  pinnedToast: m.forum_pinnedToast(),
  unpinnedToast: m.forum_unpinnedToast(),
  editedToast: m.forum_editedToast(),
  deleteThread: m.forum_deleteThread(),
  deleteReply: m.forum_deleteReply(),
  confirmDeleteThread: m.forum_confirmDeleteThread(),
  confirmDeleteReply: m.forum_confirmDeleteReply(),
  threadDeleted: m.forum_threadDeleted(),
  replyDeleted: m.forum_replyDeleted(),
  markSolution: m.forum_markSolution(),
  markedSolution: m.forum_markedSolution(),
  repliesHeading: (n: number) => (n === 1 ? m.forum_repliesOne({ count: formatCount(n) }) : m.forum_repliesMany({ count: formatCount(n) })),
  /** The thread page's pages of replies (`?page=2`, JavaScript off and search engines; the dialog shows them all). */
  replyPagesLabel: m.forum_replyPagesLabel(),
  replyPageStatus: (page: number, count: number) => m.forum_replyPageStatus({ page, count }),
  previousReplies: m.forum_previousReplies(),
  nextReplies: m.forum_nextReplies(),
  /** On a later page of replies, where the thread's post is. */
  firstPost: m.forum_firstPost(),
  noReplies: m.forum_noReplies(),
  replyLabel: m.forum_replyLabel(),
  replyPlaceholder: m.forum_replyPlaceholder(),
  postReply: m.forum_postReply(),
  replyPosted: m.forum_replyPosted(),
  emoji: m.forum_emoji(),
  loading: m.forum_threadLoading(),
  loadFailed: m.forum_threadLoadFailed(),
  /** A thread's own page whose answer did not come: the server's copy stays readable, without its buttons. */
  actionsFailed: m.forum_actionsFailed(),
  /** A form of the thread (reply, report, edit) whose code loads when first wanted. */
  formLoading: m.forum_formLoading(),
  formFailed: m.forum_formFailed(),
  tryAgain: m.forum_tryAgain(),
  close: m.forum_close(),
  actionFailed: m.forum_actionFailed(),
  reportTitle: m.forum_reportTitle(),
  reportDescription: m.forum_reportDescription(),
  reportReason: m.forum_reportReason(),
  reportSend: m.forum_reportSend(),
  reportReasonMissing: m.forum_reportReasonMissing(),
  reportFailed: m.forum_reportFailed(),
  likeFailed: m.forum_likeFailed(),
  solutionFailed: m.forum_solutionFailed(),
  pinFailed: m.forum_pinFailed(),
  editFailed: m.forum_editFailed(),
  deleteFailed: m.forum_deleteFailed(),
  retryWait: (seconds: number) => m.forum_retryWait({ seconds }),
  offline: m.forum_offline(),
} as const;

/** The forum's post composer (the new thread's content, a reply, an edit): Write and Preview, and the rules shown. */
export const forumComposer = {
  write: m.forum_write(),
  preview: m.forum_preview(),
  modes: (field: string) => m.forum_modes({ field }),
  previewLoading: m.forum_previewLoading(),
  previewEmpty: m.forum_previewEmpty(),
  previewFailed: m.forum_previewFailed(),
  markdown: m.forum_markdown(),
  /** A length rule with a counter: what is left, or what is written once it is met. */
  atLeast: (min: number, written: number) => (written < min ? m.forum_atLeastToGo({ min, left: min - written }) : m.forum_atLeastWritten({ min, written })),
  linksMax: (max: number) => (max === 0 ? m.forum_linksNone() : max === 1 ? m.forum_linksOne({ max }) : m.forum_linksMany({ max })),
  failed: m.forum_notSent(),
} as const;

/** The New Thread dialog. */
export const forumNewThread = {
  title: m.forum_newThreadTitle(),
  description: m.forum_newThreadDescription(),
  fields: {
    title: m.forum_fieldTitle(),
    titlePlaceholder: m.forum_fieldTitlePlaceholder(),
    category: m.forum_fieldCategory(),
    categoryPlaceholder: m.forum_fieldCategoryPlaceholder(),
    content: m.forum_fieldContent(),
    contentPlaceholder: m.forum_fieldContentPlaceholder(),
    tags: m.forum_fieldTags(),
    tagsHint: m.forum_fieldTagsHint({ tagsMax: forumLimits.tagsMax, tagMax: forumLimits.tagMax }),
  },
  honeypot: m.forum_honeypot(),
  cancel: m.forum_cancel(),
  submit: m.forum_postThread(),
  submitting: m.forum_posting(),
} as const;

/** The Admin Portal dialog. */
export const forumAdminLogin = {
  title: m.forum_adminTitle(),
  description: m.forum_adminDescription(),
  email: m.forum_adminEmail(),
  password: m.forum_adminPassword(),
  cancel: m.forum_cancel(),
  submit: m.forum_adminSubmit(),
  submitting: m.forum_adminSubmitting(),
  notAdmin: m.forum_adminNotAdmin(),
  failedTitle: m.forum_adminFailedTitle(),
} as const;
