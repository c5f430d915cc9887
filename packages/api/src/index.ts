export * from './company/index.ts';
export { acceptedAnswers } from './answers.ts';
export * from './schemas/applications.ts';
export * from './schemas/auth.ts';
export * from './schemas/briefs.ts';
export * from './schemas/consultants.ts';
export * from './schemas/contact.ts';
export * from './schemas/errors.ts';
export * from './schemas/events.ts';
export * from './schemas/forms.ts';
export * from './schemas/forum.ts';
export { forumPostIssues, forumPostRules, postLinkCount, postLinkRel, postSegments, type ForumPostRules, type PostSegment } from './forumText.ts';
export * from './schemas/health.ts';
export * from './schemas/inbox.ts';
export * from './schemas/outbox.ts';
export * from './schemas/subscriptions.ts';
export * from './schemas/tickets.ts';
export { statusAfterCustomerReply, statusAfterResponse, statusChangeMailsCustomer, ticketStatusChange } from './ticketStatus.ts';
export {
  authEndpoints,
  buildPath,
  defineEndpoint,
  endpoints,
  forumEndpoints,
  outboxEndpoints,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type HttpMethod,
  type MultipartBodyDefinition,
  type MultipartFileRule,
  type RequestInput,
  type ResponseBody,
  type ResponseWithStatus,
} from './endpoints.ts';
export { operationsEndpoints } from './endpoints/operations.ts';
export {
  ApiError,
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
