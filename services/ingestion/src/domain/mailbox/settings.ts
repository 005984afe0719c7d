import type { IngestionConfig } from '../../config.js';

/** Where the ingestion mailbox is and how to log in. */
export interface MailboxSettings {
  host: string;
  port: number;
  /** TLS from the first byte; otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** The folder, e.g. INBOX. */
  folder: string;
  rejectUnauthorized: boolean;
  /** Stable name of the mailbox in keys and logs: `imap://<user>@<host>/<folder>` (no password, no port). */
  key: string;
}

type MailboxConfig = Pick<
  IngestionConfig,
  | 'INGESTION_IMAP_URL'
  | 'INGESTION_IMAP_HOST'
  | 'INGESTION_IMAP_PORT'
  | 'INGESTION_IMAP_USER'
  | 'INGESTION_IMAP_PASSWORD'
  | 'INGESTION_IMAP_TLS'
  | 'INGESTION_IMAP_MAILBOX'
  | 'INGESTION_IMAP_TLS_REJECT_UNAUTHORIZED'
>;

function keyOf(user: string, host: string, folder: string): string {
  return `imap://${user.toLowerCase()}@${host.toLowerCase()}/${folder}`;
}

/** The mailbox from INGESTION_IMAP_URL, else from the separate settings; null when not configured. */
export function mailboxSettings(config: MailboxConfig): MailboxSettings | null {
  if (config.INGESTION_IMAP_URL) {
    const url = new URL(config.INGESTION_IMAP_URL);
    const secure = url.protocol === 'imaps:';
    const user = decodeURIComponent(url.username);
    const folder = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || config.INGESTION_IMAP_MAILBOX;
    if (!url.hostname || !user) return null;
    return {
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 993 : 143,
      secure,
      user,
      password: decodeURIComponent(url.password),
      folder,
      rejectUnauthorized: config.INGESTION_IMAP_TLS_REJECT_UNAUTHORIZED,
      key: keyOf(user, url.hostname, folder),
    };
  }
  if (!config.INGESTION_IMAP_HOST || !config.INGESTION_IMAP_USER) return null;
  const secure = config.INGESTION_IMAP_TLS;
  return {
    host: config.INGESTION_IMAP_HOST,
    port: config.INGESTION_IMAP_PORT ?? (secure ? 993 : 143),
    secure,
    user: config.INGESTION_IMAP_USER,
    password: config.INGESTION_IMAP_PASSWORD ?? '',
    folder: config.INGESTION_IMAP_MAILBOX,
    rejectUnauthorized: config.INGESTION_IMAP_TLS_REJECT_UNAUTHORIZED,
    key: keyOf(config.INGESTION_IMAP_USER, config.INGESTION_IMAP_HOST, config.INGESTION_IMAP_MAILBOX),
  };
}
