import { z } from 'zod';
import { baseServiceConfig, extractionConfig, loadConfig, mailConfig } from '@hiring/service-kit';

/** Every variable the candidate service reads. */
export const candidateConfigShape = {
  ...baseServiceConfig({ port: 4002, database: 'hm_candidate' }),
  ...mailConfig(),
  /** With OPENAI_API_KEY, resume analysis uses OpenAI structured output; without, the deterministic heuristic. */
  ...extractionConfig(),
  /** Resume analyses one client address may run per hour (the route is public: it comes before registration). */
  RESUME_ANALYSES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Verification codes for extra addresses one candidate may have mailed per hour (each address also has a 30 s cooldown). */
  EXTRA_EMAIL_CODES_PER_CANDIDATE_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Referrals one candidate may attempt per hour: each answer tells whether the address has an account. */
  REFERRAL_ATTEMPTS_PER_CANDIDATE_PER_HOUR: z.coerce.number().int().positive().default(20),
};

export type CandidateConfig = ReturnType<typeof loadCandidateConfig>;

export function loadCandidateConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('candidate', candidateConfigShape, env);
}
