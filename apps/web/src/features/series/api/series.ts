import {
  type CreateSeriesForm,
  listSeriesResponseSchema,
  seriesResponseSchema,
  seriesSummarySchema,
  type UpdateSeriesRequest,
} from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';

const key = ['series'] as const;
const gameSeriesResponseSchema = z.object({ series: seriesSummarySchema.nullable() });

/** `GET /series`: the host's series. */
export const seriesListQueryOptions = () =>
  queryOptions({
    queryKey: [...key, 'list'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/series', { schema: listSeriesResponseSchema, signal })).series,
  });

/** `GET /series/{id}`: one series with its upcoming occurrences. */
export const seriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...key, 'one', id],
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/series/${encodeURIComponent(id)}`, { schema: seriesResponseSchema, signal }))
        .series,
    retry: false,
  });

/** `GET /games/{id}/series`: the series a hosted game belongs to, or null. */
export const gameSeriesQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: [...key, 'of-game', gameId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/games/${encodeURIComponent(gameId)}/series`, {
          schema: gameSeriesResponseSchema,
          signal,
        })
      ).series,
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
    mutationFn: (body: CreateSeriesForm) => apiClient.post('/series', body, { schema: seriesResponseSchema }),
    onSettled: invalidate,
  });
}

export function useUpdateSeries(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateSeriesRequest) =>
      apiClient.patch(`/series/${encodeURIComponent(id)}`, body, { schema: seriesResponseSchema }),
    onSettled: invalidate,
  });
}

export function useSkipOccurrence(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (date: string) =>
      apiClient.post(
        `/series/${encodeURIComponent(id)}/occurrences/${encodeURIComponent(date)}/skip`,
        undefined,
        {
          schema: seriesResponseSchema,
        },
      ),
    onSettled: invalidate,
  });
}

export function useCancelSeries(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      apiClient.post(`/series/${encodeURIComponent(id)}/cancel`, undefined, { schema: seriesResponseSchema }),
    onSettled: invalidate,
  });
}
