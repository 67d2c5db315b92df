import { gameLimits, type Template, type TemplateInput } from '@pokerhome/domain';
import {
  blindStructurePayload,
  buyInPayload,
  emptyDraft,
  freezeout,
  type WizardDraft,
} from '@/features/game-wizard';

/** A template (or the one to duplicate) as the shared wizard draft. */
export function draftFromTemplate(t: Template): WizardDraft {
  const d = emptyDraft();
  return {
    ...d,
    type: t.type,
    name: t.name,
    description: t.description,
    maxParticipants: t.maxParticipants,
    location: t.location,
    buyIn: {
      amount: t.buyIn.amount,
      currency: t.buyIn.currency,
      cashGameBlinds: t.buyIn.cashGameBlinds ?? d.buyIn.cashGameBlinds,
      additionalFees: t.buyIn.additionalFees,
      entries: {
        rebuy: { ...freezeout().rebuy, ...t.buyIn.rebuy },
        addOn: { ...freezeout().addOn, ...t.buyIn.addOn },
        reEntry: { ...freezeout().reEntry, ...t.buyIn.reEntry },
      },
      ...(t.buyIn.bounty ? { bounty: t.buyIn.bounty } : {}),
    },
    structure: t.blindStructure
      ? {
          preset: 'custom',
          startingChips: t.blindStructure.startingChips,
          levels: t.blindStructure.levels.map((l) => ({
            ...l,
            ante: l.ante ?? 0,
            isBreak: l.isBreak ?? false,
          })),
          payouts: t.blindStructure.prizePoolBreakdown?.payouts ?? [],
        }
      : null,
    rules: t.rules,
  };
}

export function templatePayload(d: WizardDraft, isPublic: boolean): TemplateInput {
  return {
    name: d.name.trim(),
    description: d.description.trim(),
    type: d.type === '' ? 'tournament' : d.type,
    maxParticipants: d.maxParticipants,
    isPublic,
    location: d.location,
    buyIn: buyInPayload(d),
    ...blindStructurePayload(d),
    rules: d.rules,
  };
}

/**
 * A game made from a template is named after the template and the game's own date (the
 * datetime-local value), not the day it was created; without a date yet, the template's name.
 */
export function gameNameFromTemplate(templateName: string, date: string): string {
  const at = Date.parse(date);
  const name = Number.isNaN(at) ? templateName : `${templateName} ${new Date(at).toLocaleDateString()}`;
  return name.slice(0, gameLimits.nameMax);
}
