import {
  type CreateGameFromTemplateRequest,
  createdGameResponseSchema,
  type TemplateInput,
  templateMessages,
  templateResponseSchema,
  templatesResponseSchema,
} from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';

const key = ['templates'] as const;

/** `GET /templates` (mine) and `GET /templates/public` (everyone's public ones, with owner and usage). */
export const templateListQueryOptions = (scope: 'mine' | 'public') =>
  queryOptions({
    queryKey: [...key, scope],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(scope === 'mine' ? '/templates' : '/templates/public', {
          schema: templatesResponseSchema,
          signal,
        })
      ).templates,
  });

export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...key, 'one', id],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/templates/${encodeURIComponent(id)}`, {
          schema: templateResponseSchema,
          signal,
        })
      ).template,
    retry: false,
  });

export function useSaveTemplate(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateInput) =>
      id
        ? apiClient.put(`/templates/${encodeURIComponent(id)}`, body, { schema: templateResponseSchema })
        : apiClient.post('/templates', body, { schema: templateResponseSchema }),
    onSuccess: () => toast.success(id ? templateMessages.updated : templateMessages.created),
    onError: (error) =>
      toast.error(error.message || (id ? templateMessages.updateFailed : templateMessages.createFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/templates/${encodeURIComponent(id)}`),
    onSuccess: () => toast.success('Template deleted'),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** `POST /templates/{id}/create-game`: a scheduled game from the template (its usage count goes up). */
export function useCreateGameFromTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGameFromTemplateRequest) =>
      apiClient.post(`/templates/${encodeURIComponent(id)}/create-game`, body, {
        schema: createdGameResponseSchema,
      }),
    onSuccess: () => toast.success(templateMessages.gameCreated),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['games'] }),
      ]),
  });
}
