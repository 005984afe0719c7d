import type { FastifyInstance } from 'fastify';
import { PERSONAL_DATA_PATH, type PersonalDataRecord } from '@hiring/contracts';

/** A service's section of a person's export: its collections by name (contracts' PERSONAL_DATA_SECTIONS). */
export type PersonalDataCollector = (userId: string) => Promise<Record<string, PersonalDataRecord[] | PersonalDataRecord | null>>;

/** User ids are uuids; the pattern only keeps odd text out of the queries. */
const USER_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' } as const;

/**
 * `GET /internal/personal-data/:userId`: the service's section of the person's export, for the
 * gateway only. Any account's id would do, and candidate ids are shown to companies, so the route
 * answers only requests carrying INTERNAL_API_SECRET, and not at all where none is configured
 * (development without a secret still serves every other route).
 */
export function registerPersonalDataRoute(app: FastifyInstance, secretConfigured: boolean, collect: PersonalDataCollector): void {
  app.get<{ Params: { userId: string } }>(
    `${PERSONAL_DATA_PATH}/:userId`,
    { schema: { params: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: USER_ID } } } },
    async (request, reply) => {
      if (!secretConfigured || !request.fromGateway) {
        return reply.code(403).send({ success: false, error: 'Forbidden', message: 'Personal data is served only to the gateway (INTERNAL_API_SECRET)' });
      }
      reply.header('cache-control', 'no-store');
      return reply.send(await collect(request.params.userId));
    },
  );
}

/** Never exported: the outbox copies of events (the records themselves are) and mongoose's version key. */
const INTERNAL_FIELDS = ['outbox', '__v'];

/**
 * A stored document as an export record: `_id` as `id`, dates as ISO text, the outbox and the
 * fields named in `omit` (secrets, hashes) left out.
 */
export function exportRecord(doc: object, omit: readonly string[] = []): PersonalDataRecord {
  const { _id, ...rest } = doc as Record<string, unknown>;
  for (const key of [...INTERNAL_FIELDS, ...omit]) delete rest[key];
  return JSON.parse(JSON.stringify(_id === undefined ? rest : { id: _id, ...rest })) as PersonalDataRecord;
}

export const exportRecords = (docs: readonly object[], omit: readonly string[] = []): PersonalDataRecord[] => docs.map((doc) => exportRecord(doc, omit));
