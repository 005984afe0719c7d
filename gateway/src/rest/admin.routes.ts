import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { route, runOperation } from './execute.js';
import { bodyOf } from './accounts.mapping.js';
import { toRest } from './rest-shape.js';
import type { JsonSchema, OperationSchemas } from './openapi/json-schema.js';
import { Text, body, ok } from './openapi/request-schemas.js';
import { ADMIN_EMAIL_INGESTION_STATUS } from './operations/admin-email-ingestion-status.query.js';
import { TRIGGER_EMAIL_INGESTION } from './operations/trigger-email-ingestion.mutation.js';
import { ANALYZE_INTERVIEW_EMAIL } from './operations/analyze-interview-email.query.js';

/**
 * The admin email-ingestion screen (docs/product/screens.md#admin-email-ingestion, docs/product/data.md#data-and-entities, docs/product/api.md#rest-api). The
 * ingestion subgraph owns the mailbox (status, trigger); the interviews subgraph owns the
 * extractor (test analysis, whether it uses OpenAI). Both check the admin flag of the caller's
 * token: no token gives 401, anyone but an admin 403.
 */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function registerAdminRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, docs: OperationSchemas): void {
  // The document is the web's too (graphql/shared): the extractor's `model` is the spec's `openai_model`.
  const extractor = docs.objectField(ADMIN_EMAIL_INGESTION_STATUS, 'interviewExtractorStatus').properties;
  route(app, {
    method: 'GET',
    url: '/api/admin/email-ingestion/status',
    summary: 'Admins: the ingestion mailbox, its last poll and recent emails, and the extractor',
    responses: {
      200: ok(
        { openai_configured: extractor['openai_configured'] as JsonSchema, openai_model: extractor['model'] as JsonSchema },
        docs.objectField(ADMIN_EMAIL_INGESTION_STATUS, 'emailIngestionStatus'),
      ),
    },
    handle: async (request) => {
      const { emailIngestionStatus, interviewExtractorStatus } = await runOperation(apollo, request, ADMIN_EMAIL_INGESTION_STATUS);
      return {
        success: true,
        ...toRest(emailIngestionStatus),
        openai_configured: interviewExtractorStatus.openaiConfigured,
        openai_model: interviewExtractorStatus.model,
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/admin/email-ingestion/trigger',
    summary: 'Admins: polls the ingestion mailbox now',
    responses: { 200: ok({}, docs.objectField(TRIGGER_EMAIL_INGESTION, 'triggerEmailIngestion')) },
    handle: async (request) => {
      const { triggerEmailIngestion } = await runOperation(apollo, request, TRIGGER_EMAIL_INGESTION);
      return { success: true, ...toRest(triggerEmailIngestion) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/admin/email-ingestion/test-analysis',
    summary: 'Admins: what the extractor reads in a subject and body (nothing is stored)',
    schema: { body: body({ subject: Text, body: Text, sender_email: Text }) },
    responses: { 200: ok({ analysis: docs.field(ANALYZE_INTERVIEW_EMAIL, 'analyzeInterviewEmail') }) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const senderEmail = text(body['sender_email']).trim();
      const { analyzeInterviewEmail } = await runOperation(apollo, request, ANALYZE_INTERVIEW_EMAIL, {
        subject: text(body['subject']),
        body: text(body['body']),
        senderEmail: senderEmail || null,
      });
      return { success: true, analysis: toRest(analyzeInterviewEmail) };
    },
  });
}
