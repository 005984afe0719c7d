import { createLogger } from '@hiring/service-kit';
import { loadCompanyConfig } from '../config.js';
import { rebuildSearchProjection } from '../domain/search/rebuild-projection.js';

// Usage (while the company replicas serve): npm run rebuild:search-projection -w services/company
// Reads the same environment as the service (MONGO_URL, MONGO_DB, KAFKA_BROKERS, KAFKA_GROUP_PREFIX, OPENSEARCH_*).
const config = loadCompanyConfig();
const logger = createLogger('company-rebuild', config.LOG_LEVEL);
try {
  const { index, replaced } = await rebuildSearchProjection(config, logger);
  console.info(`search index rebuilt: ${index} (replaced ${replaced.join(', ') || 'nothing'})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
