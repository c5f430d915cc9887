import type { EndpointDefinition, MultipartBodyDefinition } from '../endpoint.ts';
import type { EndpointName, Endpoints } from '../endpoints/index.ts';
import type { operationsEndpoints } from '../endpoints/operations.ts';
import { events } from '../company/events.ts';
import { defaultResponses, healthFixtures, inboxFixtures, staffFixtures, subscribeFixtures, ticketFixtures } from '../mocks/fixtures.ts';
import { forumFixtures, forumReplies, forumThreads } from '../mocks/forumFixtures.ts';
import { outboxFixtures } from '../mocks/outboxFixtures.ts';
import { readyResponseSchema } from '../schemas/health.ts';
import { htmlDocumentSchema } from '../schemas/subscriptions.ts';
import type { z } from '../zod.ts';

/*
 * The examples of the OpenAPI document: what a caller sends, and what the server answers beyond each endpoint's
 * success answer (which is the mocks' default, `defaultResponses`). They come from the mocks' fixtures where those
 * have them, so the reference shows the same people, tickets and threads as Storybook. Each one is checked against
 * the endpoint's zod schema and the document's JSON Schema (packages/server/src/routes/api-docs.test.ts), and the
 * request examples are sent to the real server there.
 */

type Part<E extends EndpointDefinition, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodMiniType ? { [P in K]: z.input<E[K]> } : { [P in K]?: never };

/** A multipart body's example: its text fields, and each file field's content as text. */
type MultipartPart<E extends EndpointDefinition> = E['multipart'] extends MultipartBodyDefinition
  ? { body: z.input<E['multipart']['fields']> & { [F in keyof E['multipart']['files']]: string } }
  : unknown;

/** One request to an endpoint: its path parameters, query and body, each where the endpoint takes one. */
export type RequestExample<E extends EndpointDefinition> = Part<E, 'params'> & Part<E, 'query'> & (E['multipart'] extends MultipartBodyDefinition ? MultipartPart<E> : Part<E, 'body'>);

type DocumentedEndpoints = Endpoints & typeof operationsEndpoints;
type DocumentedName = keyof DocumentedEndpoints;

const [ticket] = ticketFixtures.list.tickets;
const [brief] = inboxFixtures.items.briefs;
const [application] = inboxFixtures.items.applications;
const [consultant] = inboxFixtures.items.consultants;
const [admin, staff] = staffFixtures.accounts.users;
const event = events.find((e) => e.featured && !e.registrationLink) ?? events[0];
const newThread = forumThreads[4];
const reply = forumReplies[1];
if (!ticket || !brief || !application || !consultant || !admin || !staff || !event || !newThread || !reply) {
  throw new Error('openapi examples: a fixture they are made from is gone');
}
const token = 'Xq7ZpN3vKd9LmB2wRt5YhC8sFj4GaE6u';

