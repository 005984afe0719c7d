export * from './formats.js';
export * from './rtf.js';
export * from './to-text.js';
export * from './zip-limits.js';
