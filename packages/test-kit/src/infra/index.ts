export * from './free-port.js';
export * from './opensearch.js';
export * from './raw-storage.js';
