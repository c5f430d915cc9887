import { isApiError } from '@orisun/api';
import { areaKeys } from './queryKeys.ts';

/*
 * The staff session's query key and the refusal checks (./session.ts re-exports them), without the sign-in's calls and
 * schemas: the forum's hooks read these, and its first load carries no zod (tests/e2e/budgets.test.ts).
 */

/** Query keys of the staff session (`['staff', 'session']`). */
export const staffKeys = areaKeys('staff');
export const staffSessionKey = [...staffKeys.all, 'session'] as const;

/** Whether a failed call was refused for want of a session (401): the person must sign in (again). */
export function isSignedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * Retry a staff query once when the server could not answer (offline, 5xx), never when it refused
 * (401 signed out, 403, 404: asking again gets the same answer).
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
}
