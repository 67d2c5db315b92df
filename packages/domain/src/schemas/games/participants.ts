import { z } from 'zod';
import { limits } from '../../constants.ts';
import { emailPattern } from '../auth/fields.ts';
import { text } from '../text.ts';
import { gameMessages as m } from './messages.ts';
import { wizardMessages } from './wizard.ts';

export const participantStatuses = [
  'invited',
  'accepted',
  'confirmed',
  'declined',
  'waitlisted',
  'eliminated',
] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];
/** Seats taken: these count against maxParticipants. */
export const seatedStatuses = [
  'accepted',
  'confirmed',
  'eliminated',
] as const satisfies readonly ParticipantStatus[];
/** Invited or seated: these count against invitation slots, and may be written into the ledger. */
export const activeStatuses = ['invited', ...seatedStatuses] as const satisfies readonly ParticipantStatus[];
const seatedSet: ReadonlySet<string> = new Set(seatedStatuses);
const activeSet: ReadonlySet<string> = new Set(activeStatuses);
/** Whether a participant with this status holds a seat (docs/games.md). */
export const isSeated = (status: string | null | undefined): boolean => !!status && seatedSet.has(status);
/** Whether a participant with this status is invited or seated. */
export const isActive = (status: string | null | undefined): boolean => !!status && activeSet.has(status);

const message = text({ multiline: true }).trim().max(limits.inviteMessageMax, m.messageTooLong);
const guestName = text().trim().max(limits.nameMax, 'Guest names cannot exceed 50 characters');

/** A guest the host types in (late entry): both names, sent as `guestFirstName`/`guestLastName`. */
export const guestNamesSchema = z.object({
  first: guestName.min(1, wizardMessages.guestFirstRequired),
  last: guestName.min(1, wizardMessages.guestLastRequired),
});

/**
 * One person to add: a registered user (userId), an e-mail invitee, or a guest. `status: confirmed`
 * is the wizard's "Mark as Coming" (added without an invitation); guests are always added directly.
 */
export const newParticipantSchema = z.object({
  userId: z.uuid({ error: m.userNotFound }).optional(),
  email: text().trim().max(254, m.emailInvalid).regex(emailPattern, m.emailInvalid).optional(),
  message: message.optional(),
  isGuest: z.boolean().optional(),
  guestFirstName: guestName.optional(),
  guestLastName: guestName.optional(),
  status: z.enum(['invited', 'confirmed']).optional(),
});
export type NewParticipant = z.infer<typeof newParticipantSchema>;

export const addParticipantsRequestSchema = z.object({
  participants: z
    .array(newParticipantSchema)
    .min(1, 'Please select at least one participant to invite')
    .max(limits.bulkParticipantsMax),
  message: message.optional(),
  sendEmailInvitations: z.boolean().default(true),
});
export type AddParticipantsRequest = z.infer<typeof addParticipantsRequestSchema>;

export const confirmParticipantsRequestSchema = z.object({
  participants: z.array(z.uuid()).min(1).max(limits.bulkParticipantsMax),
});

/**
 * `PUT /api/games/{id}/participants/{participantId}`: a status, or the check-in's "Arrived". Paid is
 * not here: it is the ledger's buy-in (`POST …/ledger/check-in`, docs/ledger.md).
 */
export const updateParticipantRequestSchema = z
  .object({ status: z.enum(participantStatuses).optional(), arrived: z.boolean().optional() })
  .refine((v) => v?.status !== undefined || v?.arrived !== undefined, { message: 'Nothing to update' });

export const rsvpRequestSchema = z.object({
  status: z.enum(['accepted', 'declined']),
  message: message.optional(),
  /** The token of an e-mailed invitation link, for an invitee whose account has another address. */
  inviteToken: text().max(256).optional(),
});
export type RsvpRequest = z.infer<typeof rsvpRequestSchema>;

export const participantSchema = z.object({
  id: z.string(),
  status: z.enum(participantStatuses),
  user: z.object({
    id: z.string().nullable(),
    name: z.string(),
    username: z.string().nullable(),
    avatar: z.string().nullable(),
    isGuest: z.boolean(),
    /** Shown only to the host and the game's participants. */
    email: z.string().nullable(),
  }),
  /** A buy-in is on the ledger (the check-in's Paid). */
  buyInPaid: z.boolean(),
  /** When the host checked the player in at the table; null until then. */
  arrivedAt: z.string().nullable(),
  isGuest: z.boolean(),
  /** Came in through the game's share link (docs/reach.md). */
  joinedViaShareLink: z.boolean(),
  /** The host's no-show mark (docs/players.md); null when unmarked or when the viewer is not the host. */
  noShow: z.boolean().nullable(),
  message: z.string().nullable(),
  invitedAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;
