import type { Logger } from '@hiring/service-kit';
import type { MailboxSettings } from './settings.js';

export interface MessageMeta {
  uid: number;
  size: number;
  internalDate: Date | null;
  /** From the envelope, for messages that are not downloaded (too large). */
  messageId: string | null;
  subject: string;
  from: string | null;
}

/** One IMAP session on the ingestion folder, opened for a poll and closed after it. */
export interface OpenMailbox {
  /** UIDVALIDITY of the folder: UIDs are only meaningful together with it. */
  uidValidity: string;
  /** Every UID in the folder, ascending. */
  listUids(): Promise<number[]>;
  meta(uids: number[]): Promise<MessageMeta[]>;
  /** The message's RFC 822 bytes, or null when it was expunged meanwhile. */
  source(uid: number): Promise<Buffer | null>;
  markSeen(uids: number[]): Promise<void>;
  /** Deletes these messages from the folder (\Deleted, then EXPUNGE of just them). */
  expunge(uids: number[]): Promise<void>;
  close(): Promise<void>;
}

export class MailboxUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailboxUnavailable';
  }
}

function imapLogger(logger: Logger) {
  // imapflow is chatty at info level (every command); keep it at debug and pass on warnings.
  return {
    debug: (entry: object) => logger.trace(entry),
    info: (entry: object) => logger.debug(entry),
    warn: (entry: object) => logger.warn(entry),
    error: (entry: object) => logger.error(entry),
  };
}

function reason(error: unknown): string {
  if (error && typeof error === 'object') {
    const { responseText, message, code } = error as { responseText?: string; message?: string; code?: string };
    return responseText || message || code || 'unknown error';
  }
  return String(error);
}

/** Logs in and selects the folder (read-write, so \Seen can be set). */
export async function openMailbox(settings: MailboxSettings, logger: Logger): Promise<OpenMailbox> {
  // Loaded on first use, like the other protocol libraries only some deployments need.
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    tls: { rejectUnauthorized: settings.rejectUnauthorized },
    logger: imapLogger(logger),
    disableAutoIdle: true,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 120_000,
  });
  // A dropped connection surfaces as a rejected command; the event must not crash the process.
  client.on('error', (error: Error) => logger.warn({ err: error }, 'imap connection error'));
  try {
    await client.connect();
  } catch (error) {
    client.close();
    throw new MailboxUnavailable(`Could not log in to the ingestion mailbox: ${reason(error)}`, { cause: error });
  }
  let lock: { release(): void };
  try {
    lock = await client.getMailboxLock(settings.folder);
  } catch (error) {
    await client.logout().catch(() => client.close());
    throw new MailboxUnavailable(`Could not open the folder ${settings.folder}: ${reason(error)}`, { cause: error });
  }
  const mailbox = client.mailbox;
  if (!mailbox) {
    lock.release();
    await client.logout().catch(() => client.close());
    throw new MailboxUnavailable(`Could not open the folder ${settings.folder}`);
  }

  return {
    uidValidity: mailbox.uidValidity.toString(),
    async listUids() {
      const uids = await client.search({ all: true }, { uid: true });
      return (uids || []).sort((a, b) => a - b);
    },
    async meta(uids) {
      if (uids.length === 0) return [];
      const rows = await client.fetchAll(uids, { uid: true, size: true, internalDate: true, envelope: true }, { uid: true });
      return rows.map((row) => ({
        uid: row.uid,
        size: row.size ?? 0,
        internalDate: row.internalDate ? new Date(row.internalDate) : null,
        messageId: row.envelope?.messageId?.trim() || null,
        subject: row.envelope?.subject ?? '',
        from: row.envelope?.from?.[0]?.address?.toLowerCase() ?? null,
      }));
    },
    async source(uid) {
      const row = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
      return row && row.source ? row.source : null;
    },
    async markSeen(uids) {
      if (uids.length > 0) await client.messageFlagsAdd(uids, ['\\Seen'], { uid: true });
    },
    async expunge(uids) {
      if (uids.length > 0) await client.messageDelete(uids, { uid: true });
    },
    async close() {
      lock.release();
      await client.logout().catch(() => client.close());
    },
  };
}
