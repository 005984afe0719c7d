import mongoose, { type Connection, type Model } from 'mongoose';

/**
 * Each service owns one database. Only features both MongoDB and FerretDB v1 support are used:
 * no transactions, no $lookup/$facet, no partial/TTL indexes (see docs/decisions).
 */
export async function connectMongo(url: string, database: string): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    dbName: database,
    autoIndex: false,
    autoCreate: true,
    serverSelectionTimeoutMS: 10_000,
    // Standalone FerretDB does not support retryable writes.
    retryWrites: false,
  });
  await connection.asPromise();
  slowDownPoolMaintenance(connection);
  return connection;
}

/** How often a connection pool looks for perished connections (the driver's default: 100 ms). */
const POOL_MAINTENANCE_MS = 2000;

interface DriverPool {
  options: { minPoolSizeCheckFrequencyMS?: number };
}
interface DriverTopology {
  s?: { servers?: Map<string, { pool?: DriverPool }> };
}

/**
 * The MongoDB driver wakes every pool each 100 ms to top it up to minPoolSize (0 here) and prune
 * perished connections: the largest share of an idle service's CPU. The option is internal (the
 * client refuses it), so it is set on each pool once it is ready; 2 s is plenty for pruning.
 */
function slowDownPoolMaintenance(connection: Connection): void {
  const client = connection.getClient();
  const apply = () => {
    const servers = (client as unknown as { topology?: DriverTopology }).topology?.s?.servers;
    for (const server of servers?.values() ?? []) {
      const pool = server.pool;
      if (pool && pool.options.minPoolSizeCheckFrequencyMS !== POOL_MAINTENANCE_MS) {
        pool.options = Object.freeze({ ...pool.options, minPoolSizeCheckFrequencyMS: POOL_MAINTENANCE_MS });
      }
    }
  };
  apply();
  client.on('connectionPoolReady', apply);
}

/** Unique indexes are what makes writes safe under concurrency here, so they must exist before traffic. */
export async function ensureIndexes(connection: Connection): Promise<void> {
  for (const model of Object.values(connection.models)) {
    await model.createCollection().catch((error: unknown) => {
      if (!(error instanceof Error && /already exists/i.test(error.message))) throw error;
    });
    await model.createIndexes();
  }
}

export async function pingMongo(connection: Connection): Promise<void> {
  const db = connection.db;
  if (!db) throw new Error('not connected');
  await db.admin().command({ ping: 1 });
}

export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 11000;
}

/**
 * Inserts a document keyed by a natural id, once: a second insert of the same key (a redelivered
 * event, a racing replica) is a no-op. Returns whether this call inserted it.
 */
export async function insertOnce<T>(model: Model<T>, doc: Partial<T>): Promise<boolean> {
  try {
    await model.create(doc);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
