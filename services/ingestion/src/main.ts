import { runService } from '@hiring/service-kit';
import { loadIngestionConfig } from './config.js';
import { ingestionService } from './server.js';

await runService(() => ingestionService(loadIngestionConfig()));
