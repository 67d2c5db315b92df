import { type CreateSeriesForm, contract, type UpdateSeriesRequest } from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

const key = ['series'] as const;
const endpoints = contract.series;

/** `GET /series`: the host's series. */
export const seriesListQueryOptions = () =>
  queryOptions({
    queryKey: [...key, 'list'],
    queryFn: async ({ signal }) => (await api.call(endpoints.list, { signal })).series,
  });

/** `GET /series/{id}`: one series with its upcoming occurrences. */
export const seriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...key, 'one', id],
    queryFn: async ({ signal }) => (await api.call(endpoints.read, { params: { id }, signal })).series,
    retry: false,
  });

/** `GET /games/{id}/series`: the series a hosted game belongs to, or null. */
export const gameSeriesQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: [...key, 'of-game', gameId],
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.ofGame, { params: { id: gameId }, signal })).series,
  });

/** A series change moves games too: both lists are refreshed. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['games'] }),
    ]);
}

export function useCreateSeries() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateSeriesForm) => api.call(endpoints.create, { body }),
    onSettled: invalidate,
  });
}

export function useUpdateSeries(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateSeriesRequest) => api.call(endpoints.updateFuture, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useSkipOccurrence(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (date: string) => api.call(endpoints.skipOccurrence, { params: { id, date } }),
    onSettled: invalidate,
  });
}

export function useCancelSeries(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.call(endpoints.cancel, { params: { id } }),
    onSettled: invalidate,
  });
}
