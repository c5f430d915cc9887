import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { signedInSchema, signInSchema, staffSessionSchema } from '../schemas/auth.ts';
import { submissionAcceptedSchema } from '../schemas/forms.ts';

/**
 * A staff session's endpoints (part of `endpoints`, ./index.ts): sign in, sign out, who is signed in. The forum's
 * admin login uses them without the staff desk's endpoints.
 */
export const authEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    summary:
      "Signs a staff member in: a new session (httpOnly cookie) and who they are. 401 'Invalid email or password' alike for an unknown address, a wrong password and a disabled account; 429 with Retry-After after too many attempts from one IP address or for one account.",
    body: signInSchema,
    responses: { 200: signedInSchema },
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'Ends the current session at once and clears its cookie (200 also without a session).',
    responses: { 200: submissionAcceptedSchema },
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/auth/session',
    summary:
      'Who is signed in: `{ user }`, or `{ user: null }` (200) without a live staff session (none, idle for 8 hours, older than 7 days, or its account disabled; the cookie of one that ended is cleared).',
    responses: { 200: staffSessionSchema },
  }),
} as const satisfies Record<string, EndpointDefinition>;
