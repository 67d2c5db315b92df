import {
  type CreateGameFromTemplateRequest,
  type TemplateInput,
  templateMessages,
  templatesContract,
} from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

const key = ['templates'] as const;
const endpoints = templatesContract;

/** `GET /templates` (mine) and `GET /templates/public` (everyone's public ones, with owner and usage). */
export const templateListQueryOptions = (scope: 'mine' | 'public') =>
  queryOptions({
    queryKey: [...key, scope],
    queryFn: async ({ signal }) =>
      (await api.call(scope === 'mine' ? endpoints.mine : endpoints.public, { signal })).templates,
  });

export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...key, 'one', id],
    queryFn: async ({ signal }) => (await api.call(endpoints.read, { params: { id }, signal })).template,
    retry: false,
  });

export function useSaveTemplate(id?: string) {
  const queryClient = useQueryClient();
  // A plain useMutation: it calls one of two entries, `update` with an id and `create` without.
  return useMutation({
    mutationFn: (body: TemplateInput) =>
      id ? api.call(endpoints.update, { params: { id }, body }) : api.call(endpoints.create, { body }),
    onSuccess: () => toast.success(id ? templateMessages.updated : templateMessages.created),
    onError: (error) =>
      toast.error(error.message || (id ? templateMessages.updateFailed : templateMessages.createFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteTemplate() {
  return useEndpointMutation(endpoints.remove, {
    toCall: (id: string) => ({ params: { id } }),
    onSuccess: () => toast.success('Template deleted'),
    onError: (error) => toast.error(error.message),
    invalidates: key,
  });
}

/** `POST /templates/{id}/create-game`: a scheduled game from the template (its usage count goes up). */
export function useCreateGameFromTemplate(id: string) {
  const queryClient = useQueryClient();
  // A plain useMutation: it refreshes two reads once settled, and useEndpointMutation's `invalidates` takes one.
  return useMutation({
    mutationFn: (body: CreateGameFromTemplateRequest) =>
      api.call(endpoints.createGame, { params: { id }, body }),
    onSuccess: () => toast.success(templateMessages.gameCreated),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['games'] }),
      ]),
  });
}
