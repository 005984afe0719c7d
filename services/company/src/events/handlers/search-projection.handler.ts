import type { CandidateProfileUpdatedV1, EnvelopeOf, InterviewDeletedV1, InterviewUpdatedV1, InterviewUploadedV1 } from '@hiring/contracts';
import { interviewDeletedRecord, interviewSnapshotRecord, profileRecord } from '../../domain/search/records.js';
import type { SearchProjectionStore } from '../../domain/search/projection-store.js';

/**
 * The projection writer (shared consumer group): each event becomes a versioned record in the
 * database. The in-memory view applies the same records through its own per-replica feed.
 */
export function projectionHandlers(store: SearchProjectionStore) {
  return {
    profileUpdated: async (event: EnvelopeOf<typeof CandidateProfileUpdatedV1>) => {
      await store.saveProfile(profileRecord(event.payload));
    },
    interviewChanged: async (event: EnvelopeOf<typeof InterviewUploadedV1> | EnvelopeOf<typeof InterviewUpdatedV1>) => {
      await store.saveInterview(interviewSnapshotRecord(event.payload));
    },
    interviewDeleted: async (event: EnvelopeOf<typeof InterviewDeletedV1>) => {
      await store.saveInterview(interviewDeletedRecord(event.payload));
    },
  };
}
