import { startService, type RunningService } from '@hiring/service-kit';
import { testServiceEnv } from '@hiring/service-kit/testing';
import { candidateService, loadCandidateConfig, type CandidateConfig } from '@hiring/candidate';

export type CandidateService = RunningService<CandidateConfig>;

/** The candidate service alone on the real broker and database, with its own database and groups. */
export function startCandidate(env: Record<string, string> = {}): Promise<CandidateService> {
  return startService({ ...candidateService(loadCandidateConfig(testServiceEnv('candidate', env))), consumerSessionTimeoutMs: 10_000 });
}
