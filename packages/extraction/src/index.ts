export * from './extractor.js';
export * from './redact.js';
export * from './documents/index.js';
