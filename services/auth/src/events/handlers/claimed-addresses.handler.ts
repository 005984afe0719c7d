import type { CandidateEmailRemovedV1, CandidateEmailVerifiedV1, EnvelopeOf } from '@hiring/contracts';
import type { ClaimedAddressModel } from '../../models/claimed-address.model.js';

/**
 * Follows candidates' extra addresses. Events of different candidates may arrive in any order
 * (they are keyed by candidate), so the newest verification wins and a removal clears only the
 * claim of the record it removes: A removing an address that B verified since leaves B's claim.
 * (Read then write is safe here: one consumer handles a partition's events one at a time.)
 */
export function handleCandidateEmailVerified(claims: ClaimedAddressModel) {
  return async (event: EnvelopeOf<typeof CandidateEmailVerifiedV1>): Promise<void> => {
    const { payload } = event;
    const claimedAt = new Date(payload.verifiedAt);
    const stored = await claims.findById(payload.email, { claimedAt: 1 }).lean<{ claimedAt: Date }>().exec();
    if (stored && stored.claimedAt > claimedAt) return;
    await claims.replaceOne({ _id: payload.email }, { ownerId: payload.candidateId, emailId: payload.emailId, claimedAt }, { upsert: true }).exec();
  };
}

export function handleCandidateEmailRemoved(claims: ClaimedAddressModel) {
  return async (event: EnvelopeOf<typeof CandidateEmailRemovedV1>): Promise<void> => {
    await claims.deleteOne({ _id: event.payload.email, emailId: event.payload.emailId }).exec();
  };
}
