import { twoFactorSetupResponseSchema } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';

/** `POST /auth/2fa/setup`: a new pending secret (replacing any earlier unfinished one) and its QR code. */
export function setupTwoFactor() {
  return apiClient.post('/auth/2fa/setup', undefined, { schema: twoFactorSetupResponseSchema });
}

export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: setupTwoFactor,
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
