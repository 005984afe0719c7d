export { companyService } from './server.js';
export { loadCompanyConfig, companyConfigShape, type CompanyConfig } from './config.js';
export { rebuildSearchProjection } from './domain/search/rebuild-projection.js';
