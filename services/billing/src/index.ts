export { billingService } from './server.js';
export { loadBillingConfig, billingConfigShape, type BillingConfig } from './config.js';
