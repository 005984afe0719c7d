import { COMPANY_PROFILE_INDUSTRIES, COMPANY_SIZES } from '@hiring/contracts/vocabulary';
import type { CompanyProfileFieldsFragment } from '../../generated/graphql';

/** The company profile's texts (docs/product/rules.md#errors, word for word) and form options. */
export const PROFILE_TEXT = {
  loadFailed: 'Failed to load profile information',
  accountSaved: 'Account information updated successfully!',
  accountFailed: 'Failed to update account information',
  companySaved: 'Company information updated successfully!',
  companyFailed: 'Failed to update company information',
  passwordChanged: 'Password changed successfully!',
  passwordFailed: 'Failed to change password',
  passwordTooShort: 'New password must be at least 8 characters long',
  passwordsDiffer: 'New passwords do not match',
  verifyEmail: 'Please verify your email address',
  notFound: 'Company profile not found',
} as const;

/**
 * Industry options of the company profile form (docs/product/data.md#data-and-entities; the registration form has
 * a shorter list, `INDUSTRIES` in the shared vocabulary). The company service accepts the same ten.
 */
export const PROFILE_INDUSTRIES = COMPANY_PROFILE_INDUSTRIES;
export const PROFILE_SIZES = COMPANY_SIZES;

export type CompanyProfile = CompanyProfileFieldsFragment;
