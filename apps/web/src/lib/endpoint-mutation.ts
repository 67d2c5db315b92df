import type { EndpointDefinition, SuccessDataOf } from '@pokerhome/domain';
import { type QueryClient, type QueryKey, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { api, type CallOptions } from './api-call.ts';

/** How a mutation's variables become the call's parameters, query and body. */
type ToCall<E extends EndpointDefinition, TVariables> =
  object extends CallOptions<E>
    ? { toCall?: (variables: TVariables) => CallOptions<E> }
    : { toCall: (variables: TVariables) => CallOptions<E> };

export type EndpointMutationOptions<E extends EndpointDefinition, TVariables, TData> = ToCall<
  E,
  TVariables
> & {
  /** The part of the answer's data the mutation resolves to (the whole data when left out). */
  select?: (data: SuccessDataOf<E>) => TData;
  /**
   * Reads refetched once the call settles, whether it succeeded or failed; the mutation stays
   * pending until they are back, so the page never shows the old list as the new one.
   */
  invalidates?: QueryKey;
  /**
   * Reads refetched after a success without waiting for them (after `onSuccess`), so the page can
   * confirm at once.
   */
  invalidatesInBackground?: QueryKey;
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
};

/**
 * One contract entry as a TanStack mutation (docs/architecture.md, "The contract"): a feature's
 * mutation hook says which entry it calls, how its variables become the call, and which cached
 * reads the change makes stale; the call itself goes through the typed `api.call`.
 */
export function useEndpointMutation<
  E extends EndpointDefinition,
  TVariables = void,
  TData = SuccessDataOf<E>,
>(
  endpoint: E,
  options: EndpointMutationOptions<E, TVariables, TData>,
): UseMutationResult<TData, Error, TVariables> {
  const { select, invalidates, invalidatesInBackground, onSuccess, onError } = options;
  const toCall = (options as { toCall?: (variables: TVariables) => CallOptions<E> }).toCall;
  const call = api.call as (endpoint: E, options?: CallOptions<E>) => Promise<SuccessDataOf<E>>;
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      const data = await call(endpoint, toCall?.(variables));
      return select ? select(data) : (data as unknown as TData);
    },
    onSuccess: (data, variables, _onMutateResult, { client }) => {
      const done = onSuccess?.(data, variables, client);
      if (invalidatesInBackground) void client.invalidateQueries({ queryKey: invalidatesInBackground });
      return done;
    },
    onError: onError && ((error, variables) => onError(error, variables)),
    onSettled:
      invalidates &&
      ((_data, _error, _variables, _onMutateResult, { client }) =>
        client.invalidateQueries({ queryKey: invalidates })),
  });
}
