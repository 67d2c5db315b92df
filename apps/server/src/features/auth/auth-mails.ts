import type { MailMessage } from '../../lib/mail.ts';

type Link = { to: string; firstName: string; url: string };

const footer = '\n\nIf you did not ask for this, you can ignore this e-mail.\n\nPokerHome';

export function verifyEmailMail({ to, firstName, url }: Link): MailMessage {
  return {
    to,
    kind: 'verify-email',
    subject: 'Confirm your e-mail address',
    text: `Hi ${firstName},\n\nConfirm your e-mail address for PokerHome by opening this link (valid for 48 hours):\n\n${url}${footer}`,
    meta: { url },
  };
}

export function resetPasswordMail({ to, firstName, url }: Link): MailMessage {
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your PokerHome password',
    text: `Hi ${firstName},\n\nSomeone asked to reset the password of your PokerHome account. Choose a new password with this link (valid for 1 hour, usable once):\n\n${url}${footer}`,
    meta: { url },
  };
}

export function passwordChangedMail({ to, firstName }: Omit<Link, 'url'>): MailMessage {
  return {
    to,
    kind: 'password-changed',
    subject: 'Your PokerHome password was changed',
    text: `Hi ${firstName},\n\nThe password of your PokerHome account was just changed and your other sessions were signed out. If this was not you, reset your password at once.\n\nPokerHome`,
  };
}

export function emailChangedMail({
  to,
  firstName,
  newEmail,
}: {
  to: string;
  firstName: string;
  newEmail: string;
}): MailMessage {
  return {
    to,
    kind: 'email-changed',
    subject: 'Your PokerHome e-mail address was changed',
    text: `Hi ${firstName},\n\nThe e-mail address of your PokerHome account was just changed to ${newEmail}. If this was not you, reset your password at once and contact us.\n\nPokerHome`,
  };
}
