import Fastify from 'fastify';
import { connectMongo } from '../src/mongo/connect.js';
import { registerInternalCredential } from '../src/http/internal-credential.js';
import { registerPersonKeyRoutes } from '../src/http/person-keys.js';
import { cachedPersonKeys, storedPersonKeys } from '../src/privacy/person-keys.js';

export interface TestPersonKeyServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Auth's key routes over their own database, for tests that run services without auth: those
 * services seal and open events about people through it (PERSON_KEYS_URL, testServiceEnv). Test
 * stacks with auth use auth's own (startStack).
 */
export async function startTestPersonKeyServer(mongoUrl: string, database: string): Promise<TestPersonKeyServer> {
  const connection = await connectMongo(mongoUrl, database);
  const app = Fastify();
  registerInternalCredential(app, undefined);
  registerPersonKeyRoutes(app, cachedPersonKeys(storedPersonKeys(connection)));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async stop() {
      await app.close();
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    },
  };
}
