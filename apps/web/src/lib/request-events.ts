import { forgetDeviceData } from './device-data.ts';

/*
 * What the request function (lib/request.ts) tells the rest of the app about the calls it makes: how
 * each reached the server, and that the session is gone. Listeners live in lazy chunks; the landing
 * page carries only these hooks.
 */

/**
 * How each call reached the server (docs/offline.md): answered by it, answered by the service
 * worker's stored copy (`sentAt`: when the server had sent that copy), or not at all (no network,
 * no answer in time, a gateway answering for it). The offline banner listens.
 */
export type TransportEvent =
  | { kind: 'reached' }
  | { kind: 'offline-copy'; sentAt: number }
  | { kind: 'failed' };

const transportListeners = new Set<(event: TransportEvent) => void>();

export function onTransport(listener: (event: TransportEvent) => void): () => void {
  transportListeners.add(listener);
  return () => transportListeners.delete(listener);
}

export function reportTransport(event: TransportEvent) {
  for (const listener of transportListeners) listener(event);
}

const sessionExpiredListeners = new Set<() => void>();

/** The auth layer subscribes here to forget the user when the session cannot be refreshed. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * The server says the session is gone (signed out elsewhere, revoked from another device, the
 * account deleted) and a refresh cannot repair it: the user's data kept on the device goes first
 * (docs/offline.md), then the auth layer forgets the user.
 */
export function expireSession() {
  void forgetDeviceData();
  for (const listener of sessionExpiredListeners) {
    try {
      listener();
    } catch (error) {
      console.error('session-expired listener failed', error);
    }
  }
}
