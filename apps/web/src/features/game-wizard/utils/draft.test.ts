import { createGameRequestSchema, updateGameRequestSchema } from '@pokerhome/domain';
import { expect, it } from 'vitest';
import {
  emptyDraft,
  freezeout,
  presetStructure,
  toPayload,
  toUpdatePayload,
  withMaxParticipants,
} from './draft.ts';

const tournamentDraft = () => ({
  ...emptyDraft(),
  type: 'tournament' as const,
  name: 'Deep Stack',
  scheduledDate: '2030-06-01T19:00',
  location: { name: 'Home', address: '', notes: '' },
  structure: presetStructure('standard', 8),
});

it('sends only the allowed rebuy, add-on and re-entry terms, and the server schema takes them', () => {
  const d = tournamentDraft();
  d.buyIn.entries = {
    ...freezeout(),
    rebuy: { allowed: true, price: null, chips: null, untilLevel: 4, atOrBelowStartingStack: true },
    addOn: { allowed: true, price: 10, chips: 3000, untilLevel: null, maxPerPlayer: 2 },
  };
  const payload = toPayload(d, 'scheduled');
  expect(payload.buyIn).toMatchObject({
    rebuy: { allowed: true, untilLevel: 4, atOrBelowStartingStack: true },
    addOn: { allowed: true, price: 10, chips: 3000, maxPerPlayer: 2 },
  });
  expect('reEntry' in payload.buyIn).toBe(false);
  expect(createGameRequestSchema.safeParse(payload).success).toBe(true);
});

it('reads a draft saved before the terms existed as a freezeout', () => {
  const payload = toPayload(tournamentDraft(), 'draft');
  expect(Object.keys(payload.buyIn).sort()).toEqual(['additionalFees', 'amount', 'currency', 'structure']);
});

it('saves an already saved draft again with a body the server takes, and it stays a draft', () => {
  const again = toUpdatePayload(tournamentDraft(), 'draft');
  expect(updateGameRequestSchema.safeParse(again).success).toBe(true);
  expect('status' in again).toBe(false);
  const finished = toUpdatePayload(tournamentDraft(), 'scheduled');
  expect(updateGameRequestSchema.parse(finished).status).toBe('scheduled');
});

it('pays by the field the host sets: 50 players pay 5 places, a table he wrote himself stays', () => {
  const d = tournamentDraft();
  expect(d.structure.payouts.map((p) => p.percentage)).toEqual([50, 30, 20]);
  const fifty = { ...d, ...withMaxParticipants(d, 50) };
  expect(fifty.structure?.payouts.map((p) => p.percentage)).toEqual([40, 25, 15, 10, 10]);
  const four = { ...fifty, ...withMaxParticipants(fifty, 4) };
  expect(four.structure?.payouts.map((p) => p.percentage)).toEqual([100]);
  const own = {
    ...d,
    structure: {
      ...d.structure,
      payouts: [
        { position: 1, percentage: 60 },
        { position: 2, percentage: 40 },
      ],
    },
  };
  expect({ ...own, ...withMaxParticipants(own, 50) }.structure?.payouts.map((p) => p.percentage)).toEqual([
    60, 40,
  ]);
});
