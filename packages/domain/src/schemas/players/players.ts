import { z } from 'zod';
import { limits } from '../../constants.ts';
import { emailPattern } from '../auth/fields.ts';
import { text } from '../text.ts';
import { playerCardShape } from './player-card.ts';

export const playerMessages = {
  searchTooShort: 'Please enter at least 2 characters to search',
  /**
   * Under an empty search: why a name finds nobody (docs/players.md): a name finds only people the
   * searcher already plays with; anyone else, only by the whole address (their privacy).
   */
  searchByFullEmail:
    'A name finds only people you have played with or added as contacts. To find anyone else, type their full e-mail address: for their privacy, nobody is found by part of it.',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  messageTooLong: 'Message cannot exceed 500 characters',
  nameTooLong: 'Name cannot exceed 100 characters',
  alreadyRegistered: 'already has an account: add them as a contact or invite them to a game',
  invitationPending: 'An invitation to this address is already pending',
  invitationNotFound: 'Invitation not found',
  invitationNotPending: 'Only a pending invitation can be changed',
} as const;

/**
 * `GET /api/users/contacts/search?q=`: 2+ characters, or empty for suggestions (frequent co-players
 * first). Text finds people the searcher already shares a game or a contact with; a whole e-mail
 * address finds its one account (docs/security.md).
 */
export const userSearchQuerySchema = z.object({
  q: text()
    .trim()
    .max(100)
    .default('')
    .refine((q) => q.length === 0 || q.length >= limits.searchMinChars, playerMessages.searchTooShort),
});

export const userSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** E-mail: only the whole address the searcher typed, on its exact match; never an address it was not given. */
  ...playerCardShape,
  isFrequentPlayer: z.boolean(),
});
export type UserSuggestion = z.infer<typeof userSuggestionSchema>;
export const userSearchResponseSchema = z.object({ users: z.array(userSuggestionSchema) });

/** `POST /api/users/invite`: an invitation to join the product (docs/players.md). */
export const productInviteRequestSchema = z.object({
  inviteeEmail: text({ error: playerMessages.emailRequired })
    .trim()
    .min(1, playerMessages.emailRequired)
    .max(254, playerMessages.emailInvalid)
    .regex(emailPattern, playerMessages.emailInvalid),
  inviteeName: text().trim().max(100, playerMessages.nameTooLong).optional(),
  message: text({ multiline: true })
    .trim()
    .max(limits.inviteMessageMax, playerMessages.messageTooLong)
    .optional(),
});
export type ProductInviteRequest = z.infer<typeof productInviteRequestSchema>;

export const productInvitationStatuses = ['pending', 'accepted', 'cancelled'] as const;
export const productInvitationSchema = z.object({
  id: z.string(),
  inviteeEmail: z.string(),
  inviteeName: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(productInvitationStatuses),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type ProductInvitation = z.infer<typeof productInvitationSchema>;
export const productInvitationResponseSchema = z.object({ invitation: productInvitationSchema });
export const productInvitationsResponseSchema = z.object({ invitations: z.array(productInvitationSchema) });
