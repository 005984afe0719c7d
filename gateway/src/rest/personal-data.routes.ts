import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_PATH_PREFIX } from '@hiring/contracts/vocabulary';
import { PERSONAL_DATA_ARCHIVE_SCHEMA } from '@hiring/contracts';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { RestError, route, runOperation } from './execute.js';
import { body, ok, says, TEXT } from './openapi/request-schemas.js';
import { REQUEST_DATA_EXPORT } from './operations/request-data-export.mutation.js';
import { DELETE_MY_ACCOUNT } from './operations/delete-my-account.mutation.js';
import { collectArchive, exportLinks } from './personal-data-archive.js';
import { bodyOf, str } from './accounts.mapping.js';

/**
 * A person's rights over their data (docs/decisions/privacy-rights.md): deleting the account, and
 * the export. The export: the password again gives a
 * single-use link; the link, opened without a token (a browser download), assembles the archive
 * from every service at that moment and answers it as a JSON file. The link is used up only once
 * every section was collected, so a service that could not answer costs the person nothing.
 */
/** The body of both requests that need the password again (the export link, the deletion). */
const PASSWORD_AGAIN = body({ password: Type.String({ minLength: 1, ...says(DATA_EXPORT_MESSAGES.passwordRequired) }) }, ['password']);

export function registerPersonalDataRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, config: GatewayConfig): void {
  const links = exportLinks(config);

  route(app, {
    method: 'POST',
    url: '/api/me/export',
    summary: 'Asks for a download link to everything the product holds about the signed-in account (password again; a session only)',
    schema: { body: PASSWORD_AGAIN },
    responses: { 200: ok({ download_url: TEXT, expires_at: TEXT }) },
    handle: async (request) => {
      const { requestDataExport } = await runOperation(apollo, request, REQUEST_DATA_EXPORT, { password: str(bodyOf(request.body)['password']) });
      return { success: true, download_url: requestDataExport.url, expires_at: requestDataExport.expiresAt };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/me/delete',
    summary: "Deletes the signed-in person's account and everything held about them in every service (password again; a session only; every session ends)",
    schema: { body: PASSWORD_AGAIN },
    responses: { 200: ok({ message: TEXT }) },
    handle: async (request) => {
      const { deleteMyAccount } = await runOperation(apollo, request, DELETE_MY_ACCOUNT, { password: str(bodyOf(request.body)['password']) });
      return { success: true, message: deleteMyAccount.message };
    },
  });

  route(app, {
    method: 'GET',
    url: `${DATA_EXPORT_PATH_PREFIX}schema.json`,
    summary: 'The JSON Schema of the data export archive',
    public: true,
    responses: { 200: { type: 'object' } },
    handle: async () => PERSONAL_DATA_ARCHIVE_SCHEMA,
  });

  route(app, {
    method: 'GET',
    url: `${DATA_EXPORT_PATH_PREFIX}:secret`,
    summary: 'The archive behind a download link: once, within the hour, without a token (410 once used or expired)',
    public: true,
    // Secrets are 43 base64url characters; Fastify refuses parameters over 100 (414) before any schema.
    schema: { params: Type.Object({ secret: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }) },
    responses: { 200: PERSONAL_DATA_ARCHIVE_SCHEMA as unknown as Record<string, unknown>, 410: { description: DATA_EXPORT_MESSAGES.linkGone } },
    handle: async (request, reply) => {
      const { secret } = request.params;
      const owner = await links.resolve(secret);
      if (!owner) throw new RestError(410, DATA_EXPORT_MESSAGES.linkGone);
      const archive = await collectArchive(config, owner, request.id);
      if (!(await links.consume(secret))) throw new RestError(410, DATA_EXPORT_MESSAGES.linkGone);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="personal-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(archive);
    },
  });
}
