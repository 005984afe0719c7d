import type { ServiceDefinition } from '@hiring/service-kit';
import type { CompanyConfig } from './config.js';
import { companyProfileModel } from './models/company-profile.model.js';
import { companyProfileResolvers } from './resolvers/company-profile.resolvers.js';
import { companySubscriptions } from './subscriptions.js';

/** The company service: company profiles (and later the wallet, unlocks and search projection). */
export function companyService(config: CompanyConfig): ServiceDefinition<CompanyConfig> {
  return {
    name: 'company',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection }) => {
      const profiles = companyProfileModel(connection);
      return {
        resolvers: companyProfileResolvers(profiles),
        consumers: companySubscriptions({ profiles }),
      };
    },
  };
}
