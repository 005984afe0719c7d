import { aProfile, anInterview } from '@hiring/test-kit/events';
import type { SearchRecord } from '../../src/domain/search/opensearch/candidate-records.js';
import { interviewSnapshotRecord, profileRecord } from '../../src/domain/search/records.js';

/** A candidate's profile record, as the search projection receives it. */
export const profileRecordOf = (candidateId: string, revision: number, extra: Parameters<typeof aProfile>[0] = {}): SearchRecord => ({
  kind: 'profile',
  record: profileRecord(aProfile({ candidateId, revision, ...extra })),
});

/** One of the candidate's public interviews, as the search projection receives it. */
export const interviewRecordOf = (candidateId: string, interviewId: string, revision: number, extra: Parameters<typeof anInterview>[1] = {}): SearchRecord => ({
  kind: 'interview',
  record: interviewSnapshotRecord(anInterview(candidateId, { interviewId, revision, visibility: 'public', ...extra })),
});
