import { defineEvent, personKeyId } from '../../envelope.js';
import { interviewSnapshotSchema } from './interview-snapshot.js';

/** A verified (or privately kept) interview record was created from an email. */
export const InterviewUploadedV1 = defineEvent({
  type: 'InterviewUploaded',
  version: 1,
  topic: 'interviews.interview.uploaded.v1',
  payload: interviewSnapshotSchema,
  personal: { keyOf: (payload) => personKeyId.user(payload.candidateId), clear: ['interviewId', 'candidateId', 'revision'] },
});
