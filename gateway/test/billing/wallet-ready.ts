import { TokensGrantedV1 } from '@hiring/contracts';
import { waitFor } from '@hiring/service-kit/testing';
import type { Stack } from '../support/start-stack.js';

/**
 * A test stack's consumer groups are new, and TokensGranted is read from the beginning of the
 * topic, which test runs on this broker share: a fresh company wallet first replays every grant
 * ever published. Billing tests wait until the wallet group has caught up, so what they measure
 * is their own grants (read-your-writes within the gateway's wait), not the replay of history.
 */
export async function walletCaughtUp(stack: Stack, timeoutMs = 120_000): Promise<void> {
  const company = stack.services.company;
  const groupId = `${company.config.KAFKA_GROUP_PREFIX}company.wallet`;
  const admin = company.kafka.admin();
  await admin.connect();
  try {
    await waitFor(
      async () => {
        const [ends, committed] = await Promise.all([
          admin.fetchTopicOffsets(TokensGrantedV1.topic),
          admin.fetchOffsets({ groupId, topics: [TokensGrantedV1.topic] }),
        ]);
        const done = new Map((committed[0]?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
        return ends.every((end) => Number(end.high) === 0 || (done.get(end.partition) ?? -1) >= Number(end.high));
      },
      { timeoutMs, intervalMs: 250, what: `${groupId} to catch up on ${TokensGrantedV1.topic}` },
    );
  } finally {
    await admin.disconnect();
  }
}
