export * from './envelope.js';
export * from './topics.js';
export * from './events/auth/user-registered.v1.js';
export * from './events/auth/email-verified.v1.js';
export * from './events/auth/password-changed.v1.js';
export * from './events/ingestion/email-ingested.v1.js';
export * from './vocabulary/index.js';
