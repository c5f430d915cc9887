import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SignedIn, SignIn } from '@orisun/api';
import * as api from './client/index.ts';
import { staffKeys, staffSessionKey } from './sessionKeys.ts';

/*
 * The staff session, shared by the staff desk and the forum's Admin Portal: its query key, the refusal checks and the
 * one sign-in hook. It calls the auth area only (`api.auth`), so the forum carries no other area's schemas.
 */

export { isSignedOut, retryUnlessRefused, staffKeys, staffSessionKey } from './sessionKeys.ts';

/**
 * Forgets everything a signed-in person loaded (their tickets, accounts, whatever a later tab of the
 * dashboard adds), at sign-in and sign-out, so the next person at this browser never sees it. The
 * session itself is kept for sign-in to fill in: a page watching it then sees the new person at once.
 */
export function forgetStaffData(queryClient: QueryClient, { keepSession }: { keepSession: boolean }) {
  const isSession = (key: readonly unknown[]) => key[0] === staffSessionKey[0] && key[1] === staffSessionKey[1];
  queryClient.removeQueries({ predicate: (query) => !(keepSession && isSession(query.queryKey)) });
}

/** The sign-in was refused because the account is staff, not an admin (`useSignIn({ adminOnly: true })` signs it out again). */
export class NotAdminError extends Error {
  override readonly name = 'NotAdminError';
}

export interface SignInOptions {
  /** Only an admin may sign in here (the forum's Admin Portal): a staff account is signed out again, `NotAdminError`. */
  adminOnly?: boolean;
  /**
   * What the page does with the new session besides knowing it (the session query is filled in either way).
   * Default: forget what the last person loaded (`forgetStaffData`), as the staff desk does.
   */
  onSignedIn?: (queryClient: QueryClient, signedIn: SignedIn) => void;
}

/**
 * `POST /api/auth/sign-in`, the one sign-in of the site (the staff desk's and the forum's Admin Portal): on success
 * the session is known at once (no second request).
 */
export function useSignIn({ adminOnly = false, onSignedIn }: SignInOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffKeys.mutation('sign-in'),
    mutationFn: async (credentials: SignIn): Promise<SignedIn> => {
      const signedIn = await api.auth.signIn({ body: credentials });
      if (adminOnly && signedIn.user.role !== 'admin') {
        await api.auth.signOut().catch(() => undefined);
        throw new NotAdminError();
      }
      return signedIn;
    },
    onSuccess: (signedIn) => {
      if (onSignedIn) onSignedIn(queryClient, signedIn);
      else forgetStaffData(queryClient, { keepSession: true });
      queryClient.setQueryData(staffSessionKey, signedIn);
    },
  });
}
