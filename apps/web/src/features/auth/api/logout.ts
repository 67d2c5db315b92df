// Off the contract on purpose (first chunk, no zod): see docs/architecture.md, "The contract".
import { apiClient } from '@/lib/api-client.ts';

/** `POST /auth/logout`: the server revokes the session and clears its cookies. */
export async function logout(): Promise<void> {
  await apiClient.post('/auth/logout');
}
