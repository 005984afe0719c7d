import { loadGatewayConfig } from './config.js';
import { startGateway } from './server.js';

let config;
try {
  config = loadGatewayConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const gateway = await startGateway(config);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    gateway.logger.info({ signal }, 'shutting down');
    void gateway.stop().then(() => process.exit(0));
  });
}
