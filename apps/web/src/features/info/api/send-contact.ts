import { type ContactRequest, messageResponseSchema } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** `POST /contact`: stored, then e-mailed to the operator; rate-limited per address. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactRequest) => apiClient.post('/contact', body, { schema: messageResponseSchema }),
  });
}
