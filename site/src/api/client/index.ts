/*
 * The site's one way to call the API: an area's table of calls, `api.forum.createReply({ params: { id }, body })`,
 * imported as `import * as api from './client/index.ts'` by the TanStack Query hooks beside this folder (site/src/api).
 * Pages reach the server only through these (or those hooks), never with `fetch`. Each area is a module of its own, made
 * without side effects, and this index only re-exports them: a chunk carries the areas it calls and their schemas,
 * no other (the forum page carries the forum's and the sign-in's, not the whole API's: tests/e2e/budgets.test.ts).
 */
export { applications } from './applications.ts';
export { auth } from './auth.ts';
export { briefs } from './briefs.ts';
export { consultants } from './consultants.ts';
export { contact } from './contact.ts';
export { checkedCustomerTickets } from './checkedCustomerTickets.ts';
export { customerTickets } from './customerTickets.ts';
export { events } from './events.ts';
export { forum } from './forum.ts';
export { forumFollow } from './forumFollow.ts';
export { inbox } from './inbox.ts';
export { outbox } from './outbox.ts';
export { savedReplies } from './savedReplies.ts';
export { staffAccounts } from './staffAccounts.ts';
export { subscriptions } from './subscriptions.ts';
export { support } from './support.ts';
export { tickets } from './tickets.ts';
