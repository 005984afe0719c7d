import { z } from 'zod';
import { baseServiceConfig, loadConfig, mailConfig, optionalString } from '@hiring/service-kit';

/** Every variable the ingestion service reads. Without INGESTION_IMAP_URL nothing is polled. */
export const ingestionConfigShape = {
  ...baseServiceConfig({ port: 4006, database: 'hm_ingestion' }),
  /** imap(s)://user:password@host:port/INBOX */
  INGESTION_IMAP_URL: z.string().regex(/^imaps?:\/\//, 'must start with imap:// or imaps://').optional(),
  ...mailConfig(),
  OPENAI_API_KEY: optionalString(),
};

export type IngestionConfig = ReturnType<typeof loadIngestionConfig>;

export function loadIngestionConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('ingestion', ingestionConfigShape, env);
}
