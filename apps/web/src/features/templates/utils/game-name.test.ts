import { describe, expect, it } from 'vitest';
import { gameNameFromTemplate } from './template-draft.ts';

describe('a game made from a template', () => {
  it("is named with the game's date, not today's", () => {
    const date = '2031-03-14T19:30';
    const name = gameNameFromTemplate('Friday Cup', date);
    expect(name).toBe(`Friday Cup ${new Date(2031, 2, 14, 19, 30).toLocaleDateString()}`);
    expect(name).not.toContain(new Date().toLocaleDateString());
    expect(gameNameFromTemplate('Friday Cup', '')).toBe('Friday Cup');
  });
});
