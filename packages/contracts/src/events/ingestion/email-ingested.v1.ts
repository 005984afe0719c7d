import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

/**
 * A candidate forwarded an email to the ingestion mailbox. The ingestion service has taken the
 * mailbox message once and authenticated its sender; the interviews service decides which
 * candidate the forwarder is and runs the upload pipeline on `rawEmailBase64`.
 *
 * One mailbox message gives one event per original it carries (a forward may attach several), so
 * the aggregate id is `<mailbox message id>#<index>`.
 */
export const EmailIngestedV1 = defineEvent({
  type: 'EmailIngested',
  version: 1,
  topic: 'ingestion.email.ingested.v1',
  payload: z.object({
    /** Message-ID of the mailbox message (the forward). */
    messageId: z.string().min(1),
    mailbox: z.string(),
    /** From of the forward, lowercased. */
    forwarderEmail: z.string().email(),
    /** How the forwarder was authenticated (null: not authenticated and not required). */
    forwarderAuthenticatedBy: z.enum(['dmarc', 'dkim', 'spf']).nullable(),
    /** Subject of the forward, for the reply. */
    subject: z.string(),
    receivedAt: z.string().datetime({ offset: true }),
    /**
     * `attached`: the original was attached to the forward (message/rfc822) and is passed on
     * byte for byte, its signatures intact. `message`: no attached original (an inline forward,
     * or a message written by the candidate); the whole message is passed on without the
     * forwarder's own DKIM/ARC signatures, which vouch for the forwarder, not for the employer.
     */
    original: z.enum(['attached', 'message']),
    /** RFC 822 bytes of the original (see `original`), base64. */
    rawEmailBase64: z.string(),
  }),
  personal: { keyOf: (_payload, aggregateId) => personKeyId.message(aggregateId), clear: ['messageId', 'mailbox', 'receivedAt'] },
});
