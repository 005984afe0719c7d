import { COMPANY_SIZES } from '@hiring/contracts/vocabulary';
import { api } from '../../app/api';

/** The company profile calls (profiles spec 2.2, 7) and the texts of section 8, word for word. */
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
} as const;

/**
 * Industry options of the company profile form (profiles spec section 3; the registration form has
 * a shorter list, `INDUSTRIES` in the shared vocabulary). The company service accepts the same ten.
 */
export const PROFILE_INDUSTRIES = ['Technology', 'Finance', 'Healthcare', 'Retail', 'Manufacturing', 'Consulting', 'Education', 'Media', 'Real Estate', 'Other'] as const;
export const PROFILE_SIZES = COMPANY_SIZES;

export interface CompanyProfile {
  email: string | null;
  first_name: string;
  last_name: string;
  company_name: string;
  industry: string;
  size: string;
  website: string;
  tokens: number | null;
}

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toCompanyProfile(raw: unknown): CompanyProfile {
  const r = record(raw);
  const p = Object.keys(record(r.profile)).length > 0 ? record(r.profile) : r;
  return {
    email: textOf(p.email) || null,
    first_name: textOf(p.first_name),
    last_name: textOf(p.last_name),
    company_name: textOf(p.company_name),
    industry: textOf(p.industry),
    size: textOf(p.size),
    website: textOf(p.website),
    tokens: typeof p.tokens === 'number' && Number.isFinite(p.tokens) ? p.tokens : null,
  };
}

export async function fetchCompanyProfile(): Promise<CompanyProfile> {
  return toCompanyProfile(await api.get<unknown>('/api/company/profile'));
}

export interface SaveResult {
  message: string | null;
  profile: CompanyProfile | null;
}

async function save(body: Record<string, string>): Promise<SaveResult> {
  const r = record(await api.post<unknown>('/api/company/profile', body));
  return { message: typeof r.message === 'string' && r.message ? r.message : null, profile: r.profile ? toCompanyProfile(r.profile) : null };
}

export function saveAccount(input: { first_name: string; last_name: string }): Promise<SaveResult> {
  return save({ first_name: input.first_name.trim(), last_name: input.last_name.trim() });
}

export function saveCompany(input: { company_name: string; industry: string; size: string; website: string }): Promise<SaveResult> {
  return save({ company_name: input.company_name.trim(), industry: input.industry, size: input.size, website: input.website.trim() });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<string | null> {
  const r = record(await api.post<unknown>('/api/change-password', { current_password: currentPassword, new_password: newPassword }));
  return typeof r.message === 'string' ? r.message : null;
}
