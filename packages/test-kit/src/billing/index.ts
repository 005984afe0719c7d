export * from './stripe.js';
