import { UserRegisteredV1 } from '@hiring/contracts';
import type { ServiceDefinition } from '@hiring/service-kit';
import type { AuthConfig } from './config.js';
import { userModel } from './models/user.model.js';
import { userResolvers } from './resolvers/user.resolvers.js';

/** The auth service: accounts, credentials and tokens. Publishes UserRegistered. */
export function authService(config: AuthConfig): ServiceDefinition<AuthConfig> {
  return {
    name: 'auth',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection, relay }) => {
      const users = userModel(connection);
      relay.track(users as never);
      return {
        resolvers: userResolvers({ config, users, relay }),
        publishes: [UserRegisteredV1],
      };
    },
  };
}
