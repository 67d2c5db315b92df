import { contract, type QuickLocationInput } from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';

const key = ['users', 'quick-locations'] as const;
const endpoints = contract.quickLocations;

/** `GET /users/quick-locations`: the user's saved places, in their order (at most 10). */
export const quickLocationsQueryOptions = queryOptions({
  queryKey: key,
  queryFn: async ({ signal }) => (await api.call(endpoints.list, { signal })).quickLocations,
});

/** Add, delete and reorder, each refreshing the list; the server's messages are shown as they are. */
export function useQuickLocationMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const onError = (error: Error) => toast.error(error.message);
  return {
    add: useMutation({
      mutationFn: (body: QuickLocationInput) => api.call(endpoints.add, { body }),
      onError,
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.call(endpoints.remove, { params: { id } }),
      onError,
      onSettled: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => api.call(endpoints.reorder, { body: { ids } }),
      onError,
      onSettled: refresh,
    }),
  };
}
