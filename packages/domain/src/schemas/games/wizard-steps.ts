import { z } from 'zod';
import { text } from '../text.ts';
import { gameMessages as m } from './messages.ts';
import { gameDescriptionSchema, gameLimits, gameNameSchema, gameTypes } from './payload.ts';
import { wizardMessages as w } from './wizard.ts';

/**
 * The wizards' steps as their forms hold them (docs/templates-and-wizards.md): the game and template
 * wizards check each step with these, and the create-from-template form its name and date, so a rule
 * and its message are written once, beside the payload the server checks. The clock (`now`) and the
 * user's ceiling are passed in: the domain reads neither.
 */
export type WizardContext = { now: number; maxParticipants: number };

/** A datetime-local value (or an instant): required, and not more than 5 minutes past. */
export const scheduledDateInputSchema = (now: number) =>
  z.string({ error: m.dateRequired }).superRefine((value, ctx) => {
    const at = Date.parse(value);
    if (!value || Number.isNaN(at)) ctx.addIssue({ code: 'custom', message: m.dateRequired });
    else if (at < now - gameLimits.pastToleranceMs) ctx.addIssue({ code: 'custom', message: m.dateInPast });
  });

/** Between 2 and the user's ceiling (their capabilities), whole. */
export const maxParticipantsInputSchema = (ceiling: number) =>
  z
    .number({ error: m.minParticipants })
    .min(gameLimits.minParticipants, m.minParticipants)
    .int(m.participantsWhole)
    .max(ceiling, m.maxParticipants(ceiling));

/** The rules as typed, each named by its number when too long. */
export const wizardRulesSchema = z.array(text({ multiline: true })).superRefine((rules, ctx) => {
  rules.forEach((rule, i) => {
    const length = rule.trim().length;
    if (length === 0) ctx.addIssue({ code: 'custom', path: [i], message: m.ruleBlank });
    else if (length > gameLimits.ruleMax)
      ctx.addIssue({ code: 'custom', path: [i], message: m.ruleNTooLong(i + 1) });
  });
});

/** Step 1, "Game Type & Info". A template has neither date nor rules here (`omit` them). */
export const wizardInfoStepSchema = (ctx: WizardContext) =>
  z.object({
    type: z.enum(gameTypes, { error: m.typeRequired }),
    name: gameNameSchema,
    description: gameDescriptionSchema,
    scheduledDate: scheduledDateInputSchema(ctx.now),
    maxParticipants: maxParticipantsInputSchema(ctx.maxParticipants),
    rules: wizardRulesSchema,
  });

/** A number box the host may have emptied (NaN): the rule below says what is wrong with it. */
const typedNumber = z.union([z.number(), z.nan()]);

const levelInputSchema = z
  .object({
    duration: z
      .number({ error: w.levelDurationMin })
      .min(gameLimits.levelDurationMin, w.levelDurationMin)
      .max(gameLimits.levelDurationMax, w.levelDurationMax),
    smallBlind: typedNumber,
    bigBlind: typedNumber,
    isBreak: z.boolean().default(false),
  })
  .superRefine((level, ctx) => {
    if (level.isBreak) return;
    if (!(level.smallBlind >= 1))
      ctx.addIssue({ code: 'custom', path: ['smallBlind'], message: 'Blinds must be at least 1' });
    if (!(level.bigBlind > level.smallBlind))
      ctx.addIssue({ code: 'custom', path: ['bigBlind'], message: m.bigBlindAboveSmall });
  });

/** The structure step (tournaments): starting chips, the levels, and payouts adding up to 100%. */
export const wizardStructureStepSchema = z.object(
  {
    startingChips: z
      .number({ error: w.startingChipsMin })
      .min(gameLimits.startingChipsMin, w.startingChipsMin)
      .multipleOf(100, 'Starting chips must be a multiple of 100'),
    levels: z.array(levelInputSchema).min(1, w.levelRequired),
    payouts: z
      .array(z.object({ position: z.number(), percentage: typedNumber }))
      .refine((p) => p.length === 0 || Math.abs(p.reduce((n, x) => n + x.percentage, 0) - 100) <= 0.01, {
        message: w.payoutsTotal,
      }),
  },
  { error: w.structureRequired },
);

/** The participants step: a choice, and someone invited unless the choice is "later". */
export const wizardParticipantsStepSchema = z
  .object({
    inviteMode: z.enum(['now', 'later', 'coming']).nullable(),
    invited: z.array(z.unknown()),
  })
  .refine((d) => d.inviteMode === 'later' || (d.inviteMode !== null && d.invited.length > 0), {
    message: w.inviteWarning,
    path: ['invite'],
  });
