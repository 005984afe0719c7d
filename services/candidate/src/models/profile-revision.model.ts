import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';
import type { ProfileData } from '../domain/profile/profile-data.js';

/**
 * The profile's revision ledger: every change is an insert of the next revision
 * (`_id` = `<candidateId>:<revision>`), carrying its CandidateProfileUpdated in its outbox. The
 * unique `_id` is the compare-and-swap FerretDB makes atomic: two racing changes cannot both
 * become revision N; the loser re-reads and applies its change on top of the winner's, so no
 * change is lost and every published snapshot has its own, increasing revision.
 */
export interface ProfileRevision {
  _id: string;
  candidateId: string;
  revision: number;
  data: ProfileData;
  /** What changed it: registration, career, account, work-experiences. */
  reason: string;
  createdAt: Date;
}

export type ProfileRevisionModel = Model<WithOutbox<ProfileRevision>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<ProfileRevision>, ProfileRevisionModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    revision: { type: Number, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    reason: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
schema.plugin(outboxPlugin);

export function profileRevisionId(candidateId: string, revision: number): string {
  return `${candidateId}:${revision}`;
}

export function profileRevisionModel(connection: Connection): ProfileRevisionModel {
  return connection.model<WithOutbox<ProfileRevision>, ProfileRevisionModel>('ProfileRevision', schema, 'candidate_profile_revisions');
}
