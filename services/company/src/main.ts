import { runService } from '@hiring/service-kit';
import { loadCompanyConfig } from './config.js';
import { companyService } from './server.js';

await runService(() => companyService(loadCompanyConfig()));
