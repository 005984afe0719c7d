import { CandidateProfileUpdatedV1, InterviewDeletedV1, InterviewUpdatedV1, InterviewUploadedV1 } from '@hiring/contracts';
import { IdempotentConsumer, connectMongo, createKafka, erasedPerson, kafkaSasl, personKeysOf, type Logger } from '@hiring/service-kit';
import type { CompanyConfig } from '../../config.js';
import { projectionSubscriptions } from '../../events/handlers/search-projection.handler.js';
import { CandidateWriter } from './opensearch/candidate-writer.js';
import { openSearchOf } from './opensearch/opensearch-search.js';

export const SEARCH_TOPICS = [CandidateProfileUpdatedV1, InterviewUploadedV1, InterviewUpdatedV1, InterviewDeletedV1].map((event) => event.topic);

export interface RebuildResult {
  /** The index the alias points at now. */
  index: string;
  /** The indices it pointed at before, deleted. */
  replaced: string[];
}

/**
 * Rebuilds the search index while the service keeps serving from the old one: creates a new index
 * (this mapping version, the configured layout), replays every search topic into it from the first
 * event with a consumer group of its own, moves the alias to it in one request once the replay has
 * caught up, keeps replaying until it has also written everything published before the move, and
 * deletes the old index. The live writer reads a document where the alias points and writes it
 * back to the index it read it from, so a write that straddles the move lands in the old index,
 * and the replay carries that event into the new one. The replay writes without waiting for
 * refreshes (nobody reads the new index until the move; it is refreshed before it).
 * Run while the company replicas serve: `npm run rebuild:search-projection -w services/company`.
 */
export async function rebuildSearchProjection(config: CompanyConfig, logger: Logger, options: { catchUpTimeoutMs?: number } = {}): Promise<RebuildResult> {
  const catchUpTimeoutMs = options.catchUpTimeoutMs ?? 30 * 60_000;
  const search = openSearchOf(config);
  const stamp = Date.now().toString(36);
  const index = `${search.index}-r${stamp}`;
  const groupId = `${config.KAFKA_GROUP_PREFIX}company.search-rebuild.${stamp}`;
  const kafka = createKafka({ clientId: 'company-rebuild', brokers: config.KAFKA_BROKERS, logger, sasl: kafkaSasl(config), ssl: config.KAFKA_SSL });
  const producer = kafka.producer();
  const admin = kafka.admin();
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  let replay: IdempotentConsumer | undefined;
  try {
    await Promise.all([producer.connect(), admin.connect()]);
    await search.createIndex(index);
    const writer = new CandidateWriter({ client: search.client, alias: index, waitForRefresh: false, erased: erasedPerson(connection) });
    replay = new IdempotentConsumer({
      kafka,
      connection,
      producer,
      logger,
      admin,
      service: 'company',
      groupId,
      fromBeginning: true,
      // Events of people erased since are sealed under shredded keys: skipped, never written.
      keys: personKeysOf(config),
      handlers: projectionSubscriptions(writer),
    });
    await replay.start();
    if (!(await replay.caughtUp(catchUpTimeoutMs))) throw new Error(`the replay into ${index} did not catch up within ${catchUpTimeoutMs / 1000} s`);
    await search.client.indices.refresh({ index });
    const replaced = await search.moveAlias(index);
    logger.info({ index, replaced }, 'search alias moved to the rebuilt index');
    // Whatever was published before the move is in the new index once the replay reaches today's end.
    if (!(await replay.caughtUp(catchUpTimeoutMs))) throw new Error(`the replay into ${index} did not catch up after the alias moved`);
    await replay.stop();
    replay = undefined;
    await search.client.indices.refresh({ index });
    if (replaced.length > 0) await search.client.indices.delete({ index: replaced });
    return { index, replaced };
  } catch (error) {
    // The alias still points at the old index unless it moved: drop a half-built new one.
    await replay?.stop().catch(() => undefined);
    const aliased = await search.aliasTargets().catch(() => [index]);
    if (!aliased.includes(index)) await search.client.indices.delete({ index, ignore_unavailable: true }).catch(() => undefined);
    throw error;
  } finally {
    await connection
      .collection('processed_events')
      .deleteMany({ groupId })
      .catch(() => undefined);
    await admin.deleteGroups([groupId]).catch(() => undefined);
    await Promise.all([producer.disconnect(), admin.disconnect(), connection.close(), search.close()]).catch(() => undefined);
  }
}
