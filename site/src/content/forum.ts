import { forumAuthors, forumLimits, forumMessages, type ForumCategory, type ForumTab } from '@orisun/api';
import { formatCount } from '@orisun/ui';

/** The community forum's copy (docs/product.md §2.13, §3.10-§3.13). Rules and limits live in @orisun/api. */
export const forumPage = {
  heading: 'Community Forum',
  intro: 'Ask questions, share what you are building and tell us what to build next.',
  discussions: (count: number) => `${formatCount(count)} ${count === 1 ? 'discussion' : 'discussions'}`,
  adminLogin: 'Admin login',
  newThread: 'New Thread',
  searchLabel: 'Search the forum',
  // Short enough for a 375 px phone's field.
  searchPlaceholder: 'Search the forum',
  tabsLabel: 'Thread lists',
  tabs: {
    recent: { label: 'Recent', title: 'Recent Discussions' },
    popular: { label: 'Popular', title: 'Popular Threads' },
    unanswered: { label: 'Unanswered', title: 'Unanswered Questions' },
    solved: { label: 'Solved', title: 'Solved Issues' },
    saved: { label: 'Saved', title: 'Your Saved Threads' },
  } satisfies Record<ForumTab, { label: string; title: string }>,
  listCount: (total: number) => `${formatCount(total)} ${total === 1 ? 'thread' : 'threads'}`,
  categoriesHeading: 'Categories',
  categoryThreads: (count: number) => `${formatCount(count)} ${count === 1 ? 'thread' : 'threads'}`,
  tagsHeading: 'Popular Tags',
  loadMore: 'Load more',
  /** The link to a list's next page (its own address, `rel=next`); with JavaScript it adds the page below. */
  more: 'More threads',
  allCategories: 'All',
  categoriesLabel: 'Categories',
  /** The list's heading on a category's, a tag's or a search's page, and a later page. */
  inCategory: (title: string, category: string) => `${title} in ${category}`,
  withTag: (title: string, tag: string) => `${title} tagged #${tag}`,
  matching: (title: string, q: string) => `${title} matching “${q}”`,
  pageNumber: (page: number) => `page ${page}`,
  savedNeedsScript: 'Saved threads are kept in your browser: turn on JavaScript to see them.',
  loading: 'Loading threads',
  searching: 'Searching',
  /** On a thread's own page read without JavaScript, in place of the list: the forum's list pages are links. */
  browseThreads: 'Browse the threads',
  noScript: 'The thread list needs JavaScript. Turn it on to read and search the forum.',
  loadFailed: 'The threads could not be loaded.',
  retry: 'Try again',
  empty: {
    search: 'No threads found matching your search',
    saved: 'You have no saved threads',
    category: 'No threads in this category yet. Be the first to start a discussion!',
    none: 'No threads yet. Be the first to start a discussion!',
  },
  clearSearch: 'Clear search',
  lastReply: (by: string, when: string) => `Last reply by ${by} ${when}`,
  adminBanner: `${forumMessages.adminBanner} ${forumAuthors.admin.name}`,
  logOut: 'Log out',
  loggedOut: 'Logged out of admin mode',
  logOutFailed: 'Could not log out',
} as const;

/** The five category cards: their descriptions (names and order from `forumCategories`). */
export const forumCategoryDescriptions: Record<ForumCategory, string> = {
  'General Discussion': 'Talk about anything related to our products and services',
  'Feature Requests': 'Suggest new features and improvements',
  Troubleshooting: 'Get help with technical issues',
  Announcements: 'Official updates from the Orisun team',
  Showcase: 'Share what you have built with our tools',
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
  justNow: 'Just now',
  minutes: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
  hours: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
} as const;

