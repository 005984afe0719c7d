import { CandidateProfileUpdatedV1, InterviewDeletedV1, InterviewUpdatedV1, InterviewUploadedV1, type EnvelopeOf } from '@hiring/contracts';
import { on, type EventHandler } from '@hiring/service-kit';
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

/** The index writer's subscriptions: the live group's and a rebuild's replay (rebuild-projection.ts). */
export function projectionSubscriptions(writer: CandidateWriter): EventHandler[] {
  const projection = projectionHandlers(writer);
  return [
    on(CandidateProfileUpdatedV1, projection.profileUpdated),
    on(InterviewUploadedV1, projection.interviewChanged),
    on(InterviewUpdatedV1, projection.interviewChanged),
    on(InterviewDeletedV1, projection.interviewDeleted),
  ];
}
