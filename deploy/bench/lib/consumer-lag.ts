import type { Kafka } from 'kafkajs';

/**
 * Waits until every consumer group whose id starts with `prefix` has committed up to the end of
 * every partition it reads. A benchmark's product starts with groups of its own, which read the
 * topics from the beginning: on a broker that earlier benchmarks wrote to, they replay those
 * events first (thousands of database writes), and a figure taken meanwhile measures that
 * catch-up, not the path it names. Returns the lag left when `timeoutMs` ran out (0 when caught up).
 */
export async function waitForGroupsCaughtUp(kafka: Kafka, prefix: string, timeoutMs = 180_000): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    const ends = new Map<string, Map<number, { low: number; high: number }>>();
    const endsOf = async (topic: string) => {
      let known = ends.get(topic);
      if (!known) {
        known = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, { low: Number(p.low), high: Number(p.high) }]));
        ends.set(topic, known);
      }
      return known;
    };
    let lag = Infinity;
    let zeros = 0;
    while (Date.now() < deadline) {
      ends.clear(); // high water marks move while the product runs (its own writes)
      const { groups } = await admin.listGroups();
      lag = 0;
      for (const { groupId } of groups.filter((g) => g.groupId.startsWith(prefix))) {
        for (const { topic, partitions } of await admin.fetchOffsets({ groupId })) {
          const topicEnds = await endsOf(topic);
          for (const { partition, offset } of partitions) {
            const end = topicEnds.get(partition);
            if (!end) continue;
            const committed = Number(offset);
            lag += end.high - (committed >= 0 ? committed : end.low);
          }
        }
      }
      // Twice in a row: a group that has not committed anything yet does not show at all.
      zeros = lag === 0 ? zeros + 1 : 0;
      if (zeros >= 2) return 0;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return lag;
  } finally {
    await admin.disconnect();
  }
}
