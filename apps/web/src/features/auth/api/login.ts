import { authMessages, type LoginRequest, sessionResponseSchema } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';
import { useEstablishSession } from '../hooks/use-establish-session.ts';

/** `{user}` once signed in, or a request for the second factor (then the same body plus the code). */
const loginAnswerSchema = z.union([sessionResponseSchema, z.object({ twoFactorRequired: z.literal(true) })]);
export type LoginAnswer = z.output<typeof loginAnswerSchema>;

/** `POST /auth/login`. */
export function login(body: LoginRequest): Promise<LoginAnswer> {
  return apiClient.post('/auth/login', body, { schema: loginAnswerSchema });
}

export function useLogin() {
  const establishSession = useEstablishSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!('user' in answer)) return;
      toast.success(authMessages.welcomeBack);
      establishSession(answer.user);
    },
    onError: () => {
      toast.error(authMessages.signInFailed);
    },
  });
}