/** The thread dialog. */
export const forumThread = {
  pinned: 'Pinned',
  solved: 'Solved',
  solution: 'Solution',
  admin: 'Admin',
  postedBy: (author: string) => `Posted by @${author}`,
  like: 'Like',
  likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
  /** Save keeps the thread in this browser's Saved tab; once saved it reads Saved (pressing it again un-saves). */
  save: 'Save',
  saved: 'Saved',
  report: 'Report',
  reported: 'Reported',
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  edit: 'Edit',
  save_edit: 'Save changes',
  cancel: 'Cancel',
  editLabel: 'Edit the content',
  editReplyLabel: 'Edit the reply',
  editEmpty: 'Write some text before saving.',
  pin: 'Pin',
  unpin: 'Unpin',
  pinnedToast: 'Thread pinned',
  unpinnedToast: 'Thread unpinned',
  editedToast: 'Changes saved',
  deleteThread: 'Delete thread',
  deleteReply: 'Delete',
  confirmDeleteThread: 'Delete this thread and all its replies? This cannot be undone.',
  confirmDeleteReply: 'Delete this reply? This cannot be undone.',
  threadDeleted: 'Thread deleted',
  replyDeleted: 'Reply deleted',
  markSolution: 'Mark as solution',
  markedSolution: 'Marked as the solution',
  repliesHeading: (n: number) => `${n} ${n === 1 ? 'Reply' : 'Replies'}`,
  /** The thread page's pages of replies (`?page=2`, JavaScript off and search engines; the dialog shows them all). */
  replyPagesLabel: 'Pages of replies',
  replyPageStatus: (page: number, count: number) => `Replies, page ${page} of ${count}`,
  previousReplies: 'Earlier',
  nextReplies: 'Later',
  /** On a later page of replies, where the thread's post is. */
  firstPost: 'Read the first post',
  noReplies: 'No replies yet. Be the first to help.',
  replyLabel: 'Your reply',
  replyPlaceholder: 'Write a reply...',
  postReply: 'Post Reply',
  replyPosted: 'Reply posted',
  emoji: 'Add emoji',
  loading: 'Loading the thread',
  loadFailed: 'This thread could not be loaded.',
  /** A thread's own page whose answer did not come: the server's copy stays readable, without its buttons. */
  actionsFailed: 'Liking, replying and following need the thread from the server, which did not answer.',
  /** A form of the thread (reply, report, edit) whose code loads when first wanted. */
  formLoading: 'Loading the form',
  formFailed: 'The form could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  close: 'Close',
  actionFailed: 'Something went wrong',
  reportTitle: 'Report this post',
  reportDescription: 'Tell the moderators what is wrong with it.',
  reportReason: 'Reason',
  reportSend: 'Send report',
  reportReasonMissing: 'Say what is wrong with it.',
  reportFailed: 'Could not send the report',
  likeFailed: 'Could not update the like',
  solutionFailed: 'Could not mark the solution',
  pinFailed: 'Could not change the pin',
  editFailed: 'Could not save the changes',
  deleteFailed: 'Could not delete',
  retryWait: (seconds: number) => `Please wait ${seconds} seconds and try again.`,
  offline: 'You seem to be offline. Check your connection and try again.',
} as const;

/** The forum's post composer (the new thread's content, a reply, an edit): Write and Preview, and the rules shown. */
export const forumComposer = {
  write: 'Write',
  preview: 'Preview',
  modes: (field: string) => `${field}: write or preview`,
  previewLoading: 'Loading the preview',
  previewEmpty: 'Nothing to preview yet.',
  previewFailed: 'The preview could not be shown.',
  markdown: 'Markdown works: **bold**, _italic_, `code`, lists, > quotes and [links](https://example.com).',
  /** A length rule with a counter: what is left, or what is written once it is met. */
  atLeast: (min: number, written: number) => (written < min ? `At least ${min} characters: ${min - written} to go.` : `At least ${min} characters: ${written} written.`),
  linksMax: (max: number) => (max === 0 ? 'No links.' : `At most ${max} link${max === 1 ? '' : 's'}.`),
  failed: 'Not sent',
} as const;

/** The New Thread dialog. */
export const forumNewThread = {
  title: 'Start a New Thread',
  description: 'Ask a question or start a discussion. Fields marked * are required.',
  fields: {
    title: 'Title',
    titlePlaceholder: 'What would you like to discuss?',
    category: 'Category',
    categoryPlaceholder: 'Choose a category',
    content: 'Content',
    contentPlaceholder: 'Describe your question or idea in detail...',
    tags: 'Tags',
    tagsHint: `Optional: up to ${forumLimits.tagsMax} tags of letters, digits and hyphens, ${forumLimits.tagMax} characters each. Press Enter or the plus button to add one.`,
  },
  honeypot: 'Leave this field empty',
  cancel: 'Cancel',
  submit: 'Post Thread',
  submitting: 'Posting...',
} as const;

/** The Admin Portal dialog. */
export const forumAdminLogin = {
  title: 'Admin Portal',
  description: 'Sign in with a forum admin account to moderate the forum.',
  email: 'Admin Email',
  password: 'Password',
  cancel: 'Cancel',
  submit: 'Login',
  submitting: 'Logging in...',
  notAdmin: 'This account cannot moderate the forum: only forum admins can log in here.',
  failedTitle: 'Login failed',
} as const;
