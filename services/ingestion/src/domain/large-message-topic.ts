import kafkajs, { type Kafka } from 'kafkajs';

const { ConfigResourceTypes } = kafkajs;

/**
 * EmailIngested carries the forwarded email itself (base64, a third larger than the bytes), which
 * is more than Kafka's default 1 MB per message. The topic is created (or raised) with a
 * `max.message.bytes` that fits the largest accepted email; consumers fetch a message larger than
 * their fetch size anyway (the broker returns at least one message).
 */
export async function ensureLargeMessageTopic(kafka: Kafka, topic: string, maxMessageBytes: number, numPartitions = 3): Promise<void> {
  const value = String(maxMessageBytes);
  const admin = kafka.admin();
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const existing = await admin.listTopics();
        if (!existing.includes(topic)) {
          await admin
            .createTopics({
              topics: [{ topic, numPartitions, replicationFactor: 1, configEntries: [{ name: 'max.message.bytes', value }] }],
              waitForLeaders: true,
            })
            .catch((error: unknown) => {
              if (!(error instanceof Error && /already exists/i.test(error.message))) throw error;
            });
        }
        const described = await admin.describeConfigs({
          includeSynonyms: false,
          resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['max.message.bytes'] }],
        });
        const current = Number(described.resources[0]?.configEntries.find((entry) => entry.configName === 'max.message.bytes')?.configValue ?? 0);
        if (current < maxMessageBytes) {
          await admin.alterConfigs({
            validateOnly: false,
            resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configEntries: [{ name: 'max.message.bytes', value }] }],
          });
        }
        return;
      } catch (error) {
        // Services start in parallel against a fresh broker: creation races and metadata lag are retried.
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await admin.disconnect();
  }
}

/**
 * Room for an email of `maxEmailBytes`: base64 (4/3) in the payload, base64 again once the payload
 * is sealed (privacy/sealing.ts), the JSON envelope and headers.
 */
export function topicBytesFor(maxEmailBytes: number): number {
  return Math.ceil((maxEmailBytes * 16) / 9) + 256 * 1024;
}
