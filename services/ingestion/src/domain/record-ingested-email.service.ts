import { z } from 'zod';
import { EmailIngestedV1 } from '@hiring/contracts';
import { isDuplicateKeyError, type OutboxRelay } from '@hiring/service-kit';
import type { IngestedEmailModel } from '../models/ingested-email.model.js';

const inputSchema = z.object({
  mailbox: z.string().min(1),
  messageId: z.string().min(1),
  forwarderEmail: z.string().trim().toLowerCase().email(),
  subject: z.string(),
  receivedAt: z.date(),
  rawEmail: z.instanceof(Buffer),
});

export type IngestedEmailInput = z.input<typeof inputSchema>;

/**
 * Stores a mailbox message once and records EmailIngested in the same insert. Returns false when
 * the message was already taken (another poll or replica won the unique key).
 */
export async function recordIngestedEmail(
  deps: { emails: IngestedEmailModel; relay: OutboxRelay },
  rawInput: IngestedEmailInput,
): Promise<boolean> {
  const input = inputSchema.parse(rawInput);
  const email = new deps.emails({
    _id: `${input.mailbox}:${input.messageId}`,
    mailbox: input.mailbox,
    messageId: input.messageId,
    forwarderEmail: input.forwarderEmail,
    subject: input.subject,
    receivedAt: input.receivedAt,
  });
  email.recordEvent(EmailIngestedV1, {
    payload: {
      messageId: input.messageId,
      mailbox: input.mailbox,
      forwarderEmail: input.forwarderEmail,
      subject: input.subject,
      receivedAt: input.receivedAt.toISOString(),
      rawEmailBase64: input.rawEmail.toString('base64'),
    },
  });
  try {
    await email.save();
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
  void deps.relay.notify(deps.emails as never, email._id);
  return true;
}
