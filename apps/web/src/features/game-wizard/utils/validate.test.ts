import { gameMessages, wizardMessages } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { emptyDraft, presetStructure, type WizardDraft } from './draft.ts';
import { blockingIssues, validateStep, validateTemplateStep, visibleErrors } from './validate.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const ctx = { now, maxParticipants: 30 };
const local = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const valid = (over: Partial<WizardDraft> = {}): WizardDraft => ({
  ...emptyDraft(),
  type: 'tournament',
  name: 'Friday Cup',
  scheduledDate: local(now + 86_400_000),
  location: { name: 'Den', address: '', notes: '' },
  structure: presetStructure('standard', 8),
  inviteMode: 'later',
  ...over,
});
const messages = (step: Parameters<typeof validateStep>[0], d: WizardDraft) =>
  Object.values(validateStep(step, d, ctx));

/** Every rule (see docs/templates-and-wizards.md) for the game wizard's steps, with its exact message. */
describe('game wizard validation', () => {
  it('accepts a complete draft on every step', () => {
    for (const step of ['info', 'location', 'buyin', 'structure', 'participants', 'review'] as const) {
      expect(validateStep(step, valid(), ctx)).toEqual({});
    }
  });

  it('checks basic info', () => {
    expect(messages('info', valid({ type: '' }))).toContain(gameMessages.typeRequired);
    expect(messages('info', valid({ name: '  ' }))).toContain(gameMessages.nameRequired);
    expect(messages('info', valid({ name: 'ab' }))).toContain(gameMessages.nameTooShort);
    expect(messages('info', valid({ name: 'x'.repeat(101) }))).toContain(gameMessages.nameTooLong);
    expect(messages('info', valid({ maxParticipants: 1 }))).toContain(gameMessages.minParticipants);
    expect(messages('info', valid({ maxParticipants: 31 }))).toContain('Cannot exceed 30 participants');
    expect(messages('info', valid({ maxParticipants: 2.5 }))).toEqual([gameMessages.participantsWhole]);
    expect(messages('info', valid({ description: 'x'.repeat(1001) }))).toContain(
      gameMessages.descriptionTooLong,
    );
    expect(messages('info', valid({ scheduledDate: '' }))).toContain(gameMessages.dateRequired);
    expect(messages('info', valid({ scheduledDate: local(now - 6 * 60_000) }))).toContain(
      gameMessages.dateInPast,
    );
    expect(messages('info', valid({ scheduledDate: local(now - 4 * 60_000) }))).toEqual([]);
    expect(messages('info', valid({ rules: ['ok', ' '] }))).toContain(gameMessages.ruleBlank);
    expect(messages('info', valid({ rules: ['ok', 'x'.repeat(201)] }))).toContain(
      'Rule 2 cannot exceed 200 characters',
    );
  });

  it('checks the location', () => {
    expect(messages('location', valid({ location: { name: '', address: '', notes: '' } }))).toContain(
      gameMessages.locationNameRequired,
    );
    expect(
      messages('location', valid({ location: { name: 'x'.repeat(201), address: '', notes: '' } })),
    ).toContain(gameMessages.locationNameTooLong);
    expect(
      messages('location', valid({ location: { name: 'a', address: 'x'.repeat(501), notes: '' } })),
    ).toContain(gameMessages.addressTooLong);
    expect(
      messages('location', valid({ location: { name: 'a', address: '', notes: 'x'.repeat(501) } })),
    ).toContain(gameMessages.notesTooLong);
  });

  it('checks the buy-in and cash blinds', () => {
    const buyIn = emptyDraft().buyIn;
    expect(messages('buyin', valid({ buyIn: { ...buyIn, amount: 0 } }))).toContain(
      gameMessages.buyInPositive,
    );
    expect(messages('buyin', valid({ buyIn: { ...buyIn, amount: 10_001 } }))).toContain(
      gameMessages.buyInTooLarge,
    );
    expect(
      messages(
        'buyin',
        valid({ buyIn: { ...buyIn, additionalFees: { houseFee: -1, serviceFee: 0, processingFee: 0 } } }),
      ),
    ).toContain(gameMessages.feeNegative);
    // A house fee of the whole buy-in or more leaves nothing in the pool.
    const fee = (houseFee: number) =>
      validateStep(
        'buyin',
        valid({
          buyIn: { ...buyIn, amount: 20, additionalFees: { houseFee, serviceFee: 0, processingFee: 0 } },
        }),
        ctx,
      );
    expect(fee(25)).toEqual({ 'buyIn.additionalFees.houseFee': gameMessages.houseFeeTooLarge });
    expect(fee(20)).toEqual({ 'buyIn.additionalFees.houseFee': gameMessages.houseFeeTooLarge });
    expect(fee(2)).toEqual({});
    const cash = (smallBlind: number, bigBlind: number) =>
      valid({ type: 'cash_game', buyIn: { ...buyIn, cashGameBlinds: { smallBlind, bigBlind } } });
    expect(messages('buyin', cash(0, 2))).toContain(gameMessages.smallBlindPositive);
    expect(messages('buyin', cash(2, 2))).toContain(gameMessages.bigBlindAboveSmall);
  });

  it('checks the tournament structure', () => {
    const s = presetStructure('standard', 8);
    expect(messages('structure', valid({ structure: null }))).toContain(wizardMessages.structureRequired);
    expect(messages('structure', valid({ structure: { ...s, levels: [] } }))).toContain(
      wizardMessages.levelRequired,
    );
    const level = (duration: number) => ({ ...s, levels: [{ ...s.levels[0]!, duration }] });
    expect(messages('structure', valid({ structure: level(0) }))).toContain(wizardMessages.levelDurationMin);
    expect(messages('structure', valid({ structure: level(121) }))).toContain(
      wizardMessages.levelDurationMax,
    );
    expect(messages('structure', valid({ structure: { ...s, startingChips: 50 } }))).toContain(
      wizardMessages.startingChipsMin,
    );
    expect(
      messages('structure', valid({ structure: { ...s, payouts: [{ position: 1, percentage: 99 }] } })),
    ).toContain(wizardMessages.payoutsTotal);
    expect(
      messages('structure', valid({ structure: { ...s, payouts: [{ position: 1, percentage: 99.995 }] } })),
    ).toEqual([]);
  });

  it('asks the invite step for a choice', () => {
    expect(messages('participants', valid({ inviteMode: null }))).toEqual([wizardMessages.inviteWarning]);
    expect(messages('participants', valid({ inviteMode: 'now' }))).toEqual([wizardMessages.inviteWarning]);
    expect(
      messages('participants', valid({ inviteMode: 'now', invited: [{ label: 'Ann', badge: 'Invited' }] })),
    ).toEqual([]);
  });

  it('lists the review-blocking messages', () => {
    const blank = {
      ...emptyDraft(),
      type: 'tournament' as const,
      buyIn: { ...emptyDraft().buyIn, amount: 0 },
    };
    expect(blockingIssues(blank, ctx)).toEqual(
      expect.arrayContaining([
        wizardMessages.blockName,
        wizardMessages.blockDate,
        wizardMessages.blockLocation,
        wizardMessages.blockBuyIn,
        wizardMessages.blockStructure,
      ]),
    );
    expect(blockingIssues({ ...blank, type: '' }, ctx)).toContain(wizardMessages.blockType);
  });

  it('validates templates without a date, their rules on a step of their own', () => {
    expect(validateTemplateStep('info', valid({ scheduledDate: '' }), ctx)).toEqual({});
    expect(Object.values(validateTemplateStep('rules', valid({ rules: [''] }), ctx))).toEqual([
      gameMessages.ruleBlank,
    ]);
  });

  it('shows no red error before a field is touched or Next is pressed', () => {
    const blank = validateStep('info', emptyDraft(), ctx);
    expect(Object.keys(blank).length).toBeGreaterThan(0);
    expect(visibleErrors('info', blank, new Set(), false)).toEqual({});
    expect(visibleErrors('info', blank, new Set(['name']), false)).toEqual({
      name: gameMessages.nameRequired,
    });
    expect(visibleErrors('info', blank, new Set(), true)).toEqual(blank);
    const fee = { 'buyIn.additionalFees.houseFee': gameMessages.houseFeeTooLarge };
    expect(visibleErrors('buyin', fee, new Set(['buyIn']), false)).toEqual(fee);
  });
});
