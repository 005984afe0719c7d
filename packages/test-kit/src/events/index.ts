export * from './builders.js';
export * from './publisher.js';
