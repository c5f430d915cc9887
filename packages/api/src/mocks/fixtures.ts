import type { EndpointName, Endpoints, ResponseBody } from '../endpoints.ts';
import { authMessages, signedInSchema, staffAccountListSchema, staffAccountResultSchema } from '../schemas/auth.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';
import { healthResponseSchema } from '../schemas/health.ts';
import { consultantApplicationMessages } from '../company/consultantRules.ts';
import { htmlDocumentSchema, subscriptionMessages } from '../schemas/subscriptions.ts';

// Every fixture goes through its schema, so a schema change that the fixtures do not follow fails at import.

export const healthFixtures = {
  ok: healthResponseSchema.parse({
    status: 'ok',
    database: { driver: 'pglite', ok: true },
    version: '0.1.0',
    uptimeSeconds: 3_600,
  }),
  degraded: healthResponseSchema.parse({
    status: 'degraded',
    database: { driver: 'postgres', ok: false },
    version: '0.1.0',
    uptimeSeconds: 12,
  }),
};

/** `POST /subscribe` answers: 200 for each list, and 201 for an address already on the list. */
export const subscribeFixtures = {
  newsletter: submissionAcceptedSchema.parse({ message: subscriptionMessages.subscribed.newsletter }),
  developerPortal: submissionAcceptedSchema.parse({ message: subscriptionMessages.subscribed['developer-portal'] }),
  alreadySubscribed: submissionAcceptedSchema.parse({ message: subscriptionMessages.alreadySubscribed }),
};

/** Staff accounts and sessions: an admin signed in, and the accounts an admin sees. */
export const staffFixtures = {
  admin: signedInSchema.parse({
    user: { id: '0b7f4c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f', email: 'adaeze@orisun.software', name: 'Adaeze Okafor', role: 'admin' },
  }),
  staff: signedInSchema.parse({
    user: { id: '3c9d2e7a-1b4f-4a6c-8d5e-7f8a9b0c1d2e', email: 'tunde@orisun.software', name: 'Tunde Bakare', role: 'staff' },
  }),
  accounts: staffAccountListSchema.parse({
    users: [
      {
        id: '0b7f4c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f',
        email: 'adaeze@orisun.software',
        name: 'Adaeze Okafor',
        role: 'admin',
        disabled: false,
        createdAt: '2026-09-01T08:00:00.000Z',
        lastSignInAt: '2026-11-24T09:12:00.000Z',
      },
      {
        id: '3c9d2e7a-1b4f-4a6c-8d5e-7f8a9b0c1d2e',
        email: 'tunde@orisun.software',
        name: 'Tunde Bakare',
        role: 'staff',
        disabled: false,
        createdAt: '2026-09-03T10:30:00.000Z',
        lastSignInAt: null,
      },
    ],
  }),
};

const newAccount = staffAccountResultSchema.parse({ user: staffFixtures.accounts.users[1] });

/** What each endpoint answers by default in Storybook and component tests (a missing endpoint fails to compile). */
export const defaultResponses: { [K in EndpointName]: ResponseBody<Endpoints[K]> } = {
  health: healthFixtures.ok,
  submitProjectBrief: submissionAcceptedSchema.parse({ message: "Thank you for your submission! We'll get back to you within 24 hours." }),
  sendContactMessage: submissionAcceptedSchema.parse({ message: 'Message Sent! Our Lagos team will respond within 24 hours.' }),
  reserveEventSeat: submissionAcceptedSchema.parse({
    message: "Your seat is reserved. We've e-mailed you the details and a calendar invite.",
  }),
  submitTeamApplication: submissionAcceptedSchema.parse({
    message: "Thank you for your submission! We'll get back to you once your application is analyzed.",
  }),
  submitConsultantApplication: submissionAcceptedSchema.parse({ message: consultantApplicationMessages.accepted }),
  subscribe: subscribeFixtures.newsletter,
  confirmSubscriptionPage: htmlDocumentSchema.parse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Confirm</title></head><body><main><h1>Confirm your subscription</h1><form method="post"><button type="submit">Confirm</button></form></main></body></html>',
  ),
  confirmSubscription: htmlDocumentSchema.parse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Confirmed</title></head><body><main><h1>You\'re subscribed</h1></main></body></html>',
  ),
  unsubscribePage: htmlDocumentSchema.parse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head><body><main><h1>You\'re unsubscribed</h1></main></body></html>',
  ),
  signIn: staffFixtures.admin,
  signOut: submissionAcceptedSchema.parse({ message: authMessages.signedOut }),
  session: staffFixtures.admin,
  listStaffAccounts: staffFixtures.accounts,
  addStaffAccount: newAccount,
  disableStaffAccount: staffAccountResultSchema.parse({ user: { ...newAccount.user, disabled: true } }),
  enableStaffAccount: newAccount,
  resetStaffPassword: newAccount,
  unsubscribeOneClick: submissionAcceptedSchema.parse({ message: "You're unsubscribed from the Orisun Software newsletter." }),
};
