import {
  buyInSchema,
  gameMessages,
  locationSchema,
  type WizardContext,
  type WizardStep,
  wizardInfoStepSchema,
  wizardMessages,
  wizardParticipantsStepSchema,
  wizardStructureStepSchema,
} from '@pokerhome/domain';
import type { WizardDraft } from './draft.ts';

export type StepErrors = Record<string, string>;
export type Context = WizardContext;

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

/**
 * A step's result as { "dotted.path": message }, the first message per field: `prefix` names the
 * part of the draft the step checked, `root` the key of a message about the whole of it.
 */
function issues(result: Parsed, prefix: string | null, root = prefix ?? '') {
  const out: StepErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String);
    const key = path.length === 0 ? root : [...(prefix ? [prefix] : []), ...path].join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** Every step checks the draft with the domain's schema of that step (wizard-steps.ts there). */
const infoValues = (d: WizardDraft) => ({ ...d, type: d.type || undefined });
const info = (d: WizardDraft, ctx: Context) =>
  issues(wizardInfoStepSchema(ctx).safeParse(infoValues(d)), null);

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
      return d.type === 'tournament'
        ? issues(wizardStructureStepSchema.safeParse(d.structure), null, 'structure')
        : {};
    case 'participants':
      return issues(wizardParticipantsStepSchema.safeParse(d), null);
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
    const schema = wizardInfoStepSchema(ctx).omit({ scheduledDate: true, rules: true });
    return issues(schema.safeParse(infoValues(d)), null);
  }
  if (step === 'rules') return issues(wizardInfoStepSchema(ctx).pick({ rules: true }).safeParse(d), null);
  if (step === 'review') return {};
  return validateStep(step, d, ctx);
}
