import { runService } from '@hiring/service-kit';
import { loadInterviewsConfig } from './config.js';
import { interviewsService } from './server.js';

await runService(() => interviewsService(loadInterviewsConfig()));
