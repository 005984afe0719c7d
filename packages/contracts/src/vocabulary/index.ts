export * from './job-families.js';
export * from './accounts.js';
export * from './company-names.js';
export * from './interview-stages.js';
export * from './billing-plans.js';
export * from './candidate.js';
export * from './career-fields.js';
export * from './hiring-systems.js';
