import { randomUUID } from 'node:crypto';
import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  CandidateEmailRemovedV1,
  CandidateEmailVerifiedV1,
  PRIMARY_EMAIL_ID,
  codeCooldownMessage,
  emailCodeSentTo,
  normalizeEmail,
} from '@hiring/contracts';
import {
  badInput,
  conflict,
  isDuplicateKeyError,
  isSixDigits,
  notFound,
  tooManyRequests,
  unavailable,
  type AuthContext,
  type CodeBook,
  type Logger,
  type Mailer,
  type OutboxRelay,
  type RateLimiter,
} from '@hiring/service-kit';
import type { EmailClaim, EmailClaimModel } from '../../models/email-claim.model.js';
import type { EmailSlot, EmailSlotModel } from '../../models/email-slot.model.js';
import type { VerifiedEmail, VerifiedEmailModel } from '../../models/verified-email.model.js';
import { additionalEmailCodeMail } from '../mail-templates.js';
import type { ProfileStore } from '../profile/profile-store.js';

export type EmailCodePurpose = 'verify-additional-email';
const PURPOSE: EmailCodePurpose = 'verify-additional-email';

/** The verified email entity (docs/product/data.md#data-and-entities). */
export interface VerifiedEmailView {
  id: string;
  email: string;
  isPrimary: boolean;
  verified: boolean;
  verifiedAt: Date | null;
  canRemove: boolean;
}

export interface VerifiedEmailsDeps {
  records: VerifiedEmailModel;
  slots: EmailSlotModel;
  claims: EmailClaimModel;
  profiles: ProfileStore;
  codes: CodeBook<EmailCodePurpose>;
  limiter: RateLimiter;
  mailer: Mailer;
  relay: OutboxRelay;
  logger: Logger;
  /** Code mails one candidate may trigger per hour (each address also has its own 30 s cooldown). */
  codeMailsPerHour: number;
}

export { normalizeEmail };

/** Slot numbers an extra address may take: the login address is #1. */
const EXTRA_SLOTS = Array.from({ length: CANDIDATE_LIMITS.maxEmails - 1 }, (_, index) => index + 2);

/**
 * A candidate's addresses (docs/product/screens.md#candidate-profile, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation): the login address (primary, verified, never
 * removable) and up to two more, each pending until its mailed 6-digit code is entered.
 */
export class VerifiedEmails {
  constructor(private readonly deps: VerifiedEmailsDeps) {}

  /** The primary address first, then the extra ones in the order they were added. */
  async list(auth: AuthContext): Promise<VerifiedEmailView[]> {
    const profile = await this.deps.profiles.current(auth.userId);
    const loginVerifiedAt = profile?.data.loginVerifiedAt ? new Date(profile.data.loginVerifiedAt) : null;
    const primary: VerifiedEmailView = {
      id: PRIMARY_EMAIL_ID,
      email: auth.email.toLowerCase(),
      isPrimary: true,
      verified: true,
      verifiedAt: loginVerifiedAt,
      canRemove: false,
    };
    const extra = (await this.activeRecords(auth.userId)).map(view);
    return [primary, ...extra];
  }

