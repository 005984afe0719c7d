import { EmailIngestedV1 } from '@hiring/contracts';
import { isDuplicateKeyError, type OutboxRelay } from '@hiring/service-kit';
import type { IngestedEmail, IngestedEmailModel, IngestedEmailStatus } from '../models/ingested-email.model.js';
import type { Examination } from './examine-message.js';

export interface MailboxMessage {
  /** MailboxSettings.key */
  mailbox: string;
  uidValidity: string;
  uid: number;
  receivedAt: Date;
  sizeBytes: number;
}

/** What happened to one mailbox message: recorded now with a status, or `taken` by another poll. */
export type RecordResult = IngestedEmailStatus | 'taken';

export function mailboxMessageId(message: Pick<MailboxMessage, 'mailbox' | 'uidValidity' | 'uid'>): string {
  return `${message.mailbox}#${message.uidValidity}#${message.uid}`;
}

/**
 * Records a mailbox message once, with its EmailIngested events (one per original) in the same
 * insert. The unique `_id` (UID) and `messageKey` (Message-ID) decide who wins when polls race:
 * the loser gets a duplicate-key error and reports `taken`; nothing is processed twice.
 */
export async function recordMailboxMessage(
  deps: { emails: IngestedEmailModel; relay: OutboxRelay },
  message: MailboxMessage,
  examination: Examination,
): Promise<RecordResult> {
  const id = mailboxMessageId(message);
  const messageKey = `${message.mailbox}#${examination.messageId ?? `sha256:${examination.contentHash}`}`;
  const base: Omit<IngestedEmail, 'status' | 'reason' | 'originalIds' | 'forwarderAuthenticatedBy' | 'createdAt' | 'updatedAt'> = {
    _id: id,
    messageKey,
    mailbox: message.mailbox,
    uidValidity: message.uidValidity,
    uid: message.uid,
    messageId: examination.messageId,
    forwarderEmail: examination.forwarderEmail,
    subject: examination.subject,
    receivedAt: message.receivedAt,
    sizeBytes: message.sizeBytes,
  };

  const doc =
    examination.kind === 'forward'
      ? new deps.emails({
          ...base,
          status: 'forwarded',
          reason: null,
          forwarderAuthenticatedBy: examination.authenticatedBy,
          originalIds: examination.originals.map((_, index) => `${id}#${index}`),
        })
      : new deps.emails({ ...base, status: 'ignored', reason: examination.detail, forwarderAuthenticatedBy: null, originalIds: [] });
  if (examination.kind === 'forward') {
    examination.originals.forEach((original, index) => {
      doc.recordEvent(EmailIngestedV1, {
        aggregateId: `${id}#${index}`,
        payload: {
          messageId: examination.messageId ?? `<sha256:${examination.contentHash}>`,
          mailbox: message.mailbox,
          forwarderEmail: examination.forwarderEmail,
          forwarderAuthenticatedBy: examination.authenticatedBy,
          subject: examination.subject,
          receivedAt: message.receivedAt.toISOString(),
          original: original.kind,
          rawEmailBase64: original.raw.toString('base64'),
        },
      });
    });
  }

  try {
    await doc.save();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    if (await deps.emails.exists({ _id: id })) return 'taken';
    // The Message-ID was recorded under another UID: remember this UID as a duplicate.
    try {
      await deps.emails.create({
        ...base,
        messageKey: `${messageKey}#duplicate#${message.uidValidity}#${message.uid}`,
        status: 'duplicate',
        reason: 'already taken under another UID',
        forwarderAuthenticatedBy: null,
        originalIds: [],
      });
      return 'duplicate';
    } catch (again) {
      if (isDuplicateKeyError(again)) return 'taken';
      throw again;
    }
  }
  if (examination.kind === 'forward') await deps.relay.notify(deps.emails, id);
  return doc.status;
}
