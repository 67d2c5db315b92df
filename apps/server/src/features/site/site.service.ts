import { type ContactRequest, contactSubjects, normalizeEmail, siteMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { takeAddressAllowance } from '../../lib/mail-limits.ts';
import * as repo from './site.repository.ts';

/** Stored first, then e-mailed to the operator: a mail failure never loses the message. */
export async function contact(app: FastifyInstance, body: ContactRequest, ip: string) {
  await repo.insertContactMessage(app.db, { ...body, email: normalizeEmail(body.email), ipAddress: ip });
  await app.mailer.send({
    to: app.config.operatorEmail,
    kind: 'contact-message',
    subject: `[Contact] ${contactSubjects[body.subject]} from ${body.name}`,
    text: `From: ${body.name} <${body.email}>\nSubject: ${contactSubjects[body.subject]}\n\n${body.message}`,
  });
  return { message: siteMessages.contactSent };
}

function confirmationMail(app: FastifyInstance, to: string, token: string) {
  const base = `${app.config.publicUrl}/newsletter/confirm?token=${token}`;
  return {
    to,
    kind: 'newsletter-confirm',
    subject: 'Confirm your PokerHome newsletter subscription',
    text: `Someone (hopefully you) asked to receive the PokerHome newsletter at this address.\n\nConfirm with this link:\n${base}\n\nIf it was not you, ignore this e-mail: nothing will be sent. To unsubscribe at any time:\n${base}&action=unsubscribe\n\nPokerHome`,
    meta: { url: base },
  };
}

/**
 * Double opt-in: a pending address gets a fresh link; a confirmed one is told it is already on the
 * list. Past the address's daily allowance (docs/security.md, "Mail limits") the answer is the same
 * but nothing is sent and the earlier link stays valid.
 */
export async function subscribe(app: FastifyInstance, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const token = randomToken();
  const existing = await repo.findSubscription(app.db, email);
  if (existing?.status === 'confirmed') throw conflict(siteMessages.newsletterAlready);
  if (!(await takeAddressAllowance(app.db, 'newsletter', email))) {
    app.log.info({ kind: 'newsletter-confirm' }, 'mail not sent: the address reached its daily limit');
    return { message: siteMessages.newsletterCheckInbox };
  }
  await repo.savePending(app.db, email, hashToken(token), existing?.id);
  await app.mailer.send(confirmationMail(app, email, token));
  return { message: siteMessages.newsletterCheckInbox };
}

async function setStatus(app: FastifyInstance, token: string, status: 'confirmed' | 'unsubscribed') {
  const row = await repo.setStatusByToken(app.db, hashToken(token), status);
  if (!row) throw badRequest(siteMessages.linkInvalid, { token: siteMessages.linkInvalid });
}

export async function confirm(app: FastifyInstance, token: string) {
  await setStatus(app, token, 'confirmed');
  return { message: siteMessages.newsletterConfirmed };
}

export async function unsubscribe(app: FastifyInstance, token: string) {
  await setStatus(app, token, 'unsubscribed');
  return { message: siteMessages.newsletterUnsubscribed };
}
