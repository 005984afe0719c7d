import { publishOlderIdentities } from './domain/identity/publish-older-identities.js';
import { CandidateUnlockedV1, CompanyIdentityChangedV1, TokensSpentV1 } from '@hiring/contracts';
import { CodeBook, RateLimiter, SlotCounter, createMailer, oneTimeCodeModel, oneTimeCodesRetention, type ServiceDefinition } from '@hiring/service-kit';
import type { CompanyConfig } from './config.js';
import { CandidateWriter } from './domain/search/opensearch/candidate-writer.js';
import { openSearchOf } from './domain/search/opensearch/opensearch-search.js';
import { repairUnlocks } from './domain/unlock-candidate.service.js';
import { WorkAddresses, type WorkAddressCodePurpose } from './domain/identity/work-addresses.service.js';
import { Wallet } from './domain/wallet/wallet.service.js';
import { companyProfileModel } from './models/company-profile.model.js';
import { unlockModel } from './models/unlock.model.js';
import { walletEntryModel } from './models/wallet-entry.model.js';
import { candidateSearchResolvers } from './resolvers/candidate-search.resolvers.js';
import { SearchScanRate } from './domain/search/scan-rate.js';
import { companyProfileResolvers } from './resolvers/company-profile.resolvers.js';
import { savedSearchModel, webhookSettingsModel } from './models/saved-search.model.js';
import { webhookAttemptClaimModel, webhookDeliveryModel } from './models/webhook-delivery.model.js';
import { webhookEndpointModel } from './models/webhook-endpoint.model.js';
import { webhookResolvers } from './resolvers/webhook.resolvers.js';
import { WebhookDispatcher } from './domain/webhooks/delivery-worker.js';
import { startWebhookLogPruning } from './domain/webhooks/log-retention.js';
import { candidateVisibleTo, webhookEventHandlers } from './domain/webhooks/webhook-events.js';
import { registerSearchViewRoutes } from './routes/search-view.routes.js';
import { SEARCH_PROJECTION_GROUP, companySubscriptions } from './subscriptions.js';
import { companyPersonalData } from './domain/personal-data.js';
import { companyErasure } from './domain/erasure.js';
import { erasedAmong, erasedPerson } from '@hiring/service-kit';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The company service: company profiles, the token wallet (an append-only ledger), unlocks, and
 * candidate search served by OpenSearch. The shared projection group writes each candidate's
 * document from the search events; replicas hold no search state, so they are ready at once
 * (docs/decisions/search-engine.md).
 */
export function companyService(config: CompanyConfig): ServiceDefinition<CompanyConfig> {
  return {
    name: 'company',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: async ({ connection, relay, logger, barrier }) => {
      const profiles = companyProfileModel(connection);
      const walletEntries = walletEntryModel(connection);
      const unlocks = unlockModel(connection);
      const wallet = new Wallet(walletEntries, relay, { maxAttempts: config.WALLET_MAX_ATTEMPTS, barrier });

      const index = openSearchOf(config);
      await index.ensureIndex();
      const writer = new CandidateWriter({ client: index.client, alias: index.alias, erased: erasedPerson(connection) });
      await repairUnlocks({ unlocks, relay, profiles, walletEntries }, logger);

      const slots = new SlotCounter(connection);
      slots.startSweeper(10 * 60_000, (error) => logger.warn({ err: error }, 'limit slot sweep failed'));
      await publishOlderIdentities({ profiles, relay, slots }, logger);
      const scanRate = new SearchScanRate(config.SEARCH_SCANS_PER_MINUTE);
      const deps = { profiles, unlocks, index, wallet, relay, barrier, slots, scanRate, erased: erasedAmong(connection) };

      // Webhooks (docs/decisions/webhooks.md): deliveries from events, sent by this replica's dispatcher.
      const mailer = createMailer(config, logger);
      // Work addresses proven from the profile (docs/decisions/company-identity.md).
      const workAddresses = new WorkAddresses({
        profiles,
        barrier,
        codes: new CodeBook<WorkAddressCodePurpose>({ codes: oneTimeCodeModel(connection), slots, secret: config.JWT_SECRET }),
        limiter: new RateLimiter(slots),
        slots,
        mailer,
        relay,
        logger: logger.child({ component: 'work-addresses' }),
      });
      const policy = { blockPrivate: (config.WEBHOOK_BLOCK_PRIVATE_ADDRESSES ?? (config.NODE_ENV === 'production' ? 'true' : 'false')) === 'true' };
      const endpoints = webhookEndpointModel(connection);
      const deliveries = webhookDeliveryModel(connection);
      const searches = savedSearchModel(connection);
      const settings = webhookSettingsModel(connection);
      const claims = webhookAttemptClaimModel(connection);
      const dispatcher = new WebhookDispatcher({
        endpoints,
        deliveries,
        claims,
        profiles,
        mailer,
        logger,
        visibleTo: candidateVisibleTo(profiles, index),
        config: {
          policy,
          retryScheduleMs: config.WEBHOOK_RETRY_SCHEDULE_MS,
          timeoutMs: config.WEBHOOK_TIMEOUT_MS,
          disableAfterFailures: config.WEBHOOK_DISABLE_AFTER_FAILURES,
          pollIntervalMs: config.WEBHOOK_POLL_INTERVAL_MS,
          concurrency: config.WEBHOOK_CONCURRENCY,
          perCompanyConcurrency: config.WEBHOOK_COMPANY_CONCURRENCY,
          publicUrl: config.PUBLIC_URL,
        },
      });
      let stopPruning = () => {};
      const webhooks = webhookEventHandlers({ dispatcher, profiles, endpoints, searches, settings, index, logger });
      return {
        resolvers: [
          companyProfileResolvers({ profiles, unlocks, wallet, barrier, relay, slots, workAddresses }),
          candidateSearchResolvers(deps),
          webhookResolvers({
            endpoints,
            deliveries,
            searches,
            settings,
            dispatcher,
            policy,
            limiter: new RateLimiter(slots),
            replayLimits: {
              perHour: config.WEBHOOK_REPLAYS_PER_HOUR,
              perDelivery: config.WEBHOOK_MAX_REPLAYS_PER_DELIVERY,
            },
          }),
        ],
        publishes: [CandidateUnlockedV1, TokensSpentV1, CompanyIdentityChangedV1],
        consumers: companySubscriptions({ profiles, relay, writer, wallet, webhooks }),
        onStarted: () => {
          dispatcher.start();
          stopPruning = startWebhookLogPruning(
            { deliveries, claims },
            {
              maxAgeMs: config.WEBHOOK_LOG_RETENTION_DAYS * DAY_MS,
              maxPerEndpoint: config.WEBHOOK_LOG_MAX_PER_ENDPOINT,
              claimMaxAgeMs: DAY_MS,
            },
            10 * 60_000,
            (error) => logger.warn({ err: error }, 'webhook log pruning failed'),
          );
        },
        onStop: async () => {
          stopPruning();
          webhooks.stop();
          await dispatcher.stop();
          mailer.close();
          await index.close();
        },
        routes: (app) => registerSearchViewRoutes(app, { index, connection, group: `${config.KAFKA_GROUP_PREFIX}${SEARCH_PROJECTION_GROUP}` }),
        personalData: companyPersonalData({ profiles, walletEntries, unlocks, searches, endpoints, deliveries, index }),
        retention: [oneTimeCodesRetention, ...mailer.retention],
        erase: companyErasure({ profiles, walletEntries, unlocks, searches, settings, endpoints, deliveries, writer, index, mailer, dispatcher }),
      };
    },
  };
}
