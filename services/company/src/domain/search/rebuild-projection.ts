import { CandidateProfileUpdatedV1, InterviewDeletedV1, InterviewUpdatedV1, InterviewUploadedV1 } from '@hiring/contracts';
import { commitGroupOffsets, connectMongo, createKafka, kafkaSasl, type Logger } from '@hiring/service-kit';
import type { CompanyConfig } from '../../config.js';
import { SEARCH_PROJECTION_GROUP } from '../../subscriptions.js';
import { openSearchOf } from './opensearch/opensearch-search.js';

export const SEARCH_TOPICS = [CandidateProfileUpdatedV1, InterviewUploadedV1, InterviewUpdatedV1, InterviewDeletedV1].map((event) => event.topic);

/**
 * Rebuilds the search index from scratch by replaying the topics: empties this mapping version's
 * index (deleted and created again, behind the same alias), forgets which events the index
 * writer's group handled, and rewinds the group to the earliest offsets. Run it with every company
 * replica stopped (the group must be empty); the next start replays the topics into the index.
 * (Left for later: filling a new index while the old one serves, then moving the alias.)
 */
export async function rebuildSearchProjection(config: CompanyConfig, logger: Logger): Promise<{ groupId: string; forgotten: number }> {
  const groupId = `${config.KAFKA_GROUP_PREFIX}${SEARCH_PROJECTION_GROUP}`;
  const kafka = createKafka({ clientId: 'company-rebuild', brokers: config.KAFKA_BROKERS, logger, sasl: kafkaSasl(config), ssl: config.KAFKA_SSL });
  const admin = kafka.admin();
  await admin.connect();
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  try {
    const { groups } = await admin.describeGroups([groupId]);
    const state = groups[0]?.state ?? 'Dead';
    if (state !== 'Empty' && state !== 'Dead') {
      throw new Error(`The consumer group ${groupId} is ${state}: stop every company service replica first`);
    }
    const search = openSearchOf(config);
    try {
      await search.client.indices.delete({ index: search.index, ignore_unavailable: true });
      await search.ensureIndex();
    } finally {
      await search.close();
    }
    const { deletedCount } = await connection.collection('processed_events').deleteMany({ groupId });
    await commitGroupOffsets(kafka, groupId, SEARCH_TOPICS, 'earliest');
    logger.info({ groupId, forgotten: deletedCount }, 'search index emptied; the next start replays the topics');
    return { groupId, forgotten: deletedCount };
  } finally {
    await connection.close();
    await admin.disconnect();
  }
}
