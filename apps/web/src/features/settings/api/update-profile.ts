import { contract, type UpdateProfileRequest } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth';
import { api } from '@/lib/api-call.ts';

/** `PATCH /auth/profile` with the changed fields only; a new address is unverified until its link is used. */
export async function updateProfile(body: UpdateProfileRequest) {
  const { user } = await api.call(contract.auth.updateProfile, { body });
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // The shell shows the new name at once; the refetch confirms what the server now holds.
      // Not awaited: the form's own success handling should not wait for that round trip.
      queryClient.setQueryData(sessionQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
