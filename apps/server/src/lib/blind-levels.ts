import type { BlindLevel } from '@pokerhome/domain';
import type { blindLevels } from '../db/schema.ts';

type BlindLevelRow = typeof blindLevels.$inferSelect;

/**
 * A game's blind levels are rows (`blind_levels`, duration in minutes) until the tournament starts
 * and copies them as the domain's `BlindLevel`; these two are the only translation between them.
 */
export const levelFromRow = (l: BlindLevelRow): BlindLevel => ({
  level: l.level,
  smallBlind: l.smallBlind,
  bigBlind: l.bigBlind,
  ante: l.ante,
  duration: l.durationMinutes,
  isBreak: l.isBreak,
  bigBlindAnte: l.bigBlindAnte,
  colourUp: l.colourUp ?? null,
});

export const rowFromLevel = (l: BlindLevel, position: number) => ({
  position,
  level: l.level,
  smallBlind: l.smallBlind,
  bigBlind: l.bigBlind,
  ante: l.ante,
  durationMinutes: l.duration,
  isBreak: l.isBreak,
  bigBlindAnte: l.bigBlindAnte,
  colourUp: l.colourUp,
});
