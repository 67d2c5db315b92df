import { catchUp, tournamentEvents } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Realtime } from './realtime.ts';
import { columnsOf, recordOf } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';

const tickMs = 250;

/**
 * Every instance looks for clocks whose level (or break) has ended and advances them, even when
 * nobody watches. The write is conditional on the version read, so with several instances exactly
 * one advance happens and exactly one event goes out; the others find nothing to do.
 */
export function startScheduler(app: FastifyInstance, realtime: Realtime) {
  let running = false;
  let lastTick = Date.now();
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = Date.now();
      for (const t of await repo.findDue(app.db, new Date(now))) {
        const before = recordOf(t);
        // With auto-advance off, only an added break ends by itself; the level waits for the host.
        const next = t.autoAdvanceBlinds
          ? catchUp(before, t.levels, now)
          : before.clockState === 'break'
            ? catchUp(before, t.levels.slice(0, t.levelIndex + 1), now)
            : before;
        if (JSON.stringify(next) === JSON.stringify(before)) continue;
        const won = await repo.saveIfUnchanged(app.db, t.id, t.version, columnsOf(next));
        if (!won) continue;
        const event = next.levelIndex !== before.levelIndex ? tournamentEvents.levelAdvance : undefined;
        await realtime.broadcast(t.id, event, { levelIndex: next.levelIndex, automatic: true });
      }
    } catch (error) {
      app.log.error({ err: error }, 'tournament scheduler tick failed');
    } finally {
      running = false;
      lastTick = Date.now();
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  /** For the health check: the scheduler completed a pass recently. */
  return { alive: () => Date.now() - lastTick < 5_000 };
}
