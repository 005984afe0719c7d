/**
 * The candidate's own space (docs/product/screens.md#candidate-profile, docs/product/rules.md#validation, docs/product/rules.md#errors, docs/product/rules.md#constants-and-limits; docs/product/screens.md#dashboard: checklist, referrals,
 * rankings): limits and texts defined once for the candidate service and the web app.
 * Pure data and functions (no Node APIs), so the browser bundle can import it.
 */
import { CAREER_LIMITS, CAREER_MESSAGES } from './career-fields.js';

export const CANDIDATE_LIMITS = {
  /** Email addresses per candidate, the login address included. */
  maxEmails: 3,
  /** Friends a candidate may invite. */
  maxReferrals: 3,
  /** The checklist's interview goal. */
  checklistInterviews: 3,
  maxWorkExperiences: CAREER_LIMITS.maxWorkExperiences,
  /** Longest text a profile field takes. */
  maxTextLength: CAREER_LIMITS.maxTextLength,
} as const;

/** The id the primary (login) address has in the verified email list; it cannot be removed. */
export const PRIMARY_EMAIL_ID = 'primary';

/** Texts of the spec word for word where it gives them, and the server's own where it does not. */
export const CANDIDATE_MESSAGES = {
  // profile (docs/product/rules.md#validation, docs/product/rules.md#errors)
  profileLoadFailed: 'Failed to load profile information',
  careerSaved: 'Career information updated successfully!',
  careerFailed: 'Failed to update career information',
  accountSaved: 'Account information updated successfully!',
  accountFailed: 'Failed to update account information',
  workExperienceSaved: 'Work experience updated successfully!',
  workExperienceFailed: 'Failed to update work experience',
  newExperienceIncomplete: 'Please fill in all required fields for the new experience',
  namesRequired: 'First name and last name are required',
  invalidLinkedinUrl: 'Please enter a valid LinkedIn URL (starting with https://)',
  ...CAREER_MESSAGES,
  profileNotFound: 'Candidate profile not found',
  profileBusy: 'Your profile is being changed elsewhere. Please try again.',
  // password change (docs/product/rules.md#validation, docs/product/rules.md#errors)
  newPasswordTooShort: 'New password must be at least 8 characters long',
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordChanged: 'Password changed successfully!',
  passwordFailed: 'Failed to change password',
  // email addresses
  removeEmailConfirm: 'Are you sure you want to remove this email address?',
  resendFailed: 'Failed to resend verification',
  addEmailFailed: 'Failed to add email',
  verifyEmailFailed: 'Failed to verify email',
  removeEmailFailed: 'Failed to remove email',
  invalidEmail: 'Please enter a valid email address',
  tooManyEmails: `You can have at most ${CANDIDATE_LIMITS.maxEmails} email addresses`,
  emailAlreadyYours: 'This email address is already on your account',
  emailTakenByOther: 'This email address is already verified by another account',
  emailNotFound: 'Email address not found',
  emailAlreadyVerified: 'This email address is already verified',
  primaryNotRemovable: 'The primary email address cannot be removed',
  emailCodeSent: 'Verification code sent. Please check your email.',
  emailVerified: 'Email address verified successfully!',
  emailRemoved: 'Email address removed successfully',
  codeSendFailed: 'Failed to send verification code. Please try again.',
  codeMalformed: 'Please enter a valid 6-digit verification code',
  codeInvalid: 'Invalid verification code',
  codeExpired: 'Verification code has expired. Please request a new code.',
  codeExhausted: 'Too many incorrect attempts. Please request a new code.',
  // referrals (docs/product/screens.md#dashboard)
  referralFailed: 'Failed to send referral',
  referralFieldsRequired: 'Please fill in first name, last name, and email',
  referralLimit: `You can refer at most ${CANDIDATE_LIMITS.maxReferrals} friends`,
  referralDuplicate: 'You have already referred this person',
  referralSelf: 'You cannot refer yourself',
  referralExistingUser: 'This person already has an account',
  // dashboard
  profileComplete: "Profile complete! You're now discoverable.",
  noData: 'No data yet',
} as const;

/** 'Invitation sent to Grace!' */
export function referralSentMessage(firstName: string): string {
  return `Invitation sent to ${firstName}!`;
}

/** 'Verification code sent to x@y.z' */
export function emailCodeSentTo(email: string): string {
  return `Verification code sent to ${email}. Please check your inbox.`;
}

/** 'Please wait 12 seconds before requesting a new code' */
export function codeCooldownMessage(seconds: number): string {
  return `Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} before requesting a new code`;
}
