import type { Model } from 'mongoose';
import { insertOnce } from '@hiring/service-kit';
import type { InterviewRecordModel, ProfileRecordModel } from '../../models/search-projection.model.js';
import type { InterviewRecord, ProfileRecord } from './records.js';
import type { SearchIndex } from './search-index.js';

/**
 * The search projection in the database: written by the projection consumer (one shared group),
 * read once per replica at start into the in-memory view.
 *
 * A record is stored with an insert keyed by `<aggregate>:<revision>` (redelivery is a duplicate
 * key) and older revisions are pruned afterwards. Under races (two replicas handling two revisions
 * of one interview from different topics) or reordering, an old revision may stay behind for a
 * while, but the newest is never removed: readers take the highest revision.
 */
export class SearchProjectionStore {
  constructor(
    private readonly profiles: ProfileRecordModel,
    private readonly interviews: InterviewRecordModel,
  ) {}

  saveProfile(record: ProfileRecord): Promise<boolean> {
    return saveVersioned(this.profiles as unknown as Model<ProfileRecord>, record.candidateId, record);
  }

  saveInterview(record: InterviewRecord): Promise<boolean> {
    return saveVersioned(this.interviews as unknown as Model<InterviewRecord>, record.interviewId, record);
  }

  /** Loads every record into the view (bulk: entries are derived and sorted once). */
  async loadInto(index: SearchIndex): Promise<{ profiles: number; interviews: number; ms: number }> {
    const started = Date.now();
    let profiles = 0;
    let interviews = 0;
    index.beginBulk();
    try {
      for await (const doc of this.profiles.collection.find({}, { batchSize: 5000 })) {
        index.applyProfile(doc as unknown as ProfileRecord);
        profiles += 1;
      }
      for await (const doc of this.interviews.collection.find({}, { batchSize: 5000 })) {
        index.applyInterview(doc as unknown as InterviewRecord);
        interviews += 1;
      }
    } finally {
      index.endBulk();
    }
    return { profiles, interviews, ms: Date.now() - started };
  }

  /** Empties the projection (the rebuild script, with the service stopped). */
  async clear(): Promise<void> {
    await this.profiles.deleteMany({});
    await this.interviews.deleteMany({});
  }
}

/**
 * Inserts a record (a duplicate key means it is there already) and prunes the revision before it
 * by `_id`: an aggregate's revisions go up one at a time and each passes through here in order, so
 * that is the one older record there is. Only an `_id` filter is an index lookup on FerretDB/SQLite:
 * the former `{ interviewId, revision: { $lt } }` read and decoded the whole collection on every
 * event (half of FerretDB's CPU during an upload burst, and growing with the data). A record left
 * behind by a gap or a race stays until the next start's load; readers take the highest revision,
 * so it never shows.
 */
async function saveVersioned<T extends { _id: string; revision: number }>(model: Model<T>, id: string, record: T): Promise<boolean> {
  const inserted = await insertOnce(model, record as never);
  if (record.revision > 1) await model.deleteOne({ _id: `${id}:${record.revision - 1}` } as never).exec();
  return inserted;
}