  /** POST add-email: takes a slot, stores the address as pending and mails its code. */
  async add(auth: AuthContext, input: { email?: string | null }): Promise<{ message: string; email: VerifiedEmailView }> {
    const email = normalizeEmail(input.email);
    if (!email) throw badInput(CANDIDATE_MESSAGES.invalidEmail);
    if (email === auth.email.toLowerCase()) throw conflict(CANDIDATE_MESSAGES.emailAlreadyYours);
    if (await this.deps.slots.exists({ candidateId: auth.userId, email }).exec()) throw conflict(CANDIDATE_MESSAGES.emailAlreadyYours);
    // The limit comes before the answer that tells whether another account holds the address, so
    // adding addresses cannot be used to probe for accounts faster than codes may be mailed.
    await this.limitCodeMails(auth.userId);
    if (await this.claimedByOther(email, auth.userId)) throw conflict(CANDIDATE_MESSAGES.emailTakenByOther);

    // The record first, then its slot: a slot always points at a stored record.
    const record = new this.deps.records({ _id: randomUUID(), candidateId: auth.userId, email, status: 'pending', createdAt: new Date() });
    await record.save();
    let slot: EmailSlot;
    try {
      slot = await this.takeSlot(auth.userId, email, record._id);
    } catch (error) {
      await this.deps.records.deleteOne({ _id: record._id }).exec();
      throw error;
    }

    const issued = await this.deps.codes.issue(PURPOSE, email, { live: true, scope: auth.userId });
    // Re-adding an address within 30 s of its last code: it is added, the code can be resent shortly.
    if (!issued.issued)
      return { message: `${CANDIDATE_MESSAGES.emailCodeSent} ${codeCooldownMessage(issued.retryAfterSeconds)}`, email: view(record.toObject()) };
    try {
      await this.deps.mailer.send(additionalEmailCodeMail(this.deps.mailer.product, email, await this.firstName(auth), issued.code));
    } catch (error) {
      this.deps.logger.error({ err: error }, 'verification mail for an extra address failed');
      await this.deps.codes.withdraw(issued.id);
      // Nothing was verified and nothing published: the add is undone.
      await this.deps.records.deleteOne({ _id: record._id }).exec();
      await this.deps.slots.deleteOne({ _id: slot._id }).exec();
      throw unavailable(CANDIDATE_MESSAGES.codeSendFailed);
    }
    return { message: emailCodeSentTo(email), email: view(record.toObject()) };
  }

