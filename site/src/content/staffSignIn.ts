/**
 * Copy of the staff sign-in page (`/admin`, docs/product.md §2.11): the form, its errors and the way to a lost
 * password. Where a signed-in visitor goes next is the desk's (`staffPaths` in `staffDesk.ts`).
 */
import { waitDuration } from './forms.ts';

export const staffSignIn = {
  eyebrow: 'Support desk',
  heading: 'Staff sign-in',
  intro: 'Sign in with your staff account to answer tickets and manage the desk.',
  formLabel: 'Sign in to the support desk',
  fields: {
    email: { label: 'E-mail' },
    password: { label: 'Password' },
  },
  submitLabel: 'Sign in',
  submittingLabel: 'Signing in...',
  /** Under the button while a field is empty: why it waits. */
  fillBoth: 'Enter your e-mail and password to sign in.',
  checking: 'Checking whether you are signed in…',
  noScript: 'Signing in needs JavaScript. Turn it on, or use a browser that runs it, to reach the support desk.',
  error: {
    title: 'You are not signed in.',
    /** 429: how long to wait, from `Retry-After`. */
    rateLimited: (seconds: number | undefined) =>
      `Too many sign-in attempts. Please wait ${seconds === undefined ? 'a few minutes' : waitDuration(seconds)} and try again.`,
    offline: 'We could not reach our server. Check your connection and try again.',
    server: 'Something went wrong on our side. Please try again in a moment.',
  },
  forgotten: `Forgot your password? Ask an admin of the desk to reset it.`,
};
