/**
 * Registration vocabulary and rules shared by the server and the web app, with the spec's texts.
 * Pure data and functions (no Node APIs), so the browser bundle can import it.
 */
import { CAREER_LIMITS } from './career-fields.js';

export const USER_TYPES = ['candidate', 'company'] as const;
export type UserTypeKey = (typeof USER_TYPES)[number];

export const DEGREE_LEVELS = ['Associates', 'Bachelor', 'Masters', 'PhD'] as const;
export const INDUSTRIES = ['Technology', 'Finance', 'Healthcare', 'Retail', 'Manufacturing', 'Consulting', 'Other'] as const;
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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** RFC 5321's limit on a whole address. */
const EMAIL_MAX_LENGTH = 254;

/**
 * An email address as every service stores and compares it (trimmed, lower-cased), or null when it
 * is not one: something@domain.tld without spaces, at most 254 characters. The web checks the same.
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
