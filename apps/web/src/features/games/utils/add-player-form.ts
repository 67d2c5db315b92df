import { emailPattern, gameMessages, limits, type NewParticipant, playerMessages } from '@pokerhome/domain';
import { z } from 'zod';

export const addPlayerKinds = ['user', 'email', 'guest'] as const;
export type AddPlayerKind = (typeof addPlayerKinds)[number];

// Field texts of the invitation panel (docs/games.md), which asks the same questions.
export const addPlayerMessages = {
  selectUser: 'Please select at least one participant to invite',
  guestFirstName: 'First name is required for guest players',
  guestLastName: 'Last name is required for guest players',
} as const;

const name = z.string().trim().max(limits.nameMax, 'Guest names cannot exceed 50 characters');

/**
 * The Add Player dialog of the manage page (docs/games.md): one person, as an existing user,
 * an e-mail invitee or a guest. Only the chosen type's fields are checked; the wire shape is
 * `newParticipantSchema` of the domain package.
 */
export const addPlayerFormSchema = z
  .object({
    kind: z.enum(addPlayerKinds),
    userId: z.string(),
    email: z.string().trim(),
    guestFirstName: name,
    guestLastName: name,
    guestEmail: z.string().trim(),
    message: z.string().trim().max(limits.inviteMessageMax, gameMessages.messageTooLong),
    sendEmailInvitations: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'user' && !v.userId) issue('userId', addPlayerMessages.selectUser);
    if (v.kind === 'email') {
      if (!v.email) issue('email', playerMessages.emailRequired);
      else if (!emailPattern.test(v.email)) issue('email', playerMessages.emailInvalid);
    }
    if (v.kind === 'guest') {
      if (!v.guestFirstName) issue('guestFirstName', addPlayerMessages.guestFirstName);
      if (!v.guestLastName) issue('guestLastName', addPlayerMessages.guestLastName);
      if (v.guestEmail && !emailPattern.test(v.guestEmail)) issue('guestEmail', playerMessages.emailInvalid);
    }
  });
export type AddPlayerFormInput = z.input<typeof addPlayerFormSchema>;
export type AddPlayerForm = z.output<typeof addPlayerFormSchema>;

export const emptyAddPlayerForm: AddPlayerFormInput = {
  kind: 'user',
  userId: '',
  email: '',
  guestFirstName: '',
  guestLastName: '',
  guestEmail: '',
  message: '',
  sendEmailInvitations: true,
};

/** The one participant of `POST /games/{id}/participants` the valid form stands for. */
export function toNewParticipant(v: AddPlayerForm): NewParticipant {
  const message = v.kind !== 'guest' && v.message ? { message: v.message } : {};
  if (v.kind === 'user') return { userId: v.userId, ...message };
  if (v.kind === 'email') return { email: v.email, ...message };
  return {
    isGuest: true,
    guestFirstName: v.guestFirstName,
    guestLastName: v.guestLastName,
    ...(v.guestEmail ? { email: v.guestEmail } : {}),
  };
}
