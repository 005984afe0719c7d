import { EmailIngestedV1 } from '@hiring/contracts';
import { createMailer, mailSender, type ServiceDefinition } from '@hiring/service-kit';
import type { IngestionConfig } from './config.js';
import { createDnsResolver } from '@hiring/service-kit/dns';
import { addressOf, examineMessage } from './domain/examine-message.js';
import { ensureLargeMessageTopic, topicBytesFor } from './domain/large-message-topic.js';
import { MailboxPoller } from './domain/mailbox-poller.js';
import { dropPublishedRaw } from './domain/raw-retention.js';
import { mailboxSettings } from './domain/mailbox/settings.js';
import { ingestedEmailModel } from './models/ingested-email.model.js';
import { ingestionOutcomeModel } from './models/ingestion-outcome.model.js';
import { ingestionStatusResolvers } from './resolvers/ingestion-status.resolvers.js';
import { ingestionSubscriptions } from './subscriptions.js';
import { ingestionPersonalData } from './domain/personal-data.js';
import { ingestionErasure } from './domain/erasure.js';

/**
 * The ingestion service: polls the forwarding mailbox, authenticates forwarders, hands every
 * original to the interviews service (EmailIngested) and replies to the candidate with what
 * became of it (IngestedEmailProcessed). See docs/decisions/ingestion-mailbox.md.
 */
export function ingestionService(config: IngestionConfig): ServiceDefinition<IngestionConfig> {
  return {
    name: 'ingestion',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: async ({ connection, relay, logger, kafka, personKeys }) => {
      const settings = mailboxSettings(config);
      const emails = ingestedEmailModel(connection);
      const outcomes = ingestionOutcomeModel(connection);
      await ensureLargeMessageTopic(kafka, EmailIngestedV1.topic, topicBytesFor(config.INGESTION_MAX_MESSAGE_BYTES));
      const mailer = createMailer(config, logger);
      const resolver = createDnsResolver(config.DNS_SERVERS);
      const ownAddresses = [addressOf(mailSender(config))];
      let lastPurge = 0;
      const poller = new MailboxPoller({
        settings,
        emails,
        relay,
        logger,
        examine: (raw) => examineMessage(raw, { resolver, senderAuth: config.INGESTION_SENDER_AUTH, ownAddresses }),
        batchSize: config.INGESTION_BATCH_SIZE,
        maxMessageBytes: config.INGESTION_MAX_MESSAGE_BYTES,
        intervalMs: config.INGESTION_POLL_INTERVAL_MS,
        expungeAfterHours: config.INGESTION_RAW_RETENTION_HOURS,
        afterPoll: async () => {
          // Scans forwarded records (no index helps on FerretDB): every 10 minutes is plenty.
          if (Date.now() - lastPurge < 10 * 60_000) return;
          lastPurge = Date.now();
          await dropPublishedRaw({ emails, connection }, config.INGESTION_RAW_RETENTION_HOURS);
        },
      });
      if (!settings) logger.info('INGESTION_IMAP_URL is not set: the ingestion mailbox is not polled');
      return {
        resolvers: ingestionStatusResolvers({ config, settings, emails, outcomes, poller }),
        publishes: [EmailIngestedV1],
        consumers: ingestionSubscriptions({ outcomes, emails, mailer, logger }),
        onStarted: () => poller.start(),
        personalData: ingestionPersonalData({ emails, outcomes }),
        retention: mailer.retention,
        erase: ingestionErasure({ emails, outcomes, keys: personKeys, mailer }),
        // Polling stops before the database goes.
        onStop: async () => {
          await poller.stop();
          mailer.close();
        },
      };
    },
  };
}
