import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessTokenTtlMs } from './access-token.ts';

export const accessCookie = 'ph_at';
export const refreshCookie = 'ph_rt';
/**
 * Readable by the page, and holding nothing but "1": a session may exist, so the page asks
 * `GET /auth/me`. Without it the page knows it is signed out without asking, and a public page
 * makes no call that can only answer 401 (decision 0034). Set and cleared with the two above.
 */
export const sessionHintCookie = 'ph_in';
/** The refresh cookie only travels to the auth endpoints. */
const refreshPath = '/api/auth';
export const persistentSessionMs = 30 * 24 * 60 * 60_000;
export const browserSessionMs = 24 * 60 * 60_000;

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.publicUrl.startsWith('https://');
}

/** httpOnly, SameSite=Lax, Secure over HTTPS; "remember me" decides whether the cookies outlive the browser. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { access: string; refresh?: string; persistent: boolean },
) {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: secure(request) };
  reply.setCookie(accessCookie, tokens.access, {
    ...base,
    path: '/',
    ...(tokens.persistent ? { maxAge: accessTokenTtlMs / 1000 } : {}),
  });
  if (tokens.refresh) {
    reply.setCookie(refreshCookie, tokens.refresh, {
      ...base,
      path: refreshPath,
      ...(tokens.persistent ? { maxAge: persistentSessionMs / 1000 } : {}),
    });
  }
  reply.setCookie(sessionHintCookie, '1', {
    ...base,
    httpOnly: false,
    path: '/',
    ...(tokens.persistent ? { maxAge: persistentSessionMs / 1000 } : {}),
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: secure(request) };
  reply.clearCookie(accessCookie, { ...base, path: '/' });
  reply.clearCookie(refreshCookie, { ...base, path: refreshPath });
  reply.clearCookie(sessionHintCookie, { ...base, httpOnly: false, path: '/' });
}
