import { defineEvent, personKeyId } from '../../envelope.js';
import { interviewSnapshotSchema } from './interview-snapshot.js';

/** The candidate changed an interview (visibility, position): the full new snapshot. */
export const InterviewUpdatedV1 = defineEvent({
  type: 'InterviewUpdated',
  version: 1,
  topic: 'interviews.interview.updated.v1',
  payload: interviewSnapshotSchema,
  personal: { keyOf: (payload) => personKeyId.user(payload.candidateId), clear: ['interviewId', 'candidateId', 'revision'] },
});
