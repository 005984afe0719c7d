export * from './job-families.js';
export * from './accounts.js';
