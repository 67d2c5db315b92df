/** What an e-mailed single-use link is for (the server keeps only its hash). */
export const userTokenPurposes = ['verify-email', 'reset-password'] as const;
/** Failed attempts counted per address over a window (docs/security.md). */
export const authFailureKinds = ['login', 'two-factor'] as const;