/** What a caller sends to each endpoint that takes something (keyed by endpoint name, as in `endpoints`). */
export const requestExamples: { [K in DocumentedName]?: RequestExample<DocumentedEndpoints[K]> } = {
  submitProjectBrief: { body: { name: brief.name, email: brief.email, projectType: 'Website & Web App Development', details: brief.details } },
  sendContactMessage: {
    body: { name: 'Bola Ahmed', email: 'bola@example.com', message: 'Can we visit your Lagos office next week to talk about a project?', office: 1 },
  },
  submitTeamApplication: {
    body: { name: application.name, email: application.email, role: application.role, message: application.message, resume: inboxFixtures.resume },
  },
  reserveEventSeat: { body: { email: 'ifeoma@example.com', date: event.date, time: event.time, title: event.title } },
  subscribe: { body: { email: 'chidi@example.com', list: 'newsletter' } },
  submitConsultantApplication: {
    body: {
      name: consultant.name,
      email: consultant.email,
      portfolioUrl: consultant.portfolioUrl,
      rate: consultant.rate,
      availability: 'part-time',
      expertise: consultant.expertise,
      bio: consultant.bio,
      location: consultant.location ?? '',
      isCompanyMember: consultant.isCompanyMember,
    },
  },
  confirmSubscriptionPage: { query: { token } },
  confirmSubscription: { query: { token } },
  unsubscribePage: { query: { token } },
  unsubscribeOneClick: { query: { token } },
  followThread: { params: { id: forumFixtures.ids.welcome }, body: { email: 'kemi@example.com' } },
  confirmFollowPage: { query: { token } },
  confirmFollow: { query: { token } },
  unfollowPage: { query: { token } },
  unfollow: { query: { token } },
  setForumName: { body: { name: 'Kemi Adeyemi' } },
  forumSignInLink: { body: { email: 'kemi@example.com' } },
  forumSignInPage: { query: { token } },
  forumSignIn: { query: { token } },
  signIn: { body: { email: admin.email, password: 'correct horse battery staple' } },
  addSavedReply: { body: { title: 'Invoice currency fixed', body: 'Hello {customer.name},\n\nYour invoices show NGN again.\n\n{agent.name}' } },
  updateSavedReply: {
    params: { id: '5a1e0c3d-7b2f-4e6a-9c1d-2f3e4a5b6c01' },
    body: { title: 'Password reset: check spam', body: 'Hello {customer.name}, the reset mail may be in your spam folder.' },
  },
  deleteSavedReply: { params: { id: '5a1e0c3d-7b2f-4e6a-9c1d-2f3e4a5b6c01' } },
  updateStaffProfile: {
    body: { name: staff.name, signature: `${staff.name}\nSupport, Ogbomosho office`, notifyOnAssignment: true, notifyOnCustomerReply: false },
  },
  addStaffAccount: { body: { email: staff.email, name: staff.name, role: 'staff', password: 'lagoon mango tricycle harmattan' } },
  disableStaffAccount: { params: { id: staff.id } },
  enableStaffAccount: { params: { id: staff.id } },
  resetStaffPassword: { params: { id: staff.id }, body: { password: 'kola nut river ferry at dawn' } },
  submitSupportRequest: {
    body: { name: ticket.customer, email: ticket.email, subject: ticket.subject, message: ticket.message, urgency: 'high' },
  },
  ticketAuth: { body: { email: ticket.email, ticketId: ticket.reference } },
  ticketAuthLink: { body: { link: 'hU3kD9qLwZ0rVt6yNb1mXc8sPf5gJe2aR7oTi4Ky' } },
  clientTickets: { body: { email: ticket.email } },
  clientReply: { body: { id: ticket.id, reply: 'Thank you, it is urgent for our month end.' } },
  ticketAttachment: { params: { id: '3f2b8c1e-5d4a-4b6f-9e21-7c0d5a9b8e41' } },
  listTickets: { query: { view: 'open', q: 'invoice', status: 'in-progress', urgency: 'high', page: 1, pageSize: 20 } },
  ticketCounts: {},
  ticketAssignees: {},
  createTicket: { body: { name: ticket.customer, email: ticket.email, subject: ticket.subject, message: ticket.message, urgency: 'high' } },
  getTicket: { params: { id: ticket.id } },
  setTicketStatus: { body: { id: ticket.id, status: 'resolved' } },
  assignTicket: { body: { id: ticket.id, assignedTo: 'Billing Team' } },
  assignTicketToPerson: { body: { id: ticket.id, assigneeId: staff.id } },
  changeTicketsInBulk: { body: { ids: [ticket.id], status: 'resolved' } },
  respondToTicket: { body: { id: ticket.id, message: 'Thanks for the report. We found the setting that changed and are fixing it today.' } },
  ticketReplying: { body: { id: ticket.id, writing: true } },
  addTicketNote: { body: { id: ticket.id, message: 'Currency setting was reset by the Nov 22 release.' } },
  listInbox: { params: { kind: 'briefs' }, query: { q: 'shop', handled: false, page: 1, pageSize: 20 } },
  exportInbox: { params: { kind: 'briefs' }, query: { handled: false } },
  setInboxHandled: { params: { kind: 'briefs', id: brief.id }, body: { handled: true } },
  downloadResume: { params: { id: application.id } },
  reopenConsultantApplication: { params: { id: consultant.id } },
  listThreads: { query: { activeTab: 'recent', searchQuery: 'mobile', limit: 20 } },
  listReplies: { query: { threadId: forumFixtures.ids.welcome } },
  createThread: { body: { title: newThread.title, category: newThread.category, content: newThread.content, tags: newThread.tags } },
  createReply: { params: { id: forumFixtures.ids.welcome }, body: { content: reply.content } },
  likeThread: { params: { id: forumFixtures.ids.welcome } },
  likeReply: { params: { id: reply.id } },
  markSolution: { params: { id: forumReplies[2]?.id ?? reply.id } },
  getThread: { params: { id: forumFixtures.ids.welcome } },
  countThreadView: { params: { id: forumFixtures.ids.welcome } },
  editThread: { params: { id: forumFixtures.ids.welcome }, body: { isPinned: true } },
  deleteThread: { params: { id: forumFixtures.ids.offline } },
  editReply: { params: { id: reply.id }, body: { content: reply.content } },
  deleteReply: { params: { id: reply.id } },
  previewPost: { body: { content: 'Try **this**:\n\n- one\n- two' } },
  reportPost: { body: { kind: 'reply', id: reply.id, reason: 'Advertises a betting site.' } },
  decideForumQueueEntry: { params: { kind: 'thread', id: forumFixtures.ids.offline }, body: { decision: 'keep' } },
  banForumAuthor: { body: { kind: 'reply', id: reply.id, scope: 'visitor', days: 7, reason: 'Posted the same advert in five threads.' } },
  liftForumBan: { params: { id: 1 } },
  forumAuditLog: { query: { page: 1, action: 'lock' } },
  editOwnThread: { params: { id: forumFixtures.ids.welcome }, body: { title: newThread.title, content: newThread.content, tags: newThread.tags } },
  deleteOwnThread: { params: { id: forumFixtures.ids.welcome } },
  editOwnReply: { params: { id: reply.id }, body: { content: reply.content } },
  deleteOwnReply: { params: { id: reply.id } },
  listFailedMail: { query: { page: 1, pageSize: 20 } },
  retryFailedMail: { params: { id: outboxFixtures.retried.id } },
};

