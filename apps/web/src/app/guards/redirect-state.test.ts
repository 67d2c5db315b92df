import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './redirect-state.ts';

describe('destination after sign-in', () => {
  it('returns to the remembered page with its query and hash', () => {
    expect(destinationAfterSignIn({ from: { pathname: '/games', search: '?tab=past', hash: '#x' } })).toBe(
      '/games?tab=past#x',
    );
  });
  it('falls back to /dashboard without a usable origin', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: { pathname: 'https://evil.example/' } },
      { from: { pathname: '//evil.example/' } },
      { from: { pathname: '/login' } },
      { from: { pathname: '/register' } },
    ]) {
      expect(destinationAfterSignIn(state)).toBe('/dashboard');
    }
  });
});
