/**
 * Registration vocabulary and rules shared by the server and the web app, with the spec's texts.
 * Pure data and functions (no Node APIs), so the browser bundle can import it.
 */
import { CAREER_LIMITS } from './career-fields.js';

export const USER_TYPES = ['candidate', 'company'] as const;
export type UserTypeKey = (typeof USER_TYPES)[number];

export const DEGREE_LEVELS = ['Associates', 'Bachelor', 'Masters', 'PhD'] as const;
/**
 * Industry options, one list for sign-up and the company profile (issue 32: the two lists
 * differed, so a company could not pick at sign-up what its profile offers). The spec names
 * seven at registration and these ten on the profile; the ten hold the seven.
 */
export const INDUSTRIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Consulting',
  'Education',
  'Media',
  'Real Estate',
  'Other',
] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
/** Work model values as the candidate profile stores them (docs/product/data.md#data-and-entities: remote, hybrid, in-person). */
export const WORK_MODELS = ['remote', 'hybrid', 'in-person'] as const;

export const ACCOUNT_LIMITS = {
  passwordMinLength: 8,
  verificationCodeLength: 6,
  /** Verification and reset codes. */
  codeTtlMinutes: 15,
  codeMaxWrongTries: 5,
  resendCooldownSeconds: 30,
  maxWorkExperiences: CAREER_LIMITS.maxWorkExperiences,
  maxSkills: CAREER_LIMITS.maxSkills,
  resumeMaxBytes: 10 * 1024 * 1024,
  yearChoices: 30,
} as const;

/** The spec's validation texts (section 5), word for word. */
export const ACCOUNT_MESSAGES = {
  basicInfoRequired: 'Please fill in first name, last name, and email',
  passwordRequired: 'Please enter and confirm your password',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordNeedsSpecial: 'Password must contain at least one special character',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordHint: 'At least 8 characters with 1 number and 1 special character',
  codeLength: 'Please enter the 6-digit verification code',
  codeDigits: 'Please enter a valid 6-digit verification code',
  educationRequired: 'Please complete your education information',
  workExperienceRequired: 'Please add at least one work experience',
  skillRequired: 'Please add at least one skill',
  companyNameRequired: 'Company name is required',
  resumeTooLarge: 'File size must be less than 10MB',
  resumeWrongType: 'Please upload a PDF, Word document (.doc/.docx), or text file (.txt/.rtf)',
  invalidVerificationCode: 'Invalid verification code',
} as const;

/**
 * An email address as the services accept one (after trimming and lowercasing): the characters of
 * the spec's email field (an HTML email input: letters, digits and !#$%&'*+/=?^_`{|}~.- before
 * the `@`), a dotted domain of letters, digits and hyphens, at most 254 characters. Addresses
 * outside it could not be mailed (SMTP refused them: a 503 after the request was accepted). The
 * source is shared with the REST facade's request schemas, which declare the same rule.
 */
export const EMAIL_PATTERN_SOURCE = "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+$";
export const EMAIL_MAX_LENGTH = 254;

/** The auth service's texts for sign-in and the first registration step. */
export const SIGN_IN_MESSAGES = {
  loginRequired: 'Please enter your email and password',
  invalidCredentials: 'Invalid email or password',
  invalidEmail: 'Please enter a valid email address',
  invalidUserType: 'Please choose whether you are a candidate or a company',
} as const;

const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

/**
 * An email address as every service stores and compares it (trimmed, lower-cased), or null when it
 * is not one (EMAIL_PATTERN_SOURCE, at most EMAIL_MAX_LENGTH characters). The web checks the same.
 */
export function normalizeEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? '';
  return email && EMAIL_PATTERN.test(email) && email.length <= EMAIL_MAX_LENGTH ? email : null;
}

/** The spec's password rule; returns its error text, or null when the password is acceptable. */
export function passwordProblem(password: string | null | undefined): string | null {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < ACCOUNT_LIMITS.passwordMinLength) return ACCOUNT_MESSAGES.passwordTooShort;
  if (!/[0-9]/.test(password)) return ACCOUNT_MESSAGES.passwordNeedsNumber;
  if (!/[^A-Za-z0-9\s]/.test(password)) return ACCOUNT_MESSAGES.passwordNeedsSpecial;
  return null;
}

