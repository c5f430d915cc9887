import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, authMessages, type NewStaffAccount, type ResetPassword, type SignedIn } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';
import { forgetStaffData, isSignedOut, retryUnlessRefused, staffKeys, staffSessionKey } from './session.ts';

export { isSignedOut, retryUnlessRefused, staffKeys, staffSessionKey } from './session.ts';

/** Query keys of the staff accounts an admin manages. */
export const staffAccountKeys = areaKeys('staffAccounts');

/**
 * `GET /api/auth/session`: who is signed in. The server answers a visitor with `{ user: null }` (a 200, so the
 * browser logs no failed request); the query then fails with a 401 `ApiError` as any staff call refused for want of
 * a session does, so pages tell "signed out" the one way (`isSignedOut`), and `data.user` is always someone.
 */
export function useStaffSession() {
  return useQuery({
    queryKey: staffSessionKey,
    queryFn: async ({ signal }): Promise<SignedIn> => {
      const { user } = await api.auth.session({}, { signal });
      if (user === null) throw new ApiError('http', 401, { error: authMessages.signInRequired });
      return { user };
    },
    retry: retryUnlessRefused,
  });
}

/**
 * When a staff call was refused for want of a session (it ended: 8 hours idle, 7 days old, the account
 * disabled), checks the session again, so the page sees it is signed out and sends the person to sign in.
 */
export function useRecheckSessionOn(error: unknown) {
  const queryClient = useQueryClient();
  const signedOut = isSignedOut(error);
  useEffect(() => {
    if (signedOut) void queryClient.invalidateQueries({ queryKey: staffSessionKey });
  }, [signedOut, queryClient]);
}

/** `POST /api/auth/sign-out`: ends the session and forgets what it loaded. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffKeys.mutation('sign-out'),
    mutationFn: () => api.auth.signOut(),
    onSuccess: () => forgetStaffData(queryClient, { keepSession: false }),
  });
}

/** `GET /api/admin/users` (admins): every staff account. */
export function useStaffAccounts() {
  return useQuery({
    queryKey: staffAccountKeys.list(),
    queryFn: ({ signal }) => api.staffAccounts.listStaffAccounts({}, { signal }),
    retry: retryUnlessRefused,
  });
}

/** The accounts' mutations share this: the list is loaded again afterwards, whatever happened. */
function useAccountMutation<V, R>(action: string, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffAccountKeys.mutation(action),
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.all }),
  });
}

/** `POST /api/admin/users`: a new account with its first password (400 naming a field, 409 e-mail taken). */
export const useAddStaffAccount = () => useAccountMutation('add', (account: NewStaffAccount) => api.staffAccounts.addStaffAccount({ body: account }));

/** `POST /api/admin/users/:id/disable`: 409 for one's own account. */
export const useDisableStaffAccount = () => useAccountMutation('disable', (id: string) => api.staffAccounts.disableStaffAccount({ params: { id } }));

/** `POST /api/admin/users/:id/enable`. */
export const useEnableStaffAccount = () => useAccountMutation('enable', (id: string) => api.staffAccounts.enableStaffAccount({ params: { id } }));

/** `POST /api/admin/users/:id/reset-password`: ends the account's sessions. */
export const useResetStaffPassword = () =>
  useAccountMutation('reset-password', ({ id, ...body }: { id: string } & ResetPassword) => api.staffAccounts.resetStaffPassword({ params: { id }, body }));
