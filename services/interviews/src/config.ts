import { z } from 'zod';
import { baseServiceConfig, loadConfig, optionalString } from '@hiring/service-kit';

/** Every variable the interviews service reads. */
export const interviewsConfigShape = {
  ...baseServiceConfig({ port: 4003, database: 'hm_interviews' }),
  /** DNS servers for DKIM/SPF/ARC lookups, `host:port,...`; the system resolver when unset. */
  DNS_SERVERS: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'must look like host:port,host:port')
    .optional()
    .transform((value) => (value ? value.split(',') : [])),
  /** With a key, extraction uses OpenAI structured output; without, the heuristic extractor. */
  OPENAI_API_KEY: optionalString(),
};

export type InterviewsConfig = ReturnType<typeof loadInterviewsConfig>;

export function loadInterviewsConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('interviews', interviewsConfigShape, env);
}
