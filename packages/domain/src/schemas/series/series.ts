import { z } from 'zod';
import { type SeriesFrequency, seriesFrequencies, seriesMaxOccurrences } from '../../series/occurrences.ts';
import { blindStructureSchema, buyInSchema, gameLimits, locationSchema } from '../games/payload.ts';

export const seriesMessages = {
  recurringOnly: 'Recurring games are available to organizers. Upgrade to schedule recurring games.',
  notFound: 'Series not found',
  sourceRequired: 'Choose a game or a template to repeat',
  gameNotRepeatable: 'Only a scheduled game that has not started can be repeated',
  alreadyInSeries: 'This game is already part of a series',
  startDateRequired: 'Choose the date of the first game',
  startDateInPast: 'The first game cannot be in the past',
  timeRequired: 'Choose a start time (HH:MM)',
  frequencyRequired: 'Choose how often the game repeats',
  endRequired: 'Choose an end date or a number of games',
  endBeforeStart: 'The end date must be on or after the first game',
  countRange: `A series has between 2 and ${seriesMaxOccurrences} games`,
  tooManyRegulars: 'A series can have at most 100 regulars',
  notAnOccurrence: 'This date is not an upcoming game of the series',
  seriesCancelled: 'This series is cancelled',
  nothingToChange: 'Change the time, the place or the structure',
} as const;

export const seriesFrequencyLabels: Record<SeriesFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every other week',
  monthly: 'Monthly (same weekday)',
};

const m = seriesMessages;
const localDate = (message: string) =>
  z.string({ error: message }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message);
export const localTimeSchema = z
  .string({ error: m.timeRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeRequired);

/**
 * `POST /api/series`: repeat a game (it becomes the first occurrence, at its date and time) or a
 * template (from `startDate` at `time`, in the host's time zone). Ends on `endsOn` or after `count`.
 */
export const createSeriesRequestSchema = z
  .object({
    gameId: z.uuid({ error: m.sourceRequired }).optional(),
    templateId: z.uuid({ error: m.sourceRequired }).optional(),
    startDate: localDate(m.startDateRequired).optional(),
    time: localTimeSchema.optional(),
    frequency: z.enum(seriesFrequencies, { error: m.frequencyRequired }),
    endsOn: localDate(m.endRequired).optional(),
    count: z
      .number({ error: m.countRange })
      .int(m.countRange)
      .min(2, m.countRange)
      .max(seriesMaxOccurrences, m.countRange)
      .optional(),
    /** The regulars: users invited to every occurrence. */
    regularIds: z.array(z.uuid()).max(100, m.tooManyRegulars).default([]),
  })
  .superRefine((v, ctx) => {
    if (typeof v !== 'object' || v === null) return;
    if (!v.gameId === !v.templateId)
      ctx.addIssue({ code: 'custom', message: m.sourceRequired, path: ['gameId'] });
    if (v.templateId && !v.startDate)
      ctx.addIssue({ code: 'custom', message: m.startDateRequired, path: ['startDate'] });
    if (v.templateId && !v.time) ctx.addIssue({ code: 'custom', message: m.timeRequired, path: ['time'] });
    if ((v.endsOn === undefined) === (v.count === undefined))
      ctx.addIssue({ code: 'custom', message: m.endRequired, path: ['endsOn'] });
  });
export type CreateSeriesRequest = z.infer<typeof createSeriesRequestSchema>;
export type CreateSeriesForm = z.input<typeof createSeriesRequestSchema>;

/** `PATCH /api/series/{id}`: every future occurrence gets the new time, place or structure. */
export const updateSeriesRequestSchema = z
  .object({
    time: localTimeSchema.optional(),
    location: locationSchema.optional(),
    buyIn: buyInSchema.optional(),
    maxParticipants: z
      .number({ error: 'Must have at least 2 participants' })
      .int()
      .min(gameLimits.minParticipants, 'Must have at least 2 participants')
      .max(gameLimits.absoluteMaxParticipants)
      .optional(),
    blindStructure: blindStructureSchema.optional(),
  })
  .refine((v) => typeof v !== 'object' || v === null || Object.values(v).some((x) => x !== undefined), {
    message: m.nothingToChange,
    path: ['time'],
  });
export type UpdateSeriesRequest = z.infer<typeof updateSeriesRequestSchema>;

export const occurrenceStates = ['planned', 'scheduled', 'skipped', 'cancelled', 'completed'] as const;
export type OccurrenceState = (typeof occurrenceStates)[number];

export const seriesOccurrenceSchema = z.object({
  /** The local date in the host's time zone (YYYY-MM-DD); the occurrence's key. */
  date: z.string(),
  scheduledDate: z.string(),
  /** planned: not yet created (beyond the rolling window); scheduled: a game exists. */
  state: z.enum(occurrenceStates),
  gameId: z.string().nullable(),
  seated: z.number().int(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const seriesSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'cancelled']),
  frequency: z.enum(seriesFrequencies),
  /** "Every Thursday", "Monthly on the 2nd Thursday". */
  pattern: z.string(),
  startDate: z.string(),
  time: z.string(),
  timeZone: z.string(),
  endsOn: z.string().nullable(),
  count: z.number().int().nullable(),
  locationName: z.string(),
  regulars: z.array(z.object({ id: z.string(), name: z.string() })),
  occurrences: z.array(seriesOccurrenceSchema),
  createdAt: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesSummarySchema = seriesSchema.omit({ occurrences: true, regulars: true }).extend({
  nextDate: z.string().nullable(),
  gameIds: z.array(z.string()),
});
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;
export const listSeriesResponseSchema = z.object({ series: z.array(seriesSummarySchema) });
export const seriesResponseSchema = z.object({ series: seriesSchema });
