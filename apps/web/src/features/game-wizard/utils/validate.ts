import {
  buyInSchema,
  gameLimits,
  gameMessages,
  locationSchema,
  type WizardStep,
  wizardMessages,
} from '@pokerhome/domain';
import type { WizardDraft } from './draft.ts';

export type StepErrors = Record<string, string>;
export type Context = { now: number; maxParticipants: number };

/** Zod issues as { "dotted.path": message }, the first message per field. */
function issues(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  prefix: string,
) {
  const out: StepErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = [prefix, ...issue.path.map(String)].join('.');
    out[key] ??= issue.message;
  }
  return out;
}

function info(d: WizardDraft, ctx: Context): StepErrors {
  const e: StepErrors = {};
  const name = d.name.trim();
  if (!d.type) e.type = gameMessages.typeRequired;
  if (!name) e.name = gameMessages.nameRequired;
  else if (name.length < gameLimits.nameMin) e.name = gameMessages.nameTooShort;
  else if (name.length > gameLimits.nameMax) e.name = gameMessages.nameTooLong;
  if (!Number.isFinite(d.maxParticipants) || d.maxParticipants < gameLimits.minParticipants) {
    e.maxParticipants = gameMessages.minParticipants;
  } else if (!Number.isInteger(d.maxParticipants)) {
    e.maxParticipants = gameMessages.participantsWhole;
  } else if (d.maxParticipants > ctx.maxParticipants) {
    e.maxParticipants = gameMessages.maxParticipants(ctx.maxParticipants);
  }
  if (d.description.trim().length > gameLimits.descriptionMax)
    e.description = gameMessages.descriptionTooLong;
  const at = Date.parse(d.scheduledDate);
  if (!d.scheduledDate || Number.isNaN(at)) e.scheduledDate = gameMessages.dateRequired;
  else if (at < ctx.now - gameLimits.pastToleranceMs) e.scheduledDate = gameMessages.dateInPast;
  d.rules.forEach((rule, i) => {
    if (!rule.trim()) e[`rules.${i}`] = gameMessages.ruleBlank;
    else if (rule.trim().length > gameLimits.ruleMax) e[`rules.${i}`] = gameMessages.ruleNTooLong(i + 1);
  });
  return e;
}

function buyIn(d: WizardDraft): StepErrors {
  const b = {
    amount: d.buyIn.amount,
    currency: d.buyIn.currency,
    additionalFees: d.buyIn.additionalFees,
    ...(d.type === 'cash_game' ? { cashGameBlinds: d.buyIn.cashGameBlinds } : {}),
    ...(d.type === 'tournament' && d.buyIn.bounty ? { bounty: d.buyIn.bounty } : {}),
  };
  return issues(buyInSchema.safeParse(b), 'buyIn');
}

function structure(d: WizardDraft): StepErrors {
  const s = d.structure;
  if (!s) return { structure: wizardMessages.structureRequired };
  const e: StepErrors = {};
  if (!Number.isFinite(s.startingChips) || s.startingChips < gameLimits.startingChipsMin) {
    e.startingChips = wizardMessages.startingChipsMin;
  } else if (s.startingChips % 100 !== 0) e.startingChips = 'Starting chips must be a multiple of 100';
  if (s.levels.length === 0) e.levels = wizardMessages.levelRequired;
  s.levels.forEach((l, i) => {
    if (!(l.duration >= gameLimits.levelDurationMin))
      e[`levels.${i}.duration`] = wizardMessages.levelDurationMin;
    else if (l.duration > gameLimits.levelDurationMax)
      e[`levels.${i}.duration`] = wizardMessages.levelDurationMax;
    if (!l.isBreak && !(l.smallBlind >= 1)) e[`levels.${i}.smallBlind`] = 'Blinds must be at least 1';
    if (!l.isBreak && !(l.bigBlind > l.smallBlind))
      e[`levels.${i}.bigBlind`] = gameMessages.bigBlindAboveSmall;
  });
  const total = s.payouts.reduce((n, p) => n + p.percentage, 0);
  if (s.payouts.length > 0 && Math.abs(total - 100) > 0.01) e.payouts = wizardMessages.payoutsTotal;
  return e;
}

