import { authContract, type UpdateProfileRequest } from '@pokerhome/domain';
import { sessionQueryKey } from '@/features/auth';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `PATCH /auth/profile` with the changed fields only; a new address is unverified until its link is used. */
export function useUpdateProfile() {
  return useEndpointMutation(authContract.updateProfile, {
    toCall: (body: UpdateProfileRequest) => ({ body }),
    select: ({ user }) => user,
    // The shell shows the new name at once; the refetch confirms what the server now holds.
    // Not awaited: the form's own success handling should not wait for that round trip.
    onSuccess: (user, _variables, queryClient) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
    invalidatesInBackground: sessionQueryKey,
  });
}
