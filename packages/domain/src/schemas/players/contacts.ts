import { z } from 'zod';
import { gameRefShape } from '../games/game-ref.ts';
import { participantStatuses } from '../games/participants.ts';
import { text } from '../text.ts';
import { playerCardShape } from './player-card.ts';

/** Notices of the player management page (docs/players.md); they auto-dismiss after 5 seconds. */
export const contactNotices = {
  allAlreadyContacts: 'All selected users are already in your contacts.',
  added: (n: number) => `Successfully added ${n} contact(s).`,
  partlyAdded: (n: number, m: number, reasons: string) => `Added ${n} contact(s). ${m} failed: ${reasons}`,
  addFailed: (reasons: string) => `Failed to add contacts: ${reasons}`,
  invitationSent: (email: string) => `Invitation sent successfully to ${email}`,
  invitationResent: (email: string) => `Invitation resent successfully to ${email}`,
  invitationCancelled: (email: string) => `Invitation to ${email} cancelled successfully`,
  resendFailed: (reason: string) => `Failed to resend invitation: ${reason}`,
  cancelFailed: (reason: string) => `Failed to cancel invitation: ${reason}`,
  removed: (name: string) => `Successfully removed ${name} from contacts.`,
  removeFailed: (name: string, reason: string) => `Failed to remove ${name}: ${reason}`,
  missingContact: 'Contact not found or missing backend ID.',
  dismissAfterMs: 5000,
} as const;

export const contactMessages = {
  alreadyExists: 'This user already exists in your contacts',
  notFound: 'Contact not found',
  userNotFound: 'User not found',
  self: 'You cannot add yourself as a contact',
  notesTooLong: 'Notes cannot exceed 1000 characters',
  tagTooLong: 'A tag cannot exceed 30 characters',
  tooManyTags: 'A contact can have at most 10 tags',
} as const;

/** A duplicate answer is ignored silently by the client (docs/players.md). */
export const isDuplicateContactMessage = (message: string) => /already exists|duplicate/i.test(message);

/** Participant statistics (docs/players.md): over the invitations to games a user hosts. */
export const participantStatisticsSchema = z.object({
  totalInvited: z.number().int(),
  totalAccepted: z.number().int(),
  totalDeclined: z.number().int(),
  totalConfirmed: z.number().int(),
  totalWaitlisted: z.number().int(),
  /** Accepted (accepted, confirmed or eliminated) over all invited, 0 to 100. */
  acceptanceRate: z.number(),
  /** Confirmed (confirmed or eliminated) over accepted, 0 to 100. */
  confirmationRate: z.number(),
});
export type ParticipantStatistics = z.infer<typeof participantStatisticsSchema>;

export const contactSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  name: z.string(),
  /** E-mail shown when the owner knows it: they share a game, or the owner typed it when adding (docs/security.md). */
  ...playerCardShape,
  lastGameDate: z.string().nullable(),
  /** Mean hours from an invitation to its answer; null before any answer. */
  averageRSVPResponse: z.number().nullable(),
  reliabilityScore: z.number().int().min(0).max(100),
  preferredGameTypes: z.array(z.enum(['tournament', 'cash_game'])),
  notes: z.string(),
  tags: z.array(z.string()),
  /** The contact's answers to the owner's invitations. */
  statistics: participantStatisticsSchema,
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactsResponseSchema = z.object({ contacts: z.array(contactSchema) });
export const contactResponseSchema = z.object({ contact: contactSchema });

export const addContactRequestSchema = z.object({
  userId: z.uuid({ error: contactMessages.userNotFound }),
  /** The whole address the owner typed to find this person, so the contact may show it. */
  email: text().trim().max(254).optional(),
});
export type AddContactRequest = z.infer<typeof addContactRequestSchema>;

export const updateContactRequestSchema = z.object({
  notes: text({ multiline: true }).trim().max(1000, contactMessages.notesTooLong).optional(),
  tags: z
    .array(text().trim().min(1).max(30, contactMessages.tagTooLong))
    .max(10, contactMessages.tooManyTags)
    .optional(),
});
export type UpdateContactRequest = z.infer<typeof updateContactRequestSchema>;

export const participationStatusSchema = z.enum(participantStatuses);

/** One row of the Game Participation tab: someone in a game the user hosts, or the user in someone's game. */
export const participationRecordSchema = z.object({
  id: z.string(),
  role: z.enum(['hosted', 'played']),
  ...gameRefShape,
  gameType: z.enum(['tournament', 'cash_game']),
  gameStatus: z.string(),
  scheduledDate: z.string(),
  player: z.object({
    id: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    isGuest: z.boolean(),
  }),
  status: participationStatusSchema,
  invitedAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  buyInPaid: z.boolean(),
});
export type ParticipationRecord = z.infer<typeof participationRecordSchema>;

/** Analytics: one calendar month (UTC) of invitations to the user's games. */
export const participationMonthSchema = z.object({
  month: z.string(),
  invited: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  attended: z.number().int(),
  acceptanceRate: z.number(),
});
export type ParticipationMonth = z.infer<typeof participationMonthSchema>;

export const participationResponseSchema = z.object({
  records: z.array(participationRecordSchema),
  statistics: participantStatisticsSchema,
  months: z.array(participationMonthSchema),
});
export type ParticipationResponse = z.infer<typeof participationResponseSchema>;

/** A rate as a percentage with one decimal; 0 when there is nothing to divide. */
export const percentage = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export function participantStatistics(
  counts: Omit<ParticipantStatistics, 'acceptanceRate' | 'confirmationRate'>,
) {
  return {
    ...counts,
    acceptanceRate: percentage(counts.totalAccepted, counts.totalInvited),
    confirmationRate: percentage(counts.totalConfirmed, counts.totalAccepted),
  } satisfies ParticipantStatistics;
}

/** Reliability (docs/players.md): 100, minus 10 per no-show and 5 per late decline, never below 0. */
export const reliabilityScore = ({ noShows, lateDeclines }: { noShows: number; lateDeclines: number }) =>
  Math.max(0, 100 - 10 * noShows - 5 * lateDeclines);
