export * from './task-pool.js';
