import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/** The candidate deleted an interview; `revision` is higher than any snapshot's. */
export const InterviewDeletedV1 = defineEvent({
  type: 'InterviewDeleted',
  version: 1,
  topic: 'interviews.interview.deleted.v1',
  payload: z.object({
    interviewId: z.string().min(1),
    candidateId: z.string().min(1),
    processId: z.string().min(1),
    revision: z.number().int().nonnegative(),
  }),
});
