import { type QuickLocationInput, quickLocationsContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

const key = ['users', 'quick-locations'] as const;
const endpoints = quickLocationsContract;

/** `GET /users/quick-locations`: the user's saved places, in their order (at most 10). */
export const quickLocationsQueryOptions = queryOptions({
  queryKey: key,
  queryFn: async ({ signal }) => (await api.call(endpoints.list, { signal })).quickLocations,
});

/** Add, delete and reorder, each refreshing the list; the server's messages are shown as they are. */
export function useQuickLocationMutations() {
  const onError = (error: Error) => toast.error(error.message);
  return {
    add: useEndpointMutation(endpoints.add, {
      toCall: (body: QuickLocationInput) => ({ body }),
      onError,
      invalidates: key,
    }),
    remove: useEndpointMutation(endpoints.remove, {
      toCall: (id: string) => ({ params: { id } }),
      onError,
      invalidates: key,
    }),
    reorder: useEndpointMutation(endpoints.reorder, {
      toCall: (ids: string[]) => ({ body: { ids } }),
      onError,
      invalidates: key,
    }),
  };
}
