export * from './tracing.js';
export * from './metrics.js';
