import { connectMongo, createKafka, createLogger, kafkaSasl, OutboxRelay, personKeysOf } from '@hiring/service-kit';
import { loadInterviewsConfig } from '../config.js';
import { rejudgeInterviews } from '../domain/rejudge-evidence.service.js';
import { emailClaimModel } from '../models/email-claim.model.js';
import { interviewModel } from '../models/interview.model.js';
import { directoryModels } from '../models/employer-directory.model.js';
import { loadDirectoryView } from '../domain/employer-directory.service.js';

// Usage: npm run rejudge:interviews -w services/interviews (the service may keep running). Reads the
// service's environment and publishes the InterviewUpdated events it records before it exits; any it
// could not publish are published by the service's relay at its next start.
const config = loadInterviewsConfig();
const logger = createLogger('interviews-rejudge', config.LOG_LEVEL);
const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
const kafka = createKafka({ clientId: 'interviews-rejudge', brokers: config.KAFKA_BROKERS, logger, sasl: kafkaSasl(config), ssl: config.KAFKA_SSL });
const producer = kafka.producer();
await producer.connect();
const relay = new OutboxRelay(connection, producer, logger, { keys: personKeysOf(config) });
try {
  const directory = await loadDirectoryView(directoryModels(connection));
  const summary = await rejudgeInterviews({
    interviews: interviewModel(connection),
    claims: emailClaimModel(connection),
    trustedArcSealers: config.ARC_TRUSTED_SEALERS,
    relay,
    directory,
  });
  if (!(await relay.flush(60_000))) logger.warn('some events are not published yet; the service publishes them at its next start');
  logger.info(summary, 'interviews judged under the current evidence policy');
  console.info(JSON.stringify(summary));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await relay.stop();
  await producer.disconnect();
  await connection.close();
}
