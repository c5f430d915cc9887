import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';
import { confirmQuerySchema, htmlDocumentSchema, subscribeSchema, unsubscribeQuerySchema } from '../schemas/subscriptions.ts';

/** The mailing lists (newsletter, developer portal): subscribing, the double opt-in's confirmation and unsubscribing (the mails' links). Part of `endpoints` (./index.ts). */
export const subscriptionEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/subscribe',
    summary:
      'Adds an address to a mailing list (newsletter or developer-portal) as pending and mails it a confirmation link (double opt-in; resent at most once a day); the welcome, with an unsubscribe link, follows the confirmation. 200 when new, pending or back after unsubscribing; 201 when it is confirmed on the list already (the spec shows 201 as an error-style notice).',
    body: subscribeSchema,
    responses: { 200: submissionAcceptedSchema, 201: submissionAcceptedSchema },
  }),
  confirmSubscriptionPage: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/confirm',
    summary:
      'The link of the confirmation mail: a small HTML page with a button that confirms (a GET changes nothing, as mail scanners open links); an unknown or expired token gets a 404 HTML page.',
    query: confirmQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  confirmSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/confirm',
    summary:
      "The confirmation page's button (form-encoded; the body is not needed): confirms the subscription, mails the welcome and answers an HTML page (again: no change); an unknown or expired token (7 days) gets a 404 HTML page.",
    query: confirmQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  unsubscribePage: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/unsubscribe',
    summary:
      'The unsubscribe link of every mail to a subscriber: unsubscribes (again: no change) and answers a small HTML page; an unknown token gets a 404 HTML page. HEAD changes nothing.',
    query: unsubscribeQuerySchema,
    responses: { 200: htmlDocumentSchema, 404: htmlDocumentSchema },
  }),
  unsubscribeOneClick: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/unsubscribe',
    summary:
      "One-click unsubscribe (RFC 8058) that mail clients send for the List-Unsubscribe header (body `List-Unsubscribe=One-Click`, form-encoded; the body is not needed): 200 once unsubscribed, 404 for an unknown token.",
    query: unsubscribeQuerySchema,
    responses: { 200: submissionAcceptedSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
