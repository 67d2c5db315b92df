import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The scopes that changed, as the database announces them after each commit, for whatever in this
 * instance follows them (the live sockets, docs/live-feed.md). One place where "something changed"
 * starts: the change log's triggers (migrations 0023, 0029), whichever path wrote.
 */
export type ChangeFeed = {
  /** `changed` gets the scopes of the commits heard in one short window, at most once a tick. */
  follow(follower: ChangeFollower): void;
  /** Whether this instance hears the database now. */
  state(): 'up' | 'down';
};

export type ChangeFollower = {
  changed(scopes: ReadonlySet<string>): void | Promise<void>;
  /** `down`: notices may be lost from now; `up` after a loss: whatever was shown may be stale. */
  link(state: 'up' | 'down'): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
  }
}

/** The channel the trigger on `read_changes` announces on (migration 0029). */
export const changeChannel = 'read_changes';
/**
 * The notices of one commit arrive together, one per statement that logged scopes; waiting this
 * long gathers them (and a burst of commits) into one delivery.
 */
const gatherMs = 20;

export const changeFeedPlugin = fp(async (app: FastifyInstance) => {
  const followers: ChangeFollower[] = [];
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let state: 'up' | 'down' = 'down';
  let heardBefore = false;
  // Deliveries run one after another, in the order heard: a follower may read the database first.
  let delivering: Promise<void> = Promise.resolve();
  const flush = () => {
    timer = undefined;
    const scopes = pending;
    pending = new Set();
    delivering = delivering.then(async () => {
      for (const follower of followers) {
        try {
          await follower.changed(scopes);
        } catch (error) {
          app.log.warn({ err: (error as Error).message }, 'live feed delivery failed');
        }
      }
    });
  };
  const stop = await app.database.listen(changeChannel, {
    notice(payload) {
      for (const scope of payload.split(' ')) if (scope) pending.add(scope);
      timer ??= setTimeout(flush, gatherMs);
    },
    state(next) {
      if (next === state) return;
      state = next;
      if (next === 'down') app.log.warn('live feed: lost the database listener; screens are told');
      else if (heardBefore) app.log.info('live feed: listening again; screens read again');
      const resumed = heardBefore;
      heardBefore = true;
      for (const follower of followers) if (next === 'down' || resumed) follower.link(next);
    },
  });
  app.decorate('changeFeed', {
    follow: (follower: ChangeFollower) => void followers.push(follower),
    state: () => state,
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await stop();
  });
});
