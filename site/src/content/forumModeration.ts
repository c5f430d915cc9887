import { forumLimits, type ForumAuditAction, type ForumBanScope, type ForumItemKind } from '@orisun/api';
import { formatCount } from '@orisun/ui';

/**
 * Copy of the staff desk's forum moderation beyond the queue (admins): locking and moving threads, bans, the
 * moderation log; and of authors' own Edit and Delete in the thread dialog.
 */

/** Lock, Move and Ban author on a thread or post (the queue's entries and the threads list). */
export const threadModerationCopy = {
  lock: 'Lock',
  unlock: 'Unlock',
  lockName: (title: string) => `Lock “${title}”`,
  unlockName: (title: string) => `Unlock “${title}”`,
  locked: 'Locked',
  move: 'Move',
  moveName: (title: string) => `Move “${title}” to another category`,
  moveTitle: 'Move this thread',
  moveDescription: (title: string) => `“${title}” goes to the category you choose; its address stays the same.`,
  categoryLabel: 'Category',
  moveConfirm: 'Move thread',
  ban: 'Ban author',
  banName: (what: string) => `Ban the author of ${what}`,
  banTitle: 'Ban the author',
  banDescription: 'They can still read the forum, but cannot post, like or report until the ban ends.',
  scopeLabel: 'Whom to ban',
  scopes: {
    visitor: { label: 'This visitor', description: 'Their browser (the forum cookie).' },
    network: { label: 'Their whole network', description: 'Everyone on the same network (IPv4 /24, IPv6 /48): for someone who clears cookies.' },
  } satisfies Record<ForumBanScope, { label: string; description: string }>,
  daysLabel: 'Days',
  daysHint: 'From 1 to 365.',
  reasonLabel: 'Reason',
  reasonHint: 'Kept in the moderation log and the list of bans.',
  banConfirm: 'Ban',
  cancel: 'Cancel',
  toasts: {
    locked: 'Thread locked',
    lockedDetail: 'No one but an admin can reply now.',
    unlocked: 'Thread unlocked',
    moved: (category: string) => `Moved to ${category}`,
    banned: 'Author banned',
    lockFailed: 'Could not change the lock',
    moveFailed: 'Could not move the thread',
    banFailed: 'Could not ban the author',
  },
};

/** The Forum threads section: find a thread, then lock, move or ban its author. */
export const forumThreadsCopy = {
  heading: 'Forum threads',
  intro: 'Find a thread to lock it, move it to another category or ban its author. The newest activity comes first.',
  searchLabel: 'Search threads',
  searchPlaceholder: 'Title, tag or text',
  count: (n: number) => (n === 1 ? '1 thread' : `${formatCount(n)} threads`),
  loading: 'Loading threads',
  loadFailed: 'The threads could not be loaded.',
  retryLabel: 'Try again',
  emptyTitle: 'No threads found',
  emptyDescription: 'Try other words.',
  listLabel: 'Threads',
  by: (author: string, category: string) => `by ${author} in ${category}`,
  pending: 'Held for approval',
  replies: (n: number) => (n === 1 ? '1 reply' : `${formatCount(n)} replies`),
};

/** The Bans section. */
export const forumBansCopy = {
  heading: 'Forum bans',
  intro: 'Visitors and networks stopped from posting, liking and reporting, newest first. A ban ends on its own at its time.',
  count: (n: number) => (n === 1 ? '1 ban in force' : `${formatCount(n)} bans in force`),
  loading: 'Loading bans',
  loadFailed: 'The bans could not be loaded.',
  retryLabel: 'Try again',
  emptyTitle: 'No bans in force',
  emptyDescription: 'Ban the author of a post from the moderation queue or the threads list.',
  caption: 'Bans in force',
  columns: { whom: 'Whom', reason: 'Reason', until: 'Until', by: 'Set by', actions: 'Actions' },
  scopes: { visitor: 'Visitor', network: 'Network' } satisfies Record<ForumBanScope, string>,
  post: (kind: ForumItemKind) => (kind === 'thread' ? 'the author of a thread' : 'the author of a reply'),
  viewPost: 'See the post',
  set: (at: string) => `set ${at}`,
  formerAdmin: 'A former admin',
  lift: 'Lift',
  liftName: (reason: string) => `Lift the ban “${reason}”`,
  toasts: { lifted: 'Ban lifted', liftedDetail: 'They can post again.', liftFailed: 'Could not lift the ban' },
};

/** The Moderation log section (the `forum_audit` table). */
export const forumLogCopy = {
  heading: 'Moderation log',
  intro: 'Who did what to which post, and when, newest first: every admin action and every author’s own change.',
  count: (n: number) => (n === 1 ? '1 entry' : `${formatCount(n)} entries`),
  loading: 'Loading the moderation log',
  loadFailed: 'The moderation log could not be loaded.',
  retryLabel: 'Try again',
  emptyTitle: 'Nothing logged',
  emptyDescription: 'Moderation actions show here as they happen.',
  filterLabel: 'Action',
  allActions: 'All actions',
  caption: 'Moderation log',
  columns: { when: 'When', who: 'Who', action: 'Action', item: 'Post', change: 'Change' },
  author: 'The author',
  formerAdmin: 'A former admin',
  kinds: { thread: 'Thread', reply: 'Reply in' } satisfies Record<ForumItemKind, string>,
  gone: 'a post no longer stored',
  pagesLabel: 'Pages of the moderation log',
  actions: {
    edit: 'Edited',
    pin: 'Pinned',
    unpin: 'Unpinned',
    lock: 'Locked',
    unlock: 'Unlocked',
    move: 'Moved',
    delete: 'Deleted',
    keep: 'Kept',
    remove: 'Removed',
    'mark-solution': 'Chose the solution',
    ban: 'Banned the author',
    unban: 'Lifted a ban',
    'author-edit': 'Author edited',
    'author-delete': 'Author deleted',
  } satisfies Record<ForumAuditAction, string>,
};

/** The author's own Edit and Delete in the thread dialog. */
export const ownPostCopy = {
  edit: 'Edit',
  delete: 'Delete',
  editThreadName: 'Edit your thread',
  editReplyName: 'Edit your reply',
  deleteThreadName: 'Delete your thread',
  deleteReplyName: 'Delete your reply',
  window: `You can change your post for ${forumLimits.authorEditHours} hours after posting.`,
  titleLabel: 'Title',
  contentLabel: 'Text of your post',
  replyLabel: 'Text of your reply',
  save: 'Save changes',
  cancel: 'Cancel',
  confirmThread: 'Delete your thread? With replies, it stays with its title and says you deleted it.',
  confirmReply: 'Delete your reply? If others replied after it, it stays and says you deleted it.',
  confirmDelete: 'Delete',
  toasts: { saved: 'Your changes are saved', saveFailed: 'Could not save your changes', deleted: 'Your post was deleted', deleteFailed: 'Could not delete your post' },
  edited: (when: string) => `edited ${when}`,
  locked: 'This thread is locked: no new replies can be posted.',
};
