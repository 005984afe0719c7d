export * from './accounts.js';
export * from './lone-gateway.js';
export * from './start-stack.js';
export * from './uploads.js';
export * from './webhook-receiver.js';
