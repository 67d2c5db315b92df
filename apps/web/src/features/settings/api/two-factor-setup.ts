import { contract } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';

/** `POST /auth/2fa/setup`: a new pending secret (replacing any earlier unfinished one) and its QR code. */
export function setupTwoFactor() {
  return api.call(contract.auth.twoFactorSetup);
}

export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: setupTwoFactor,
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
