export * from './extractor.js';
export * from './redact.js';
export * from './job-classification.js';
export * from './documents/index.js';
