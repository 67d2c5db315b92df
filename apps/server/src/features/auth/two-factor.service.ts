import { authMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';

/** Loaded when someone sets up two-factor, not at start (about 7 MB; docs/performance.md, "Memory"). */
const qrCode = async () => (await import('qrcode')).default;

import { decrypt, deriveKey, encrypt, hashToken, randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import * as repo from './auth.repository.ts';

const issuer = 'PokerHome';
const stepSeconds = 30;
const recoveryCodeCount = 10;

const keyFor = (app: FastifyInstance) => deriveKey(app.config.sessionSecret, 'totp-secret');

/** Recovery codes are shown once as `xxxxx-xxxxx` and kept only as hashes of their normalised form. */
const normalizeRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

async function acceptTotp(app: FastifyInstance, userId: string, secret: string, code: string) {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: stepSeconds });
  if (!result.valid) return false;
  const step =
    Math.floor(Date.now() / 1000 / stepSeconds) + ('delta' in result ? Number(result.delta ?? 0) : 0);
  return repo.advanceTotpStep(app.db, userId, step);
}

/** A current authenticator code, or an unused recovery code (spent by this call). */
export async function verifySecondFactor(app: FastifyInstance, user: repo.UserRow, code: string) {
  if (!user.totpSecret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed))
    return acceptTotp(app, user.id, decrypt(keyFor(app), user.totpSecret), trimmed);
  return repo.useRecoveryCode(app.db, user.id, hashToken(normalizeRecoveryCode(trimmed)));
}

export async function setupTwoFactor(app: FastifyInstance, userId: string) {
  const user = await repo.findUserById(app.db, userId);
  if (!user) throw badRequest(authMessages.invalidTwoFactorCode);
  if (user.totpEnabledAt) throw conflict(authMessages.twoFactorAlreadyEnabled);
  const secret = generateSecret();
  await repo.updateUser(app.db, userId, { totpPendingSecret: encrypt(keyFor(app), secret) });
  const otpauthUrl = generateURI({ issuer, label: user.email, secret });
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: await (await qrCode()).toDataURL(otpauthUrl, { margin: 1, width: 220 }),
  };
}

/** Confirms the pending secret with a code from the app, then hands out the recovery codes once. */
export async function enableTwoFactor(app: FastifyInstance, userId: string, code: string) {
  const user = await repo.findUserById(app.db, userId);
  if (!user?.totpPendingSecret) throw badRequest(authMessages.twoFactorSetupFirst);
  if (user.totpEnabledAt) throw conflict(authMessages.twoFactorAlreadyEnabled);
  const secret = decrypt(keyFor(app), user.totpPendingSecret);
  if (!(await acceptTotp(app, userId, secret, code.trim()))) {
    throw badRequest(authMessages.invalidTwoFactorCode, { token: authMessages.invalidTwoFactorCode });
  }
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, () => {
    const raw = randomToken(8)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .padEnd(10, '0')
      .slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await repo.replaceRecoveryCodes(
    app.db,
    userId,
    recoveryCodes.map((c) => hashToken(normalizeRecoveryCode(c))),
  );
  await repo.updateUser(app.db, userId, {
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    totpEnabledAt: new Date(),
  });
  return { recoveryCodes };
}

export async function disableTwoFactor(app: FastifyInstance, userId: string, code: string) {
  const user = await repo.findUserById(app.db, userId);
  if (!user?.totpEnabledAt) throw badRequest(authMessages.twoFactorNotEnabled);
  if (!(await verifySecondFactor(app, user, code))) {
    throw badRequest(authMessages.invalidTwoFactorCode, { token: authMessages.invalidTwoFactorCode });
  }
  await repo.updateUser(app.db, userId, {
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
  });
  await repo.replaceRecoveryCodes(app.db, userId, []);
  return { message: authMessages.twoFactorDisabled };
}