function participants(d: WizardDraft): StepErrors {
  const done =
    d.inviteMode === 'later' ||
    ((d.inviteMode === 'now' || d.inviteMode === 'coming') && d.invited.length > 0);
  return done ? {} : { invite: wizardMessages.inviteWarning };
}

/** The review's blocking list (docs/templates-and-wizards.md), from the steps before it. */
export function blockingIssues(d: WizardDraft, ctx: Context): string[] {
  const out: string[] = [];
  const i = info(d, ctx);
  if (i.type) out.push(wizardMessages.blockType);
  if (i.name) out.push(i.name === gameMessages.nameRequired ? wizardMessages.blockName : i.name);
  if (i.scheduledDate)
    out.push(i.scheduledDate === gameMessages.dateRequired ? wizardMessages.blockDate : i.scheduledDate);
  if (i.maxParticipants) out.push(i.maxParticipants);
  if (!d.location.name.trim()) out.push(wizardMessages.blockLocation);
  if (!(d.buyIn.amount > 0)) out.push(wizardMessages.blockBuyIn);
  if (d.type === 'tournament' && !d.structure) out.push(wizardMessages.blockStructure);
  for (const step of ['location', 'buyin', 'structure'] as const) {
    for (const m of Object.values(validateStep(step, d, ctx)))
      if (!out.includes(m) && m !== gameMessages.locationNameRequired) out.push(m);
  }
  return out;
}

export function validateStep(step: WizardStep, d: WizardDraft, ctx: Context): StepErrors {
  switch (step) {
    case 'info':
      return info(d, ctx);
    case 'location':
      return issues(locationSchema.safeParse(d.location), 'location');
    case 'buyin':
      return buyIn(d);
    case 'structure':
      return d.type === 'tournament' ? structure(d) : {};
    case 'participants':
      return participants(d);
    case 'review': {
      const list = blockingIssues(d, ctx);
      return list.length ? { review: list.join('; ') } : {};
    }
  }
}

/** Which part of the draft an error belongs to: the structure step's fields all live in `structure`. */
function draftKeyOf(step: WizardStep, errorKey: string): string {
  if (step === 'structure') return 'structure';
  if (step === 'participants') return 'inviteMode';
  return errorKey.split('.')[0]!;
}

/**
 * The errors a step shows: none before the host touches a field or presses Next (a blank form is not
 * wrong yet), then those of the touched parts, and all of them once Next was pressed.
 */
export function visibleErrors(
  step: WizardStep,
  errors: StepErrors,
  touched: ReadonlySet<string>,
  attempted: boolean,
): StepErrors {
  if (attempted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => touched.has(draftKeyOf(step, k))));
}

export type TemplateStep = 'info' | 'location' | 'buyin' | 'structure' | 'rules' | 'review';

/** The template wizard's steps (docs/templates-and-wizards.md): no date, and rules get a step of their own. */
export function templateSteps(type: WizardDraft['type']): TemplateStep[] {
  return type === 'cash_game'
    ? ['info', 'location', 'buyin', 'rules', 'review']
    : ['info', 'location', 'buyin', 'structure', 'rules', 'review'];
}

export function validateTemplateStep(step: TemplateStep, d: WizardDraft, ctx: Context): StepErrors {
  if (step === 'info') {
    const { scheduledDate: _d, ...rest } = info(d, ctx);
    return Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('rules.')));
  }
  if (step === 'rules')
    return Object.fromEntries(Object.entries(info(d, ctx)).filter(([k]) => k.startsWith('rules.')));
  if (step === 'review') return {};
  return validateStep(step, d, ctx);
}
