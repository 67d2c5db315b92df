import { type ContactRequest, contract } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `POST /contact`: stored, then e-mailed to the operator; rate-limited per address. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactRequest) => api.call(contract.site.contact, { body }),
  });
}
