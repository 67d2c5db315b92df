import { z } from 'zod';
import { currencies } from '../../constants.ts';
import { text } from '../text.ts';
import { leagueMessages as m } from './messages.ts';
import { finalStacksRuleSchema, leagueLimits, seasonScoringSchema } from './scoring.ts';

/** `POST /api/leagues` and `PUT /api/leagues/{id}`. */
export const leagueInputSchema = z.object({
  name: text({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .min(leagueLimits.nameMin, m.nameTooShort)
    .max(leagueLimits.nameMax, m.nameTooLong),
  description: text({ multiline: true })
    .trim()
    .max(leagueLimits.descriptionMax, m.descriptionTooLong)
    .default(''),
});
export type LeagueInput = z.infer<typeof leagueInputSchema>;
export type LeagueForm = z.input<typeof leagueInputSchema>;

/** `POST /api/leagues/{id}/organizers`: a co-organizer (League Organizer or Administrator). */
export const addOrganizerRequestSchema = z.object({ userId: z.uuid({ error: m.organizerRequired }) });

/**
 * `POST /api/leagues/{id}/members`: a registered user by id, or a guest by name and e-mail. A guest
 * who later registers with that e-mail becomes the user (their history follows them).
 */
export const addMemberRequestSchema = z.union(
  [
    z.object({ userId: z.uuid({ error: m.memberRequired }) }).strict(),
    z
      .object({
        name: text({ error: m.guestNameRequired })
          .trim()
          .min(1, m.guestNameRequired)
          .max(leagueLimits.guestNameMax, m.guestNameTooLong),
        email: z.email({ error: m.guestEmailInvalid }).trim().toLowerCase(),
      })
      .strict(),
  ],
  { error: m.memberRequired },
);
export type AddMemberRequest = z.infer<typeof addMemberRequestSchema>;

/** `POST /api/leagues/{id}/seasons`. */
export const seasonInputSchema = z
  .object({
    name: text({ error: m.seasonNameRequired })
      .trim()
      .min(1, m.seasonNameRequired)
      .max(leagueLimits.nameMax, m.seasonNameTooLong),
    startsOn: z.iso.date({ error: m.startsOnRequired }),
    endsOn: z.iso.date({ error: m.endsOnRequired }),
    /** The season's games are all in this currency (net winnings add up). */
    currency: z.enum(currencies, { error: m.currencyRequired }).default('USD'),
    scoring: seasonScoringSchema,
    finalStacks: finalStacksRuleSchema.default({ baseChips: 10_000, chipsPerPoint: 100, roundTo: 100 }),
  })
  .refine((s) => s.startsOn <= s.endsOn, { message: m.datesOrder, path: ['endsOn'] });
export type SeasonInput = z.infer<typeof seasonInputSchema>;
export type SeasonForm = z.input<typeof seasonInputSchema>;

/** `PUT /api/seasons/{id}`: the whole season again (currency cannot change once games count). */
export const seasonUpdateSchema = seasonInputSchema;

/** `POST /api/seasons/{id}/games`: attach a tournament hosted by one of the league's organizers. */
export const attachGameRequestSchema = z.object({ gameId: z.uuid({ error: m.gameRequired }) });

/** `POST /api/seasons/{id}/sandbox`: another scoring, the season's table recomputed with it (nothing stored). */
export const sandboxRequestSchema = z.object({ scoring: seasonScoringSchema });
export type SandboxRequest = z.infer<typeof sandboxRequestSchema>;
