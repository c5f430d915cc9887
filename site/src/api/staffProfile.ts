import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffProfileChange } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';
import { retryUnlessRefused, staffSessionKey } from './session.ts';

/** Query keys of the signed-in staff member's own profile. */
export const staffProfileKeys = areaKeys('staffProfile');

/** `GET /api/staff/profile`: the signed-in person's name, signature and mail settings. */
export function useStaffProfile(enabled = true) {
  return useQuery({
    queryKey: staffProfileKeys.detail('me'),
    queryFn: ({ signal }) => api.staffAccounts.staffProfile({}, { signal }),
    retry: retryUnlessRefused,
    enabled,
  });
}

/**
 * `PUT /api/staff/profile`: changes them (400 naming a field). The session is loaded again afterwards, so the name the
 * desk shows ("Signed in as ...") is the new one at once.
 */
export function useUpdateStaffProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffProfileKeys.mutation('update'),
    mutationFn: (change: StaffProfileChange) => api.staffAccounts.updateStaffProfile({ body: change }),
    onSuccess: (data) => {
      queryClient.setQueryData(staffProfileKeys.detail('me'), data);
      return queryClient.invalidateQueries({ queryKey: staffSessionKey });
    },
  });
}
