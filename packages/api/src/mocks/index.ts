export { defaultResponses, healthFixtures, inboxFixtures, savedReplyFixtures, staffFixtures, subscribeFixtures, ticketFixtures } from './fixtures.ts';
export {
  handlers,
  mockEndpoint,
  respondSlowly,
  respondWhenReleased,
  respondWith,
  respondWithError,
  respondWithNetworkError,
  type ErrorOptions,
  type HeldReply,
  type RespondOptions,
} from './handlers.ts';
export { inboxHandlers, type InboxHandlerOptions } from './inbox.ts';
export {
  createStaffDesk,
  staffDeskAccounts,
  staffDeskCommonPassword,
  staffDeskMoreTickets,
  staffDeskPassword,
  staffDeskTickets,
  type StaffDesk,
  type StaffDeskOptions,
} from './staffDesk.ts';
export { forumFixtures, forumReplies, forumThreads } from './forumFixtures.ts';
export { forumQueueCases, forumQueueEntries, forumQueueHandlers, type ForumQueueHandlerOptions, type ForumQueueHandlers } from './forumQueue.ts';
export { createForum, forumMoreThreads, forumPageSize, type Forum, type ForumOptions } from './forum.ts';
export { createForumFollow, type ForumFollowMockOptions } from './forumFollow.ts';
export { forumFollowDefaults } from './forumFollowFixtures.ts';
export { failedMails, moreFailedMails, outboxFixtures } from './outboxFixtures.ts';
export { outboxHandlers, type OutboxHandlerOptions, type OutboxHandlers } from './outbox.ts';
export { forumModerationHandlers, type ForumModerationHandlers, type ForumModerationOptions } from './forumModeration.ts';
