import { apiClient } from '@/lib/api-client.ts';

/** `POST /auth/logout`: the server revokes the session and clears its cookies. */
export async function logout(): Promise<void> {
  await apiClient.post('/auth/logout');
}
