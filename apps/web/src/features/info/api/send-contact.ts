import { type ContactRequest, siteContract } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `POST /contact`: stored, then e-mailed to the operator; rate-limited per address. */
export function useSendContact() {
  return useEndpointMutation(siteContract.contact, {
    toCall: (body: ContactRequest) => ({ body }),
  });
}
