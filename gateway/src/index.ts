export { startGateway, type RunningGateway } from './server.js';
export { loadGatewayConfig, gatewayConfigShape, type GatewayConfig } from './config.js';
export { composeSupergraph, writeSupergraph, SUPERGRAPH_FILE, API_SCHEMA_FILE } from './supergraph/compose.js';
export { SUBGRAPHS } from './supergraph/subgraphs.js';
export { contentSecurityPolicy } from './security/csp.js';
