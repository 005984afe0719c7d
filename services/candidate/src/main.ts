import { runService } from '@hiring/service-kit';
import { loadCandidateConfig } from './config.js';
import { candidateService } from './server.js';

await runService(() => candidateService(loadCandidateConfig()));