const notFoundPage = htmlDocumentSchema.parse(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not valid</title></head><body><main><h1>This link is not valid any more</h1></main></body></html>',
);

/**
 * What the server answers, by endpoint and status: the mocks' default answer for the success status, and here the
 * other statuses an endpoint declares (503 of the health checks, 201 of an address already subscribed, 404 pages).
 */
export const responseExamples: { [K in DocumentedName]?: Readonly<Record<number, unknown>> } = {
  health: { 503: healthFixtures.degraded },
  ready: {
    503: readyResponseSchema.parse({
      ready: false,
      database: { driver: 'postgres', ok: true },
      migrations: { applied: 12, expected: 13 },
      outbox: { pending: 4, failed: 1, oldestPendingSeconds: 95 },
    }),
  },
  subscribe: { 201: subscribeFixtures.alreadySubscribed },
  // The mocks' default is the empty list (a healthy outbox); the reference shows some.
  listFailedMail: { 200: outboxFixtures.page(outboxFixtures.mails) },
  confirmSubscriptionPage: { 404: notFoundPage },
  confirmSubscription: { 404: notFoundPage },
  unsubscribePage: { 404: notFoundPage },
  confirmFollowPage: { 404: notFoundPage },
  confirmFollow: { 404: notFoundPage },
  unfollowPage: { 404: notFoundPage },
  unfollow: { 404: notFoundPage },
  forumSignInPage: { 404: notFoundPage },
  forumSignIn: { 303: '', 404: notFoundPage },
  metrics: {
    200:
      '# HELP http_request_duration_seconds Time from the request to the end of its answer, by method, route and status.\n' +
      '# TYPE http_request_duration_seconds histogram\n' +
      'http_request_duration_seconds_bucket{le="0.05",method="GET",route="/threads",status_code="200"} 1187\n' +
      'http_request_duration_seconds_count{method="GET",route="/threads",status_code="200"} 1190\n',
  },
};

/**
 * The example answer of endpoint `name` with `status`, if there is one: the mocks' default answer is the example of the
 * endpoint's first success status (the one the mocks answer with), `responseExamples` has the others.
 */
export function responseExample(name: string, endpoint: EndpointDefinition, status: number): { value: unknown } | undefined {
  const extra = (responseExamples as Record<string, Readonly<Record<number, unknown>> | undefined>)[name]?.[status];
  if (extra !== undefined) return { value: extra };
  const firstSuccess = Object.keys(endpoint.responses).map(Number).find((s) => s >= 200 && s < 300);
  if (status === firstSuccess && name in defaultResponses) return { value: defaultResponses[name as EndpointName] };
  return undefined;
}
