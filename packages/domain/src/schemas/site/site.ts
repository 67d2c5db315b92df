import { z } from 'zod';
import { emailPattern } from '../auth/fields.ts';
import { text } from '../text.ts';

/** Subject options of the contact page (docs/site.md), value → label. */
export const contactSubjects = {
  general: 'General Inquiry',
  support: 'Technical Support',
  billing: 'Billing Question',
  feature: 'Feature Request',
  bug: 'Bug Report',
  partnership: 'Partnership',
} as const;
export type ContactSubject = keyof typeof contactSubjects;

export const siteMessages = {
  contactSent: 'Message sent!',
  contactSentText: "Thank you for contacting us. We'll get back to you soon.",
  contactFailed: 'Your message could not be sent. Please try again.',
  selectSubject: 'Select a subject',
  nameRequired: 'Name is required',
  nameTooLong: 'Name cannot exceed 100 characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please choose a subject',
  messageRequired: 'Message is required',
  messageTooLong: 'Message cannot exceed 5000 characters',
  newsletterCheckInbox: 'Almost there: check your inbox to confirm your subscription.',
  newsletterAlready: 'This address is already subscribed to the newsletter.',
  newsletterConfirmed: 'Your subscription is confirmed. Thank you!',
  newsletterUnsubscribed: 'You are unsubscribed. You will not receive the newsletter any more.',
  linkInvalid: 'This link is invalid or has expired',
  deleteConfirmRequired: 'Enter your password to confirm',
  accountDeleted: 'Your account and its data have been deleted.',
} as const;

/**
 * What a deleted account becomes in other people's records (docs/security.md, "Account deletion"):
 * its name on their ledgers, tournaments and standings is replaced by this, the number given once
 * per deleted account, so the money still adds up and the entries stay told apart.
 */
export const deletedPlayerName = (number: number) => `Deleted player ${number}`;

const email = text({ error: siteMessages.emailRequired })
  .trim()
  .min(1, siteMessages.emailRequired)
  .max(254, siteMessages.emailInvalid)
  .regex(emailPattern, siteMessages.emailInvalid);

export const contactRequestSchema = z.object({
  name: text({ error: siteMessages.nameRequired })
    .trim()
    .min(1, siteMessages.nameRequired)
    .max(100, siteMessages.nameTooLong),
  email,
  subject: z.enum(Object.keys(contactSubjects) as [ContactSubject, ...ContactSubject[]], {
    error: siteMessages.subjectRequired,
  }),
  message: text({ error: siteMessages.messageRequired, multiline: true })
    .trim()
    .min(1, siteMessages.messageRequired)
    .max(5000, siteMessages.messageTooLong),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** A newsletter address is pending until its e-mailed link confirms it (docs/site.md). */
export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export const newsletterSubscribeRequestSchema = z.object({ email });
export const newsletterTokenRequestSchema = z.object({ token: text().min(1).max(256) });

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: siteMessages.deleteConfirmRequired })
    .min(1, siteMessages.deleteConfirmRequired)
    .max(128),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
