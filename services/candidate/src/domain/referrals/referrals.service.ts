import { randomUUID } from 'node:crypto';
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES, ReferralSentV1, referralSentMessage } from '@hiring/contracts';
import {
  badInput,
  conflict,
  humanDuration,
  isDuplicateKeyError,
  tooManyRequests,
  type AuthContext,
  type Logger,
  type OutboxRelay,
  type RateLimiter,
} from '@hiring/service-kit';
import type { EmailClaimModel } from '../../models/email-claim.model.js';
import type { Referral, ReferralModel } from '../../models/referral.model.js';
import type { VerifiedEmails } from '../emails/verified-emails.service.js';
import { normalizeEmail } from '../emails/verified-emails.service.js';
import type { ProfileStore } from '../profile/profile-store.js';

export interface ReferralView {
  id: string;
  refereeFirstName: string;
  refereeLastName: string;
  refereeEmail: string;
  hasSignedUp: boolean;
  sentAt: Date;
}

export interface ReferralList {
  count: number;
  maxReferrals: number;
  referrals: ReferralView[];
}

export interface ReferralsDeps {
  referrals: ReferralModel;
  claims: EmailClaimModel;
  emails: VerifiedEmails;
  profiles: ProfileStore;
  relay: OutboxRelay;
  logger: Logger;
  limiter: RateLimiter;
  /** Referrals one candidate may attempt per hour (each answer tells whether the address has an account). */
  attemptsPerHour: number;
}

export function tooManyReferralsMessage(retryAfterSeconds: number): string {
  return `Too many referral attempts. Please try again in ${humanDuration(retryAfterSeconds)}.`;
}

const SLOTS = Array.from({ length: CANDIDATE_LIMITS.maxReferrals }, (_, index) => index + 1);
const MAX_NAME = 100;

function name(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > MAX_NAME) throw badInput(CANDIDATE_MESSAGES.tooLong);
  return trimmed || null;
}

export function referralView(referral: Referral): ReferralView {
  return {
    id: referral.referralId,
    refereeFirstName: referral.refereeFirstName,
    refereeLastName: referral.refereeLastName,
    refereeEmail: referral.refereeEmail,
    hasSignedUp: referral.signedUpAt !== null,
    sentAt: referral.sentAt,
  };
}

/**
 * Referrals (docs/product/screens.md#dashboard): a candidate invites up to 3 friends, each once, never themselves nor
 * someone who already has an account. The friend is mailed an invitation (from ReferralSent) and
 * the referral shows Signed up once that address registers (the UserRegistered consumer).
 */
export class Referrals {
  constructor(private readonly deps: ReferralsDeps) {}

  async list(candidateId: string): Promise<ReferralList> {
    const referrals = await this.deps.referrals.find({ candidateId }, { outbox: 0 }).lean<Referral[]>().exec();
    referrals.sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
    return { count: referrals.length, maxReferrals: CANDIDATE_LIMITS.maxReferrals, referrals: referrals.map(referralView) };
  }

  async send(
    auth: AuthContext,
    input: { firstName?: string | null; lastName?: string | null; email?: string | null },
    correlationId?: string,
  ): Promise<{ message: string; referral: ReferralView }> {
    const firstName = name(input.firstName);
    const lastName = name(input.lastName);
    if (!firstName || !lastName || !input.email?.trim()) throw badInput(CANDIDATE_MESSAGES.referralFieldsRequired);
    const email = normalizeEmail(input.email);
    if (!email) throw badInput(CANDIDATE_MESSAGES.invalidEmail);
    if ((await this.deps.emails.ownAddresses(auth)).includes(email)) throw badInput(CANDIDATE_MESSAGES.referralSelf);
    // Limited before the answer that tells whether the address has an account (an enumeration oracle otherwise).
    const attempt = await this.deps.limiter.hit(`referral-attempt:${auth.userId}`, { limit: this.deps.attemptsPerHour, windowMs: 3600_000 });
    if (!attempt.allowed) throw tooManyRequests(tooManyReferralsMessage(attempt.retryAfterSeconds));
    if (await this.hasAccount(email)) throw conflict(CANDIDATE_MESSAGES.referralExistingUser);
    if (await this.deps.referrals.exists({ candidateId: auth.userId, refereeEmail: email }).exec()) throw conflict(CANDIDATE_MESSAGES.referralDuplicate);
    // The invitation names the referrer; moments after registration the profile may not exist yet.
    const profile = await this.deps.profiles.current(auth.userId);

    const taken = new Set((await this.deps.referrals.find({ candidateId: auth.userId }, { _id: 1 }).lean<{ _id: string }[]>().exec()).map((r) => r._id));
    for (const n of SLOTS) {
      const slotId = `${auth.userId}#${n}`;
      if (taken.has(slotId)) continue;
      const sentAt = new Date();
      const referral = new this.deps.referrals({
        _id: slotId,
        referralId: randomUUID(),
        candidateId: auth.userId,
        refereeEmail: email,
        refereeFirstName: firstName,
        refereeLastName: lastName,
        sentAt,
      });
      referral.recordEvent(ReferralSentV1, {
        aggregateId: auth.userId,
        correlationId,
        payload: {
          referralId: referral.referralId,
          referrerId: auth.userId,
          referrerFirstName: profile?.data.firstName ?? '',
          referrerLastName: profile?.data.lastName ?? '',
          refereeFirstName: firstName,
          refereeLastName: lastName,
          refereeEmail: email,
          sentAt: sentAt.toISOString(),
        },
      });
      try {
        await referral.save();
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // The slot was taken meanwhile, or the same friend was referred meanwhile.
        if (await this.deps.referrals.exists({ candidateId: auth.userId, refereeEmail: email }).exec()) throw conflict(CANDIDATE_MESSAGES.referralDuplicate);
        continue;
      }
      await this.deps.relay.notify(this.deps.referrals, referral._id);
      // The friend may have registered between the check above and this insert, before this
      // referral existed for the UserRegistered consumer to mark: look once more.
      const claim = await this.deps.claims.findById(email).lean<{ ownerId: string; kind: string }>().exec();
      if (claim?.kind === 'login') await markSignedUp(this.deps.referrals, referral._id, claim.ownerId);
      return { message: referralSentMessage(firstName), referral: referralView(referral.toObject()) };
    }
    throw conflict(CANDIDATE_MESSAGES.referralLimit);
  }

  private async hasAccount(email: string): Promise<boolean> {
    return (await this.deps.claims.exists({ _id: email }).exec()) !== null;
  }
}

/** Marks one referral as signed up (idempotent). */
export async function markSignedUp(referrals: ReferralModel, id: string, userId: string, at: Date = new Date()): Promise<void> {
  const referral = await referrals.findById(id).exec();
  if (!referral || referral.signedUpAt) return;
  referral.set({ signedUpAt: at, signedUpUserId: userId });
  await referral.save();
}
