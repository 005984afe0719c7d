import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/**
 * A message arrived in the ingestion mailbox. The interviews service decides who the forwarder is
 * and runs the same pipeline as an upload on `rawEmail`.
 */
export const EmailIngestedV1 = defineEvent({
  type: 'EmailIngested',
  version: 1,
  topic: 'ingestion.email.ingested.v1',
  payload: z.object({
    messageId: z.string().min(1),
    mailbox: z.string(),
    forwarderEmail: z.string().email(),
    subject: z.string(),
    receivedAt: z.string().datetime({ offset: true }),
    /** The original message (unwrapped from the forward), base64 of its RFC 822 bytes. */
    rawEmailBase64: z.string(),
  }),
});
