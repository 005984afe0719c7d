import { PASSWORD_REQUEST_MESSAGES } from './accounts.js';

/**
 * Export of a person's data (docs/decisions/privacy-rights.md#export): the texts the auth service,
 * the gateway and the web share, and the link's lifetime.
 */
/** The gateway's path of an archive: the link's secret is the segment after it (logs and spans hide it). */
export const DATA_EXPORT_PATH_PREFIX = '/api/me/export/';

export const DATA_EXPORT_LIMITS = {
  /** A download link works once, within this time; the archive is assembled when it is used. */
  linkMinutes: 60,
} as const;

export const DATA_EXPORT_MESSAGES = {
  passwordRequired: 'Please enter your password to continue',
  passwordWrong: 'Password is incorrect',
  tooManyTries: PASSWORD_REQUEST_MESSAGES.tooManyWrong,
  sessionOnly: 'Only a signed-in account can export its data',
  linkGone: 'This download link has expired or was already used. Please request a new export.',
  unavailable: 'Your data could not be collected just now. Please try again in a minute.',
} as const;

/** Deleting an account (docs/decisions/privacy-rights.md#erasure); the password texts are the export's. */
export const ACCOUNT_ERASURE_MESSAGES = {
  requested: 'Your account is being deleted. Everything we hold about you is removed within a minute, and you are signed out.',
  beingDeleted: 'This account is being deleted',
} as const;
