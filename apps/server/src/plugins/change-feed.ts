import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { changesSince } from '../lib/read-cache/read-changes.repository.ts';

/**
 * The scopes that changed, as the change log shows them after each commit, for whatever in this
 * instance follows them (the live sockets, docs/live-feed.md). One place where "something changed"
 * starts: the change log's triggers (migrations 0023, 0029), whichever path wrote.
 */
export type ChangeFeed = {
  /** `changed` gets the scopes of the commits seen in one look at the log, one look at a time. */
  follow(follower: ChangeFollower): void;
  /** Whether this instance reads the change log now. */
  state(): 'up' | 'down';
  /** A screen opened: the next look comes within `lookEveryMs`, not the idle wait. */
  hurry(): void;
};

export type ChangeFollower = {
  changed(scopes: ReadonlySet<string>): void | Promise<void>;
  /** Whether anyone would be told now (an open screen): if no follower says so, looks are slower. */
  telling(): boolean;
  /** `down`: changes may be missed from now; `up` after a loss: whatever was shown may be stale. */
  link(state: 'up' | 'down'): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
  }
}

/**
 * How long after one look at the change log the next one starts (decision 0045): a change reaches
 * the screens about this long after its commit at most, plus the look itself and the delivery. A
 * look is one prepared statement through the log's `xid` key.
 */
export const lookEveryMs = 25;
/**
 * The same while no screen is open on this instance: the state and the snapshot stay fresh, and a
 * screen that opens is told of a change within a second (docs/live-feed.md).
 */
export const idleLookEveryMs = 1_000;

export const changeFeedPlugin = fp(async (app: FastifyInstance) => {
  const followers: ChangeFollower[] = [];
  let state: 'up' | 'down' = 'down';
  let lostBefore = false;
  /** The snapshot of the last look: the next one answers what committed since. */
  let seen: string | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the look waited for is the idle one (`hurry` brings it forward). */
  let idle = false;
  let looking: Promise<void> = Promise.resolve();

  // Every change of state is told, the first `up` too: a screen that opened while the database was
  // away at the start was sent `paused`, and must hear `resync` (no follower is there before that).
  const link = (next: 'up' | 'down') => {
    if (next === state) return;
    state = next;
    if (next === 'down') app.log.warn('live feed: the change log cannot be read; screens are told');
    else if (lostBefore) app.log.info('live feed: reading the change log again; screens read again');
    lostBefore ||= next === 'down';
    for (const follower of followers) follower.link(next);
  };

  // Deliveries run one after another, in commit order, each before the next look: a follower may
  // read the database first, and while it does the next look gathers whatever commits meanwhile.
  const deliver = async (scopes: ReadonlySet<string>) => {
    for (const follower of followers) {
      try {
        await follower.changed(scopes);
      } catch (error) {
        app.log.warn({ err: (error as Error).message }, 'live feed delivery failed');
      }
    }
  };

  const look = async () => {
    try {
      const changes = await changesSince(app.db, seen);
      seen = changes.snapshot;
      link('up');
      if (changes.scopes.length > 0) await deliver(new Set(changes.scopes));
    } catch {
      // What committed while the log could not be read is not delivered: the screens are told
      // `down`, and read everything again once it is back (`up`).
      seen = undefined;
      link('down');
    }
  };

  const next = (wait?: number) => {
    if (stopped) return;
    const telling = followers.some((follower) => follower.telling());
    idle = wait === undefined && !telling;
    timer = setTimeout(
      () => {
        timer = undefined;
        looking = look().finally(() => next());
      },
      wait ?? (telling ? lookEveryMs : idleLookEveryMs),
    );
    timer.unref();
  };

  await look();
  next();

  app.decorate('changeFeed', {
    follow: (follower: ChangeFollower) => void followers.push(follower),
    state: () => state,
    hurry() {
      if (!idle || timer === undefined) return;
      clearTimeout(timer);
      next(lookEveryMs);
    },
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await looking;
  });
});
