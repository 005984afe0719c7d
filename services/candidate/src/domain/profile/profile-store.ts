import { CANDIDATE_MESSAGES, CandidateProfileUpdatedV1, careerDataSchema } from '@hiring/contracts';
import { conflict, insertOnce, isDuplicateKeyError, notFound, type Logger, type OutboxRelay, type ReadBarrier } from '@hiring/service-kit';
import type { CandidateProfile, CandidateProfileModel, LegacyCandidateProfile } from '../../models/candidate-profile.model.js';
import { profileRevisionId, type ProfileRevision, type ProfileRevisionModel } from '../../models/profile-revision.model.js';
import { profileFromRegistration, profileUpdatedPayload, type ProfileData, type ProfileSnapshot } from './profile-data.js';

/** The consumer group that creates profiles from registrations (subscriptions.ts). */
export const CANDIDATE_PROFILES_GROUP = 'candidate.profiles';

/** How often a change is re-applied on top of a racing one before giving up. */
const MAX_ATTEMPTS = 8;

/**
 * Reads and changes candidate profiles through the revision ledger (see profile-revision.model.ts).
 * A change is a function of the current data, so when another change wins the race for revision
 * N it is applied again on top of that one: nothing is lost, and each revision's
 * CandidateProfileUpdated is stored in the same insert as the revision itself.
 */
export class ProfileStore {
  constructor(
    private readonly deps: { heads: CandidateProfileModel; revisions: ProfileRevisionModel; relay: OutboxRelay; logger: Logger; barrier: ReadBarrier },
  ) {}

  /** The newest revision, as fresh as the candidate's registration: waits for it when not applied yet. */
  fresh(candidateId: string): Promise<ProfileSnapshot | null> {
    return this.deps.barrier.lookup(CANDIDATE_PROFILES_GROUP, () => this.current(candidateId));
  }

  /** The newest revision of a candidate's profile, or null when there is none (yet). */
  async current(candidateId: string): Promise<ProfileSnapshot | null> {
    const head = await this.deps.heads.findById(candidateId).lean<CandidateProfile | LegacyCandidateProfile>().exec();
    let snapshot = head ? fromHead(head) : null;
    // Roll forward over revisions the head has not caught up with (equality lookups by _id).
    let moved = false;
    for (;;) {
      const next = await this.deps.revisions
        .findById(profileRevisionId(candidateId, (snapshot?.revision ?? 0) + 1), { outbox: 0 })
        .lean<ProfileRevision>()
        .exec();
      if (!next) break;
      snapshot = { candidateId, revision: next.revision, data: next.data, updatedAt: next.createdAt };
      moved = true;
    }
    if (moved && snapshot) await this.writeHead(snapshot);
    return snapshot;
  }

  /** Registration: revision 1 from UserRegistered, published like any change. Idempotent. */
  async create(candidateId: string, data: ProfileData, correlationId?: string): Promise<void> {
    await this.insertRevision({ candidateId, revision: 1, data, updatedAt: new Date() }, 'registration', correlationId);
  }

  /**
   * Applies `change` to the newest data as revision N+1; `change` may throw (validation), and may
   * run more than once when racing another change.
   */
  async update(candidateId: string, change: (data: ProfileData) => ProfileData, reason: string, correlationId?: string): Promise<ProfileSnapshot> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await this.fresh(candidateId);
      if (!current) throw notFound(CANDIDATE_MESSAGES.profileNotFound);
      const next: ProfileSnapshot = { candidateId, revision: current.revision + 1, data: change(current.data), updatedAt: new Date() };
      if (await this.insertRevision(next, reason, correlationId)) return next;
    }
    throw conflict(CANDIDATE_MESSAGES.profileBusy);
  }

  /** Stores one revision with its event; false when that revision number is already taken. */
  private async insertRevision(snapshot: ProfileSnapshot, reason: string, correlationId?: string): Promise<boolean> {
    const { revisions, relay } = this.deps;
    const doc = new revisions({
      _id: profileRevisionId(snapshot.candidateId, snapshot.revision),
      candidateId: snapshot.candidateId,
      revision: snapshot.revision,
      data: snapshot.data,
      reason,
      createdAt: snapshot.updatedAt,
    });
    doc.recordEvent(CandidateProfileUpdatedV1, { aggregateId: snapshot.candidateId, correlationId, payload: profileUpdatedPayload(snapshot) });
    try {
      await doc.save();
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
    await relay.notify(revisions, doc._id);
    await this.writeHead(snapshot);
    return true;
  }

  /**
   * Moves the head to `snapshot` unless it already shows that revision or a newer one. A race can
   * still leave it one revision behind; `current` rolls it forward on the next read.
   */
  private async writeHead(snapshot: ProfileSnapshot): Promise<void> {
    const head = { _id: snapshot.candidateId, revision: snapshot.revision, data: snapshot.data, updatedAt: snapshot.updatedAt };
    try {
      // A new profile: one insert (a redelivery, or a profile from before revisions, finds one there).
      if (snapshot.revision === 1 && (await insertOnce(this.deps.heads, head))) return;
      const stored = await this.deps.heads.findById(snapshot.candidateId, { revision: 1 }).lean<{ revision?: number }>().exec();
      if (stored && (stored.revision ?? 0) >= snapshot.revision) return;
      await this.deps.heads.replaceOne({ _id: snapshot.candidateId }, head, { upsert: true }).exec();
    } catch (error) {
      // The ledger has the revision; the head is only a cache.
      this.deps.logger.warn({ err: error, candidateId: snapshot.candidateId }, 'profile head not updated');
    }
  }
}

function isLegacy(head: CandidateProfile | LegacyCandidateProfile): head is LegacyCandidateProfile {
  return !('revision' in head) || typeof head.revision !== 'number';
}

/** A head as a snapshot; a profile stored before revisions existed counts as revision 0. */
function fromHead(head: CandidateProfile | LegacyCandidateProfile): ProfileSnapshot | null {
  if (!isLegacy(head)) return { candidateId: head._id, revision: head.revision, data: head.data, updatedAt: head.updatedAt };
  const career = careerDataSchema.safeParse(head.career);
  if (!career.success) return null;
  const data = profileFromRegistration({
    email: head.email,
    firstName: head.firstName,
    lastName: head.lastName,
    registeredAt: head.createdAt.toISOString(),
    careerData: career.data,
  });
  return { candidateId: head._id, revision: 0, data, updatedAt: head.updatedAt };
}
