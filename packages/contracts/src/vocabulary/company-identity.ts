/**
 * Company identity: what a company proves about itself (docs/decisions/
 * evidence-levels-and-company-identity.md). Texts shared by the server, the REST facade and the web.
 */
export const COMPANY_IDENTITY_LIMITS = {
  /** Display-name changes allowed per window; every change is kept in the name history. */
  renamesPerWindow: 3,
  renameWindowDays: 30,
  /** Verified work addresses per company (each names a domain the company controls). */
  maxWorkAddresses: 5,
  /** Work-address codes a company may ask for per hour. */
  workAddressCodesPerHour: 10,
  /** Names a company may have over its life (the history is kept whole: it feeds the hiding rule). */
  maxNames: 25,
  /** Former websites kept per company (each feeds the hiding rule). */
  maxFormerWebsites: 25,
} as const;

/** The GraphQL error code of a request an unproven company may not make (REST: 403). */
export const COMPANY_NOT_PROVEN_CODE = 'COMPANY_NOT_PROVEN';

export const COMPANY_IDENTITY_MESSAGES = {
  notProven: "Verify a work address at your company's domain to browse and unlock candidates. You can add one on your Company Profile.",
  personalAddress: 'Use an address at your company’s own domain: an address at a personal mail provider cannot prove which company you are.',
  invalidAddress: 'Please enter a valid email address',
  codeSent: (email: string) => `We sent a 6-digit code to ${email}. Enter it to verify this address.`,
  addressVerified: 'Work address verified',
  alreadyVerified: 'This address is already verified for your company',
  tooManyAddresses: `You can verify at most ${COMPANY_IDENTITY_LIMITS.maxWorkAddresses} work addresses`,
  tooManyCodes: 'Too many codes requested for work addresses. Please try again in an hour.',
  renameLimit: `You can change your company name at most ${COMPANY_IDENTITY_LIMITS.renamesPerWindow} times in ${COMPANY_IDENTITY_LIMITS.renameWindowDays} days`,
  websiteUnproven: 'Not on a verified domain of this company',
  tooManyNames: `Your company has had ${COMPANY_IDENTITY_LIMITS.maxNames} names, the most one account may have. Please contact support to rename it again.`,
  tooManyWebsites: `Your company has had ${COMPANY_IDENTITY_LIMITS.maxFormerWebsites} other websites, the most one account may have. Please contact support to change it again.`,
  codeMalformed: 'Please enter a valid 6-digit verification code',
  codeInvalid: 'Invalid verification code',
  codeExpired: 'Verification code has expired. Please request a new code.',
  codeExhausted: 'Too many incorrect attempts. Please request a new code.',
  codeSendFailed: 'Failed to send verification code. Please try again.',
} as const;
