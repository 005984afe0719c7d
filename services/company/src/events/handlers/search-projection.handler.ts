import type { CandidateProfileUpdatedV1, EnvelopeOf, InterviewDeletedV1, InterviewUpdatedV1, InterviewUploadedV1 } from '@hiring/contracts';
import type { CandidateWriter } from '../../domain/search/opensearch/candidate-writer.js';
import { interviewDeletedRecord, interviewSnapshotRecord, profileRecord } from '../../domain/search/records.js';

/**
 * The search index writer (shared consumer group): each event becomes a versioned record in its
 * candidate's OpenSearch document. The writer returns once searches see it, so the group's
 * committed offsets are what searches show (the read barrier's guarantee).
 */
export function projectionHandlers(writer: CandidateWriter) {
  return {
    profileUpdated: async (event: EnvelopeOf<typeof CandidateProfileUpdatedV1>) => {
      await writer.apply({ kind: 'profile', record: profileRecord(event.payload) });
    },
    interviewChanged: async (event: EnvelopeOf<typeof InterviewUploadedV1> | EnvelopeOf<typeof InterviewUpdatedV1>) => {
      await writer.apply({ kind: 'interview', record: interviewSnapshotRecord(event.payload) });
    },
    interviewDeleted: async (event: EnvelopeOf<typeof InterviewDeletedV1>) => {
      await writer.apply({ kind: 'interview', record: interviewDeletedRecord(event.payload) });
    },
  };
}
