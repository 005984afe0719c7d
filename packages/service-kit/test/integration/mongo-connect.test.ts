import { describe, expect, it } from '@jest/globals';
import { connectMongo } from '@hiring/service-kit';
import { uniqueSuffix } from '@hiring/service-kit/testing';

describe('connectMongo', () => {
  // If a driver upgrade moves these internals, this fails instead of the idle cost silently returning.
  it('wakes its connection pool every 2 s instead of the driver default of 100 ms', async () => {
    const connection = await connectMongo(process.env['MONGO_URL']!, `kit_connect_${uniqueSuffix()}`);
    try {
      await connection.db!.collection('probe').findOne({});
      const topology = (
        connection.getClient() as unknown as { topology: { s: { servers: Map<string, { pool: { options: { minPoolSizeCheckFrequencyMS: number } } }> } } }
      ).topology;
      const frequencies = [...topology.s.servers.values()].map((server) => server.pool.options.minPoolSizeCheckFrequencyMS);
      expect(frequencies.length).toBeGreaterThan(0);
      expect(new Set(frequencies)).toEqual(new Set([2000]));
    } finally {
      await connection.close();
    }
  });
});
