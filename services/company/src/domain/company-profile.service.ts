import {
  COMPANY_IDENTITY_LIMITS,
  COMPANY_IDENTITY_MESSAGES,
  INDUSTRIES,
  COMPANY_PROFILE_LIMITS,
  COMPANY_PROFILE_MESSAGES,
  COMPANY_SIZES,
  WEBSITE_MAX_LENGTH,
  companyWebsite,
} from '@hiring/contracts';
import { badInput, conflict, notFound, tooManyRequests, type OutboxRelay, type ReadBarrier, type SlotCounter } from '@hiring/service-kit';
import { COMPANY_GROUPS } from './consumer-groups.js';
import { withIdentityLock } from './identity/identity-lock.js';
import { nameHistoryOf, recordIdentityChanged } from './identity/proven-identity.js';
import type { CompanyProfile, CompanyProfileModel, NameChange } from '../models/company-profile.model.js';

// The options and limits are the contract's: the REST facade's request schema declares the same.
export { INDUSTRIES, COMPANY_PROFILE_LIMITS };

export { COMPANY_PROFILE_MESSAGES };

/** The spec's message for the form sent: any company field makes it the company form. */
export function savedMessage(input: CompanyProfileInput): string {
  const companyForm = [input.companyName, input.industry, input.size, input.website].some((value) => value !== undefined && value !== null);
  return companyForm ? COMPANY_PROFILE_MESSAGES.companyUpdated : COMPANY_PROFILE_MESSAGES.accountUpdated;
}

/** The two forms of the spec: `{firstName, lastName}` (User Account) or the company form. */
export interface CompanyProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  industry?: string | null;
  size?: string | null;
  website?: string | null;
}

function required(value: string, message: string, field: string, max: number): string {
  const text = value.trim();
  if (!text) throw badInput(message);
  if (text.length > max) throw badInput(COMPANY_PROFILE_MESSAGES.tooLong(field, max));
  return text;
}

function oneOf(value: string, options: readonly string[], message: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const match = options.find((option) => option.toLowerCase() === text.toLowerCase());
  if (!match) throw badInput(message);
  return match;
}

/** A website as entered, with `https://` added when it has no scheme; blank clears it. */
export function normalizeWebsite(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > WEBSITE_MAX_LENGTH) throw badInput(COMPANY_PROFILE_MESSAGES.tooLong('Website', WEBSITE_MAX_LENGTH));
  // the same rule as registration (@hiring/contracts companyWebsite)
  const website = companyWebsite(text);
  if (website === undefined) throw badInput(COMPANY_PROFILE_MESSAGES.website);
  return website;
}

/** Renames within the window before `now` (the registration's name is not a rename). */
export function renamesWithin(history: readonly NameChange[], now: Date): number {
  const since = now.getTime() - COMPANY_IDENTITY_LIMITS.renameWindowDays * 24 * 3600_000;
  return history.slice(1).filter((change) => change.changedAt.getTime() > since).length;
}

/**
 * Validates the fields present (undefined = not sent) and saves them. A new name changes the
 * display name only (docs/decisions/company-identity.md): the hiding rule never reads it. Renames
 * are limited (COMPANY_IDENTITY_LIMITS) and kept in the name history, and each one records
 * CompanyIdentityChanged (other services name the company in mail and in the employer directory).
 * The former names and websites lists are still kept (nothing destructive), but hide nobody.
 */
export async function updateCompanyProfile(
  deps: { profiles: CompanyProfileModel; barrier: ReadBarrier; relay?: OutboxRelay; slots?: SlotCounter },
  companyId: string,
  input: CompanyProfileInput,
  correlationId?: string,
): Promise<CompanyProfile> {
  // A possible rename changes the identity record: one such change of a company at a time.
  if (input.companyName != null && deps.slots) return withIdentityLock(deps.slots, companyId, () => saveProfile(deps, companyId, input, correlationId));
  return saveProfile(deps, companyId, input, correlationId);
}

