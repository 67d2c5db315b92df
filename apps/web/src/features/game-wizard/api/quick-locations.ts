import {
  type QuickLocationInput,
  quickLocationResponseSchema,
  quickLocationsResponseSchema,
} from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';

const key = ['users', 'quick-locations'] as const;

/** `GET /users/quick-locations`: the user's saved places, in their order (at most 10). */
export const quickLocationsQueryOptions = queryOptions({
  queryKey: key,
  queryFn: async ({ signal }) =>
    (await apiClient.get('/users/quick-locations', { schema: quickLocationsResponseSchema, signal }))
      .quickLocations,
});

/** Add, delete and reorder, each refreshing the list; the server's messages are shown as they are. */
export function useQuickLocationMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const onError = (error: Error) => toast.error(error.message);
  return {
    add: useMutation({
      mutationFn: (body: QuickLocationInput) =>
        apiClient.post('/users/quick-locations', body, { schema: quickLocationResponseSchema }),
      onError,
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiClient.delete(`/users/quick-locations/${encodeURIComponent(id)}`),
      onError,
      onSettled: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) =>
        apiClient.put('/users/quick-locations/reorder', { ids }, { schema: quickLocationsResponseSchema }),
      onError,
      onSettled: refresh,
    }),
  };
}
