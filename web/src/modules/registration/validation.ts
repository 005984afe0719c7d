import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  companyWebsite,
  normalizeEmail,
  INVALID_WEBSITE,
  passwordProblem as sharedPasswordProblem,
  SIGN_IN_MESSAGES,
} from '@hiring/contracts/vocabulary';
import { isEmlFile } from '../interviews/upload-rules';
import type { RegistrationDraft, WorkExperience } from './draft';

/** docs/product/rules.md#validation, word for word (the texts are shared with the server). */
export const MESSAGES = {
  basicInfoMissing: ACCOUNT_MESSAGES.basicInfoRequired,
  invalidEmail: SIGN_IN_MESSAGES.invalidEmail,
  passwordMissing: ACCOUNT_MESSAGES.passwordRequired,
  passwordTooShort: ACCOUNT_MESSAGES.passwordTooShort,
  passwordNoNumber: ACCOUNT_MESSAGES.passwordNeedsNumber,
  passwordNoSpecial: ACCOUNT_MESSAGES.passwordNeedsSpecial,
  passwordMismatch: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  codeLength: ACCOUNT_MESSAGES.codeLength,
  educationMissing: ACCOUNT_MESSAGES.educationRequired,
  workExperienceMissing: ACCOUNT_MESSAGES.workExperienceRequired,
  skillMissing: ACCOUNT_MESSAGES.skillRequired,
  companyNameMissing: ACCOUNT_MESSAGES.companyNameRequired,
  emlOnly: 'Please upload only .eml files',
} as const;

export const PASSWORD_HINT = ACCOUNT_MESSAGES.passwordHint;
export const PASSWORD_MIN_LENGTH = ACCOUNT_LIMITS.passwordMinLength;
export const VERIFICATION_CODE_LENGTH = ACCOUNT_LIMITS.verificationCodeLength;

/** The servers' address rule (contracts `normalizeEmail`). */
export function isValidEmail(email: string): boolean {
  return normalizeEmail(email) !== null;
}

/** The password rules (docs/product/rules.md#validation, docs/product/rules.md#constants-and-limits), or null when it passes; the server applies the same. */
export function passwordProblem(password: string): string | null {
  return sharedPasswordProblem(password);
}

type BasicInfo = Pick<RegistrationDraft, 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword'>;

/** Step 3, basic information: the first failing rule's message, or null. */
export function validateBasicInfo(info: BasicInfo): string | null {
  if (!info.firstName.trim() || !info.lastName.trim() || !info.email.trim()) return MESSAGES.basicInfoMissing;
  if (!isValidEmail(info.email)) return MESSAGES.invalidEmail;
  if (!info.password || !info.confirmPassword) return MESSAGES.passwordMissing;
  const problem = passwordProblem(info.password);
  if (problem) return problem;
  if (info.password !== info.confirmPassword) return MESSAGES.passwordMismatch;
  return null;
}

/** Step 4: exactly 6 characters. */
export function validateRegistrationCode(code: string): string | null {
  return code.trim().length === VERIFICATION_CODE_LENGTH ? null : MESSAGES.codeLength;
}

/** An entry counts when company, job title, start month and start year are all given. */
export function isCompleteWorkExperience(entry: WorkExperience): boolean {
  return Boolean(entry.company.trim() && entry.jobTitle.trim() && entry.startMonth !== '' && entry.startYear !== '');
}

type CareerInfo = Pick<RegistrationDraft, 'institutionCustom' | 'degreeLevel' | 'fieldOfStudyCustom' | 'workExperiences' | 'top5Skills'>;

/** Step 5 (candidate): education, then work experience, then skills. */
export function validateCareer(career: CareerInfo): string | null {
  if (!career.institutionCustom.trim() || !career.degreeLevel || !career.fieldOfStudyCustom.trim()) {
    return MESSAGES.educationMissing;
  }
  if (!career.workExperiences.some(isCompleteWorkExperience)) return MESSAGES.workExperienceMissing;
  if (!career.top5Skills.some((skill) => skill.trim())) return MESSAGES.skillMissing;
  return null;
}

/**
 * Step 5's errors by field id, in page order (each field shows its own; the summary lists each
 * message once). The same rules as validateCareer.
 */
export function careerFieldErrors(career: CareerInfo): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!career.institutionCustom.trim()) errors['reg-institution'] = MESSAGES.educationMissing;
  if (!career.degreeLevel) errors['reg-degree'] = MESSAGES.educationMissing;
  if (!career.fieldOfStudyCustom.trim()) errors['reg-field'] = MESSAGES.educationMissing;
  const first = career.workExperiences[0];
  if (first && !career.workExperiences.some(isCompleteWorkExperience)) errors[`experience-${first.id}-company`] = MESSAGES.workExperienceMissing;
  if (!career.top5Skills.some((skill) => skill.trim())) errors['reg-skill'] = MESSAGES.skillMissing;
  return errors;
}

/** Company information step: the name, then the website (the profile's rule, companyWebsite). */
export function companyInfoErrors(info: Pick<RegistrationDraft, 'companyName' | 'website'>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!info.companyName.trim()) errors['reg-company-name'] = MESSAGES.companyNameMissing;
  if (companyWebsite(info.website) === undefined) errors['reg-website'] = INVALID_WEBSITE;
  return errors;
}

/** Company information step: the first error, or null. */
export function validateCompanyInfo(info: Pick<RegistrationDraft, 'companyName' | 'website'>): string | null {
  return Object.values(companyInfoErrors(info))[0] ?? null;
}

/** Interview emails during registration: .eml files only (the upload modal words it differently). */
export function validateEmlFiles(files: readonly Pick<File, 'name'>[]): string | null {
  return files.every(isEmlFile) ? null : MESSAGES.emlOnly;
}