/** Resume uploads: the accepted extensions and the MIME types browsers send for them. */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.rtf'] as const;
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/rtf',
  'text/rtf',
] as const;

/** The company profile's text limits (after trimming). */
export const COMPANY_PROFILE_LIMITS = { nameMaxLength: 100, companyNameMaxLength: 200 } as const;

/** The company service's texts for the company profile form. */
export const COMPANY_PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: ACCOUNT_MESSAGES.companyNameRequired,
  industry: `Industry must be one of: ${INDUSTRIES.join(', ')}`,
  size: `Company size must be one of: ${COMPANY_SIZES.join(', ')}`,
  website: 'Please enter a valid website URL (for example https://example.com)',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  nothingToUpdate: 'Nothing to update',
  notFound: 'Company profile not found',
  companyUpdated: 'Company information updated successfully!',
  accountUpdated: 'Account information updated successfully!',
} as const;

/** Candidate search pages (the company service's rule, declared by the REST facade's query schema). */
/** Page sizes, and the length of each text filter (company, stage, skills): a filter is a key of the search view's caches. */
/** pageableResults: how deep page numbers reach (the search engine's result window; cursors reach any depth). */
export const SEARCH_LIMITS = { defaultPerPage: 20, maxPerPage: 100, filterMaxLength: 200, pageableResults: 1_000_000 } as const;
export const SEARCH_MESSAGES = {
  page: 'Page must be a whole number of at least 1',
  perPage: `Results per page must be a whole number from 1 to ${SEARCH_LIMITS.maxPerPage}`,
  filter: `Each filter is at most ${SEARCH_LIMITS.filterMaxLength} characters`,
  candidateNotFound: 'Candidate not found',
  pageTooDeep: `Only the first ${SEARCH_LIMITS.pageableResults.toLocaleString('en-US')} results can be paged through: narrow the filters`,
} as const;
export const UNLOCK_REQUEST_MESSAGES = { candidateRequired: 'candidate_id is required' } as const;

/** The auth service's texts for the password forms (shared with the REST facade's schemas and the web's forms). */
export const PASSWORD_REQUEST_MESSAGES = {
  invalidLink: 'Invalid reset link. Please request a new password reset.',
  invalidCode: 'Invalid or expired reset code. Please request a new password reset.',
  currentRequired: 'Please enter your current password',
  /** Too many wrong passwords from one place for the account (a password change, a data export). */
  tooManyWrong: 'Too many incorrect passwords. Please try again later.',
  resetMailFailed: 'Failed to send reset email. Please try again.',
  resetFailed: 'Failed to reset password. The code may have expired.',
  resetDone: 'Password reset successful!',
} as const;

/**
 * What a password reset or change did to the company's API keys, added to its answer after the
 * base text: revoked when the owner asked (the default is to keep them), kept when active keys were
 * left working. The web forms' option says the same.
 */
export const PASSWORD_API_KEY_MESSAGES = {
  option: "Also revoke all of my company's API keys",
  optionHint: 'Integrations using them stop working at once. Left unticked, existing keys keep working.',
  revoked: "Your company's API keys were revoked: integrations using them stop working now.",
  kept: "Your company's API keys still work; revoke them under API keys if someone else may know them.",
} as const;

/** A request without a valid session (the kit's UNAUTHENTICATED error and the services' upload routes). */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required';

/** The resume upload's texts: the candidate service's, and the gateway's for a request it cannot pass on. */
export const RESUME_UPLOAD_MESSAGES = {
  missing: 'Please upload a resume file',
  failed: 'Failed to analyze resume. Please try again.',
} as const;

/** What an unlock answers (the company service's text, which the web shows). */
export const UNLOCK_RESULT_MESSAGES = { unlocked: 'Candidate unlocked successfully!' } as const;
