import { z } from 'zod';
import { baseServiceConfig, brandConfig, extractionConfig, loadConfig } from '@hiring/service-kit';

/** Every variable the interviews service reads. */
export const interviewsConfigShape = {
  ...baseServiceConfig({ port: 4003, database: 'hm_interviews' }),
  ...extractionConfig(),
  /** DNS servers for DKIM/SPF/ARC lookups, `host:port,...`; the system resolver when unset. */
  DNS_SERVERS: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'must look like host:port,host:port')
    .optional()
    .transform((value) => (value ? value.split(',') : [])),
  /**
   * ARC sealers trusted to report that a forwarded email's original signature passed on arrival
   * (organisational domains, comma-separated). Empty disables the ARC path.
   */
  ARC_TRUSTED_SEALERS: z
    .string()
    .default('google.com,microsoft.com')
    .transform((value) =>
      value
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Worker threads that read uploaded emails (parse, verify, extract) off the event loop. */
  READ_EMAIL_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * `one`: a candidate's emails are read one at a time (others wait in that candidate's queue), so
   * one account sending costly mail holds one reading thread, not all. `any`: no such limit.
   */
  READ_EMAIL_PER_CANDIDATE: z.enum(['one', 'any']).default('one'),
  /** Budget of one email in its worker; past it the worker is terminated and the upload refused. */
  READ_EMAIL_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** Heap cap of each reading worker (MB); an email that needs more is refused as too complex. */
  READ_EMAIL_MAX_MB: z.coerce.number().int().min(32).default(256),
  /** PRODUCT_NAME, and SUPPORT_EMAIL: shown to candidates when an upload is refused, with the file name to quote. */
  ...brandConfig(),
  /** Uploads one candidate may make per 10 minutes (the modal sends up to 10 files at once). */
  UPLOADS_PER_10_MINUTES: z.coerce.number().int().positive().default(30),
  /** How long the platform side of the rankings (every candidate's counts) is reused, in ms. */
  RANKING_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
};

export type InterviewsConfig = ReturnType<typeof loadInterviewsConfig>;

export function loadInterviewsConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('interviews', interviewsConfigShape, env);
}