async function saveProfile(
  { profiles, barrier, relay, slots }: { profiles: CompanyProfileModel; barrier: ReadBarrier; relay?: OutboxRelay; slots?: SlotCounter },
  companyId: string,
  input: CompanyProfileInput,
  correlationId?: string,
): Promise<CompanyProfile> {
  const changes: Partial<CompanyProfile> = {};
  const m = COMPANY_PROFILE_MESSAGES;
  if (input.firstName != null) changes.firstName = required(input.firstName, m.firstNameRequired, 'First name', COMPANY_PROFILE_LIMITS.nameMaxLength);
  if (input.lastName != null) changes.lastName = required(input.lastName, m.lastNameRequired, 'Last name', COMPANY_PROFILE_LIMITS.nameMaxLength);
  if (input.companyName != null)
    changes.companyName = required(input.companyName, m.companyNameRequired, 'Company name', COMPANY_PROFILE_LIMITS.companyNameMaxLength);
  if (input.industry != null) changes.industry = oneOf(input.industry, INDUSTRIES, m.industry);
  if (input.size != null) changes.size = oneOf(input.size, COMPANY_SIZES, m.size);
  if (input.website != null) changes.website = normalizeWebsite(input.website);
  if (Object.keys(changes).length === 0) throw badInput(m.nothingToUpdate);
  const profile = await barrier.lookup(COMPANY_GROUPS.profiles, () => profiles.findById(companyId).exec());
  if (!profile) throw notFound(m.notFound);
  const websiteChanged =
    changes.website !== undefined && profile.website && changes.website !== profile.website && !profile.formerWebsites.includes(profile.website);
  if (websiteChanged && profile.formerWebsites.length >= COMPANY_IDENTITY_LIMITS.maxFormerWebsites) throw conflict(COMPANY_IDENTITY_MESSAGES.tooManyWebsites);
  const renamed = changes.companyName !== undefined && changes.companyName !== profile.companyName;
  let renameSlot: string | null = null;
  if (renamed) {
    const now = new Date();
    const history = nameHistoryOf(profile.toObject());
    if (renamesWithin(history, now) >= COMPANY_IDENTITY_LIMITS.renamesPerWindow) throw tooManyRequests(COMPANY_IDENTITY_MESSAGES.renameLimit);
    if (history.length >= COMPANY_IDENTITY_LIMITS.maxNames) throw conflict(COMPANY_IDENTITY_MESSAGES.tooManyNames);
    // The history is the rule; the slots (unique inserts, each expiring after the window) hold it
    // against racing requests that all read the same history.
    const windowMs = COMPANY_IDENTITY_LIMITS.renameWindowDays * 24 * 3600_000;
    if (slots) {
      renameSlot = await slots.claim(`company-rename:${companyId}`, COMPANY_IDENTITY_LIMITS.renamesPerWindow, new Date(now.getTime() + windowMs));
      if (!renameSlot) throw tooManyRequests(COMPANY_IDENTITY_MESSAGES.renameLimit);
    }
    profile.nameHistory = [...history, { name: changes.companyName!, changedAt: now }];
    if (!profile.formerNames.includes(profile.companyName)) profile.formerNames = [...profile.formerNames, profile.companyName];
  } else if (changes.companyName !== undefined) {
    delete changes.companyName;
  }
  if (changes.website !== undefined && profile.website && changes.website !== profile.website && !profile.formerWebsites.includes(profile.website)) {
    profile.formerWebsites = [...profile.formerWebsites, profile.website];
  }
  profile.set(changes);
  if (renamed) recordIdentityChanged(profile, correlationId);
  try {
    await profile.save();
  } catch (error) {
    if (renameSlot && slots) await slots.release(renameSlot);
    throw error;
  }
  if (renamed && relay) await relay.notify(profiles, profile._id);
  return profile.toObject();
}
