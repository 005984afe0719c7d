import { z } from 'zod';
import { baseServiceConfig, loadConfig, mailConfig, optionalString } from '@hiring/service-kit';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every variable the ingestion service reads. The mailbox is given either as one URL
 * (INGESTION_IMAP_URL) or as host/port/user/password settings; without either nothing is polled.
 */
export const ingestionConfigShape = {
  ...baseServiceConfig({ port: 4006, database: 'hm_ingestion' }),
  /** imap(s)://user:password@host:port/INBOX (imaps: TLS from the first byte; imap: STARTTLS when offered). */
  INGESTION_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\//, 'must start with imap:// or imaps://')
    .optional(),
  /** The same as separate settings (used when INGESTION_IMAP_URL is unset). */
  INGESTION_IMAP_HOST: optionalString(),
  INGESTION_IMAP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  INGESTION_IMAP_USER: optionalString(),
  INGESTION_IMAP_PASSWORD: optionalString(),
  /** TLS from the first byte (port 993). Without it, STARTTLS is used when the server offers it. */
  INGESTION_IMAP_TLS: flag(true),
  /** The folder to read (default INBOX; the URL's path wins). */
  INGESTION_IMAP_MAILBOX: z.string().min(1).default('INBOX'),
  /** Refuse a server certificate that does not verify (turn off only for a self-signed test server). */
  INGESTION_IMAP_TLS_REJECT_UNAUTHORIZED: flag(true),
  /** Milliseconds between polls; 0 polls only on demand (the admin trigger). */
  INGESTION_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** New messages handled per poll; the rest wait for the next poll. */
  INGESTION_BATCH_SIZE: z.coerce.number().int().positive().default(50),
  /** Larger mailbox messages are logged and left (the upload limit is 10 MB too). */
  INGESTION_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /**
   * `required`: the forwarder (From of the forward) must be authenticated by DMARC, an aligned
   * DKIM signature or aligned SPF, else the message is ignored. `off`: taken as written (local
   * experiments only; anyone could then forward in a candidate's name).
   */
  INGESTION_SENDER_AUTH: z.enum(['required', 'off']).default('required'),
  /** DNS servers for the forwarder's DKIM/SPF/DMARC lookups, `host:port,...`; the system resolver when unset. */
  DNS_SERVERS: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'must look like host:port,host:port')
    .optional()
    .transform((value) => (value ? value.split(',') : [])),
  /** Hours a forwarded email's bytes are kept after they were handed to the interviews service. */
  INGESTION_RAW_RETENTION_HOURS: z.coerce.number().min(0).default(72),
  ...mailConfig(),
  /** Reported by the deprecated `openaiConfigured` status field; extraction runs in the interviews service. */
  OPENAI_API_KEY: optionalString(),
};

export type IngestionConfig = ReturnType<typeof loadIngestionConfig>;

export function loadIngestionConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('ingestion', ingestionConfigShape, env);
}
