import { z } from 'zod';

/**
 * The kinds of e-mail a user may turn off. Security e-mails (verification, password reset, sign-in
 * alerts) are not listed: they are always sent.
 */
export const emailCategories = ['invitations', 'reminders', 'nudges', 'digests', 'waitlist'] as const;
export type EmailCategory = (typeof emailCategories)[number];
export const emailCategorySchema = z.enum(emailCategories);

export const emailCategoryLabels: Record<EmailCategory, { label: string; description: string }> = {
  invitations: { label: 'Invitations', description: 'When someone invites you to a game or to PokerHome.' },
  reminders: {
    label: 'Game reminders',
    description:
      '24 hours and 2 hours before a game you are playing, and when a recurring game you accepted is called off.',
  },
  nudges: {
    label: 'RSVP nudges',
    description: '"Still coming?" when you have not answered 48 hours before.',
  },
  digests: { label: 'Host digests', description: 'Who answered, the day before a game you host.' },
  waitlist: {
    label: 'Waiting-list notices',
    description: 'When a seat opens up and you move off the waiting list.',
  },
};

export const emailPreferencesSchema = z.object(
  Object.fromEntries(emailCategories.map((c) => [c, z.boolean()])) as Record<EmailCategory, z.ZodBoolean>,
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const updateEmailPreferencesSchema = emailPreferencesSchema.partial();

export const unsubscribeInfoSchema = z.object({ category: emailCategorySchema, email: z.string() });

export const calendarFeedSchema = z.object({ url: z.string() });

export const cantMakeItInfoSchema = z.object({
  gameName: z.string(),
  scheduledDate: z.string(),
  /** Local date and time of the game, in the game's time zone, ready to show. */
  when: z.string(),
  locationName: z.string(),
  status: z.string(),
});
export const cantMakeItResultSchema = z.object({ status: z.string() });

/**
 * A mail's fate: kept in the outbox (no SMTP_URL), or sent or failed through SMTP. A request's mail
 * is 'queued' until delivery claims it ('sending'); one left 'sending' was lost in a crash.
 */
export const mailStatuses = ['outbox', 'queued', 'sending', 'sent', 'failed'] as const;
export const jobStates = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];
export const jobStateSchema = z.enum(jobStates);

export const adminJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  subject: z.string(),
  runAt: z.string(),
  attempts: z.number().int(),
  state: jobStateSchema,
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobsQuerySchema = z.object({
  state: jobStateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const adminJobsResponseSchema = z.object({
  jobs: z.array(adminJobSchema),
  counts: z.record(z.string(), z.number().int()),
});

export const reachMessages = {
  invalidLink: 'This link is not valid or has expired',
} as const;
