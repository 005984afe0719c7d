import { runService } from '@hiring/service-kit';
import { loadBillingConfig } from './config.js';
import { billingService } from './server.js';

await runService(() => billingService(loadBillingConfig()));
