import { baseServiceConfig, loadConfig, mailConfig, optionalString } from '@hiring/service-kit';

/** Every variable the candidate service reads. */
export const candidateConfigShape = {
  ...baseServiceConfig({ port: 4002, database: 'hm_candidate' }),
  ...mailConfig(),
  OPENAI_API_KEY: optionalString(),
};

export type CandidateConfig = ReturnType<typeof loadCandidateConfig>;

export function loadCandidateConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('candidate', candidateConfigShape, env);
}
