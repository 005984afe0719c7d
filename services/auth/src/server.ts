import { EmailVerifiedV1, ErasureRequestedV1, PasswordChangedV1, UserRegisteredV1 } from '@hiring/contracts';
import { RateLimiter, SlotCounter, createMailer, type ServiceDefinition } from '@hiring/service-kit';
import type { AuthConfig } from './config.js';
import { userModel } from './models/user.model.js';
import { oneTimeCodeModel } from './models/one-time-code.model.js';
import { pendingRegistrationModel } from './models/pending-registration.model.js';
import { claimedAddressModel } from './models/claimed-address.model.js';
import { authSubscriptions } from './subscriptions.js';
import { CodeBook } from './domain/codes.js';
import { SessionRevocations } from './domain/sessions.js';
import { userResolvers } from './resolvers/user.resolvers.js';
import { registerSessionCheckRoute } from './routes/session-check.route.js';
import { registerApiKeyResolveRoute } from './routes/api-key-resolve.route.js';
import { apiKeyModel } from './models/api-key.model.js';
import { apiKeyResolvers } from './resolvers/api-key.resolvers.js';
import { apiKeyUsageModel } from './models/api-key-usage.model.js';
import { trustedDocumentModel } from './models/trusted-document.model.js';
import { registerPartnerInternalRoutes } from './routes/partner-internal.routes.js';
import { dataExportLinkModel, dataExportUseModel } from './models/data-export-link.model.js';
import { registerDataExportRoutes } from './routes/data-export.routes.js';
import { authPersonalData } from './domain/personal-data.js';
import { authErasure } from './domain/account-erasure.service.js';
import { authRetention } from './domain/retention.js';
import { erasedAccountModel, erasureConfirmationModel } from './models/erased-account.model.js';

/**
 * The auth service: accounts, credentials, verification and reset codes, tokens.
 * Publishes UserRegistered, EmailVerified and PasswordChanged; follows candidates' verified extra
 * addresses so registration never gives one of them to a second account.
 */
export function authService(config: AuthConfig): ServiceDefinition<AuthConfig> {
  return {
    name: 'auth',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    ownsPersonKeys: true,
    setup: ({ connection, relay, logger, personKeys }) => {
      const users = userModel(connection);
      const registrations = pendingRegistrationModel(connection);
      const claims = claimedAddressModel(connection);
      const apiKeys = apiKeyModel(connection);
      const usage = apiKeyUsageModel(connection);
      const documents = trustedDocumentModel(connection);
      const links = dataExportLinkModel(connection);
      const uses = dataExportUseModel(connection);
      const confirmations = erasureConfirmationModel(connection);
      const erased = erasedAccountModel(connection);
      const slots = new SlotCounter(connection);
      slots.startSweeper(10 * 60_000, (error) => logger.warn({ err: error }, 'limit slot sweep failed'));
      const codes = new CodeBook({ codes: oneTimeCodeModel(connection), slots, secret: config.JWT_SECRET });
      const mailer = createMailer(config, logger);
      const sessions = new SessionRevocations({ slots, tokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
      logger.info({ transport: mailer.transport }, 'mail transport');
      return {
        resolvers: [
          userResolvers({
            config,
            logger,
            users,
            registrations,
            claims,
            codes,
            limiter: new RateLimiter(slots),
            mailer,
            relay,
            apiKeys,
            sessions,
            links,
            uses,
          }),
          apiKeyResolvers({ apiKeys, users, usage, documents }),
        ],
        publishes: [UserRegisteredV1, EmailVerifiedV1, PasswordChangedV1, ErasureRequestedV1],
        consumers: authSubscriptions({ claims, users, confirmations, erased, logger: logger.child({ component: 'erasure' }) }),
        routes: (app) => {
          registerSessionCheckRoute(app, { config, users, sessions, erased });
          registerApiKeyResolveRoute(app, { apiKeys, users });
          registerPartnerInternalRoutes(app, { usage, documents });
          registerDataExportRoutes(app, { links, uses });
        },
        personalData: authPersonalData({ users, registrations, claims, apiKeys, usage, documents }),
        retention: [...authRetention({ users, registrations }, config.REGISTRATION_TOKEN_TTL_SECONDS), ...mailer.retention],
        erase: authErasure({
          users,
          registrations,
          claims,
          apiKeys,
          links,
          uses,
          usage,
          documents,
          codes: oneTimeCodeModel(connection),
          keys: personKeys,
          mailer,
          slots,
        }),
      };
    },
  };
}
