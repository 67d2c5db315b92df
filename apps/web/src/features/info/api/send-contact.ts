import { type ContactRequest, contract } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `POST /contact`: stored, then e-mailed to the operator; rate-limited per address. */
export function useSendContact() {
  return useEndpointMutation(contract.site.contact, {
    toCall: (body: ContactRequest) => ({ body }),
  });
}
