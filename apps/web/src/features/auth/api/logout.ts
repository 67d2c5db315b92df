import { firstChunkRoutes } from '@pokerhome/domain';
import { callUnchecked } from '@/lib/api-call.ts';

/** `POST /auth/logout`: the server revokes the session and clears its cookies (first chunk, no schema library). */
export async function logout(): Promise<void> {
  await callUnchecked(firstChunkRoutes.logout);
}
