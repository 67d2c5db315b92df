import type { Tx } from '../db/client.ts';

/**
 * In-process domain events, so one feature can react to another without importing it
 * (e.g. games claims e-mail invitations when accounts registers a user). Listeners run in order
 * and are awaited: the emitting request finishes only when they have.
 */
export type DomainEvents = {
  'user-registered': { userId: string; email: string; invitationToken?: string };
  /** The ledger of a game took an entry and it is committed: screens following the game catch up. */
  'ledger-changed': { gameId: string };
  /**
   * Inside the ledger's transaction, before it commits: an entry that changes a player's stack. A
   * rebuy or add-on grows the stack, a re-entry brings an eliminated player back with a new one, a
   * reversal (negative `delta`) takes the chips back. Listeners write in `tx` and never broadcast; an
   * error rolls the entry back with them (docs/ledger.md, "One transaction").
   */
  'ledger-entry-recorded': {
    tx: Tx;
    gameId: string;
    chips: { participantId: string; delta: number; kind: 'rebuy' | 'add_on' | 're_entry' };
  };
  /** A game was created, edited (its time may have moved) or cancelled: its reminders follow it. */
  'game-changed': { gameId: string };
  /**
   * Sessions stopped being valid (sign-out, revoked from the sessions list, password changed or
   * reset, refresh-token reuse, account deleted): whatever holds a live connection for them closes
   * it at once. `all` when every session of the user ended (the account is gone).
   */
  'sessions-revoked': { userId: string; sessionIds: string[] | 'all' };
};

type Listener<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => Promise<void> | void;

export function createEvents() {
  const listeners = new Map<keyof DomainEvents, Listener<keyof DomainEvents>[]>();
  return {
    on<K extends keyof DomainEvents>(name: K, listener: Listener<K>) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<keyof DomainEvents>]);
    },
    async emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) {
      for (const listener of listeners.get(name) ?? []) await listener(payload);
    },
  };
}
export type Events = ReturnType<typeof createEvents>;
