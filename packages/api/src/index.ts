export * from './company/index.ts';
export { acceptedAnswers, forumAnswers, forumFollowAnswers, forumLimitAnswers, reservationAnswers } from './answers.ts';
export * from './schemas/applications.ts';
export * from './schemas/auth.ts';
export * from './schemas/briefs.ts';
export * from './schemas/consultants.ts';
export * from './schemas/contact.ts';
export * from './schemas/errors.ts';
export * from './schemas/events.ts';
export * from './schemas/forms.ts';
export * from './schemas/forum.ts';
export * from './schemas/forumFollow.ts';
export { forumPostIssues, forumPostRules, postLinkCount, postLinkRel, postSegments, type ForumPostRules, type PostSegment } from './forumText.ts';
export * from './schemas/health.ts';
export * from './schemas/inbox.ts';
export * from './schemas/outbox.ts';
export * from './schemas/savedReplies.ts';
export * from './schemas/subscriptions.ts';
export * from './schemas/tickets.ts';
export * from './schemas/ticketAttachments.ts';
export { statusAfterCustomerReply, statusAfterResponse, statusChangeMailsCustomer, ticketStatusChange } from './ticketStatus.ts';
export {
  buildPath,
  defineEndpoint,
  type EndpointDefinition,
  type HttpMethod,
  type MultipartBodyDefinition,
  type MultipartFileRule,
  type RequestInput,
  type ResponseBody,
  type ResponseWithStatus,
} from './endpoint.ts';
export {
  applicationEndpoints,
  authEndpoints,
  briefEndpoints,
  consultantEndpoints,
  contactEndpoints,
  customerTicketEndpoints,
  endpoints,
  eventEndpoints,
  forumEndpoints,
  forumFollowEndpoints,
  healthEndpoints,
  inboxEndpoints,
  operationsEndpoints,
  outboxEndpoints,
  savedReplyEndpoints,
  staffAccountEndpoints,
  subscriptionEndpoints,
  supportEndpoints,
  ticketEndpoints,
  type EndpointName,
  type Endpoints,
} from './endpoints/index.ts';
export { endpointCalls, type EndpointCall, type EndpointCalls } from './calls.ts';
export { routesOf, trustedCalls, type EndpointRoute, type RoutesOf } from './trusted.ts';
export { forumFollowRoutes, forumRoutes } from './endpoints/forumRoutes.ts';
export { customerTicketRoutes } from './endpoints/customerTicketRoutes.ts';
export {
  ApiError,
  contractMessage,
  createApiClient,
  createApiRequester,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorKind,
  type ApiRequester,
  type CallOptions,
  type UploadCallOptions,
} from './client.ts';
export { z } from './zod.ts';
export { formatDateTime, officeTimeZone, type DateTimeStyle } from './dates.ts';
export { ticketDueTimes, ticketOverdue, ticketOverdueKinds, ticketTargets, type TicketOverdue } from './ticketTargets.ts';
export { liveSentences, said, saying, speakIn, type ApiMessages } from './messages/index.ts';
