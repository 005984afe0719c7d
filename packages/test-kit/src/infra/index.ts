export * from './free-port.js';
export * from './opensearch.js';