  /** POST resend-email-verification: a new code for a pending address (30 s cooldown). */
  async resend(auth: AuthContext, input: { email?: string | null }): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    if (!email) throw badInput(CANDIDATE_MESSAGES.invalidEmail);
    if (email === auth.email.toLowerCase()) throw badInput(CANDIDATE_MESSAGES.emailAlreadyVerified);
    const record = await this.recordByEmail(auth.userId, email);
    if (!record) throw notFound(CANDIDATE_MESSAGES.emailNotFound);
    if (record.status === 'verified') throw badInput(CANDIDATE_MESSAGES.emailAlreadyVerified);
    await this.limitCodeMails(auth.userId);
    const issued = await this.deps.codes.issue(PURPOSE, email, { live: true, scope: auth.userId });
    if (!issued.issued) throw tooManyRequests(codeCooldownMessage(issued.retryAfterSeconds));
    try {
      await this.deps.mailer.send(additionalEmailCodeMail(this.deps.mailer.product, email, await this.firstName(auth), issued.code));
    } catch (error) {
      this.deps.logger.error({ err: error }, 'verification mail for an extra address failed');
      await this.deps.codes.withdraw(issued.id);
      throw unavailable(CANDIDATE_MESSAGES.codeSendFailed);
    }
    return { message: CANDIDATE_MESSAGES.emailCodeSent };
  }

  /**
   * POST verify-additional-email: checks the code, claims the address for this account (refused
   * when another account verified it first) and records CandidateEmailVerified.
   */
  async verify(
    auth: AuthContext,
    input: { email?: string | null; code?: string | null },
    correlationId?: string,
  ): Promise<{ message: string; email: VerifiedEmailView }> {
    const email = normalizeEmail(input.email);
    if (!email) throw badInput(CANDIDATE_MESSAGES.invalidEmail);
    if (!isSixDigits(input.code)) throw badInput(CANDIDATE_MESSAGES.codeMalformed);
    if (email === auth.email.toLowerCase()) throw badInput(CANDIDATE_MESSAGES.emailAlreadyVerified);
    const found = await this.recordByEmail(auth.userId, email);
    if (!found) throw notFound(CANDIDATE_MESSAGES.emailNotFound);
    if (found.status === 'verified') throw badInput(CANDIDATE_MESSAGES.emailAlreadyVerified);

    const result = await this.deps.codes.check(PURPOSE, email, input.code.trim(), { scope: auth.userId });
    if (!result.ok) {
      if (result.reason === 'expired') throw badInput(CANDIDATE_MESSAGES.codeExpired);
      if (result.reason === 'exhausted') throw tooManyRequests(CANDIDATE_MESSAGES.codeExhausted);
      throw badInput(CANDIDATE_MESSAGES.codeInvalid);
    }
    await this.claim(email, auth.userId, found._id);

    const record = await this.deps.records.findById(found._id).exec();
    if (!record || record.status === 'removed') throw notFound(CANDIDATE_MESSAGES.emailNotFound);
    const verifiedAt = new Date();
    record.set({ status: 'verified', verifiedAt });
    record.recordEvent(CandidateEmailVerifiedV1, {
      aggregateId: auth.userId,
      correlationId,
      payload: { candidateId: auth.userId, emailId: record._id, email, verifiedAt: verifiedAt.toISOString() },
    });
    await record.save();
    await this.deps.relay.notify(this.deps.records, record._id);
    return { message: CANDIDATE_MESSAGES.emailVerified, email: view(record.toObject()) };
  }

  /** DELETE remove-email/{id}: the primary address stays; a verified one records CandidateEmailRemoved. */
  async remove(auth: AuthContext, id: string, correlationId?: string): Promise<{ message: string }> {
    if (id === PRIMARY_EMAIL_ID) throw badInput(CANDIDATE_MESSAGES.primaryNotRemovable);
    const record = await this.deps.records.findById(id).exec();
    if (!record || record.candidateId !== auth.userId || record.status === 'removed') throw notFound(CANDIDATE_MESSAGES.emailNotFound);
    const wasVerified = record.status === 'verified';
    const removedAt = new Date();
    record.set({ status: 'removed', removedAt });
    if (wasVerified) {
      record.recordEvent(CandidateEmailRemovedV1, {
        aggregateId: auth.userId,
        correlationId,
        payload: { candidateId: auth.userId, emailId: record._id, email: record.email, removedAt: removedAt.toISOString() },
      });
    }
    await record.save();
    if (wasVerified) await this.deps.relay.notify(this.deps.records, record._id);
    // Give the address and the slot back (a crash here leaves both reclaimable: their record is removed).
    await this.deps.claims.deleteOne({ _id: record.email, ownerId: auth.userId, emailId: record._id }).exec();
    await this.deps.slots.deleteMany({ candidateId: auth.userId, emailId: record._id }).exec();
    return { message: CANDIDATE_MESSAGES.emailRemoved };
  }

  /** Every address of the candidate, for the referral rule (not one's own address). */
  async ownAddresses(auth: AuthContext): Promise<string[]> {
    return [auth.email.toLowerCase(), ...(await this.activeRecords(auth.userId)).map((record) => record.email)];
  }

  private async firstName(auth: AuthContext): Promise<string> {
    return (await this.deps.profiles.current(auth.userId))?.data.firstName ?? 'there';
  }

  private async limitCodeMails(candidateId: string): Promise<void> {
    const decision = await this.deps.limiter.hit(`extra-email-code:${candidateId}`, { limit: this.deps.codeMailsPerHour, windowMs: 3600_000 });
    if (!decision.allowed) throw tooManyRequests(codeCooldownMessage(decision.retryAfterSeconds));
  }

  /** Records of the candidate's slots that are not removed, oldest first; stale slots are freed. */
  private async activeRecords(candidateId: string): Promise<VerifiedEmail[]> {
    const slots = await this.deps.slots.find({ candidateId }).lean<EmailSlot[]>().exec();
    const records: VerifiedEmail[] = [];
    for (const slot of slots) {
      const record = await this.deps.records.findById(slot.emailId, { outbox: 0 }).lean<VerifiedEmail>().exec();
      if (record && record.status !== 'removed') records.push(record);
      else if (record) await this.deps.slots.deleteOne({ _id: slot._id, emailId: slot.emailId }).exec();
    }
    return records.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  private async recordByEmail(candidateId: string, email: string): Promise<VerifiedEmail | null> {
    const slot = await this.deps.slots.findOne({ candidateId, email }).lean<EmailSlot>().exec();
    if (!slot) return null;
    const record = await this.deps.records.findById(slot.emailId, { outbox: 0 }).lean<VerifiedEmail>().exec();
    return record && record.status !== 'removed' ? record : null;
  }

  /**
   * Takes a free slot for the address: an insert per slot number. A duplicate key means the
   * number is taken or the address is already there (the unique (candidateId, email) index).
   */
  private async takeSlot(candidateId: string, email: string, emailId: string): Promise<EmailSlot> {
    for (let round = 0; round < 2; round += 1) {
      for (const n of EXTRA_SLOTS) {
        const slot: EmailSlot = { _id: `${candidateId}#${n}`, candidateId, email, emailId, createdAt: new Date() };
        try {
          await this.deps.slots.create(slot);
          return slot;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          if (await this.deps.slots.exists({ candidateId, email }).exec()) throw conflict(CANDIDATE_MESSAGES.emailAlreadyYours);
        }
      }
      // Every slot is taken; free the ones whose address was removed (a crash mid-removal) and try once more.
      if (!(await this.freeStaleSlots(candidateId))) break;
    }
    throw conflict(CANDIDATE_MESSAGES.tooManyEmails);
  }

  private async freeStaleSlots(candidateId: string): Promise<boolean> {
    let freed = false;
    for (const slot of await this.deps.slots.find({ candidateId }).lean<EmailSlot[]>().exec()) {
      const record = await this.deps.records.findById(slot.emailId, { status: 1 }).lean<Pick<VerifiedEmail, 'status'>>().exec();
      if (!record || record.status === 'removed') {
        await this.deps.slots.deleteOne({ _id: slot._id, emailId: slot.emailId }).exec();
        freed = true;
      }
    }
    return freed;
  }

  /** True when another account holds the address (its login address, or a live extra one). */
  private async claimedByOther(email: string, candidateId: string): Promise<boolean> {
    const claim = await this.deps.claims.findById(email).lean<EmailClaim>().exec();
    return claim !== null && claim.ownerId !== candidateId && !(await this.isStale(claim));
  }

  /** A claim of an extra address whose record was removed (a crash mid-removal) no longer counts. */
  private async isStale(claim: EmailClaim): Promise<boolean> {
    if (claim.kind === 'login' || !claim.emailId) return false;
    const record = await this.deps.records.findById(claim.emailId, { status: 1 }).lean<Pick<VerifiedEmail, 'status'>>().exec();
    return !record || record.status === 'removed';
  }

  /** The insert that makes one account the owner of an address. */
  private async claim(email: string, candidateId: string, emailId: string): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await this.deps.claims.create({ _id: email, ownerId: candidateId, kind: 'additional', emailId, claimedAt: new Date() });
        return;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await this.deps.claims.findById(email).lean<EmailClaim>().exec();
      if (!existing) continue;
      if (existing.ownerId === candidateId) {
        // Ours already (a retry after a crash, or a re-add): point it at this record.
        if (existing.emailId !== emailId && existing.kind === 'additional') await this.deps.claims.updateOne({ _id: email }, { $set: { emailId } }).exec();
        return;
      }
      if (!(await this.isStale(existing))) throw conflict(CANDIDATE_MESSAGES.emailTakenByOther);
      await this.deps.claims.deleteOne({ _id: email, ownerId: existing.ownerId, emailId: existing.emailId }).exec();
    }
    throw conflict(CANDIDATE_MESSAGES.emailTakenByOther);
  }
}

function view(record: VerifiedEmail): VerifiedEmailView {
  return {
    id: record._id,
    email: record.email,
    isPrimary: false,
    verified: record.status === 'verified',
    verifiedAt: record.verifiedAt,
    canRemove: true,
  };
}
