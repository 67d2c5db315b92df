import { authContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `POST /auth/2fa/setup`: a new pending secret (replacing any earlier unfinished one) and its QR code. */
export function useSetupTwoFactor() {
  return useEndpointMutation(authContract.twoFactorSetup, {
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
