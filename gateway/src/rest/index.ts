import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  EML_TOO_LARGE_MESSAGE,
  EML_UPLOAD_LIMITS,
  EML_UPLOAD_MESSAGES,
  RESUME_UPLOAD_MESSAGES,
} from '@hiring/contracts/vocabulary';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { registerHealthRoutes } from './health.routes.js';
import { registerAccountRoutes } from './accounts.routes.js';
import { registerCandidateProfileRoutes } from './candidate-profile.routes.js';
import { registerCandidateEmailRoutes } from './candidate-emails.routes.js';
import { registerCandidateReferralRoutes } from './candidate-referrals.routes.js';
import { registerProxy } from './proxy.js';
import { registerInterviewRoutes } from './interviews.routes.js';
import { registerAdminRoutes } from './admin.routes.js';
import { registerCompanyRoutes } from './company.routes.js';
import { registerBillingRoutes } from './billing.routes.js';
import { registerApiKeyRoutes } from './api-keys.routes.js';
import { registerPersonalDataRoutes } from './personal-data.routes.js';
import { OperationSchemas } from './openapi/json-schema.js';
import { registerOpenApi } from './openapi/register-openapi.js';
import { registerApiNotFound } from './api-errors.js';

/**
 * The /api contract of the spec, one route file per area. Every route maps to GraphQL operations
 * (uploads and Stripe's webhook excepted) so it cannot drift from the graph's rules, and is
 * documented in /api/openapi.json.
 */
export async function registerRestFacade(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, config: GatewayConfig): Promise<void> {
  await registerOpenApi(app);
  // The answers' documented schemas are read from the operations against the composed graph.
  const docs = OperationSchemas.fromFile(config.SUPERGRAPH_FILE);
  registerHealthRoutes(app, config);
  registerAccountRoutes(app, apollo, docs);
  registerCandidateProfileRoutes(app, apollo, docs);
  registerCandidateEmailRoutes(app, apollo, docs);
  registerCandidateReferralRoutes(app, apollo, docs);
  registerProxy(app, config, {
    path: '/api/analyze-resume-for-registration',
    summary: 'Reads a resume (multipart field `resume`: PDF, DOCX or text) into registration fields',
    service: 'candidate',
    targetPath: '/resume-analysis',
    // The file plus the multipart envelope.
    maxBodyBytes: ACCOUNT_LIMITS.resumeMaxBytes + 64 * 1024,
    tooLargeMessage: ACCOUNT_MESSAGES.resumeTooLarge,
    notMultipartMessage: RESUME_UPLOAD_MESSAGES.missing,
    fileField: 'resume',
    unavailableMessage: RESUME_UPLOAD_MESSAGES.failed,
  });
  registerInterviewRoutes(app, apollo, docs);
  registerAdminRoutes(app, apollo, docs);
  registerCompanyRoutes(app, apollo, docs);
  registerApiKeyRoutes(app, apollo, docs);
  registerPersonalDataRoutes(app, apollo, config);
  registerBillingRoutes(app, apollo, config, docs);
  registerProxy(app, config, {
    path: '/api/candidate/upload-interview-email',
    summary: 'Candidates: uploads one interview email (multipart field `email_file`, .eml, at most 10 MB)',
    service: 'interviews',
    targetPath: '/uploads/interview-email',
    maxBodyBytes: EML_UPLOAD_LIMITS.maxBytes + EML_UPLOAD_LIMITS.envelopeBytes,
    tooLargeMessage: EML_TOO_LARGE_MESSAGE,
    notMultipartMessage: EML_UPLOAD_MESSAGES.noFiles,
    fileField: 'email_file',
    unavailableMessage: EML_UPLOAD_MESSAGES.failed,
  });
  // A proven company binds its hiring-system account (tenant): an email its hiring system sent to
  // one of its verified work addresses (docs/decisions/interview-evidence-policy.md, "Tenants").
  registerProxy(app, config, {
    path: '/api/company/hiring-system-tenants',
    summary:
      "Companies: verifies the company's hiring-system account from one email it sent to a verified work address (multipart field `file`, .eml, at most 10 MB); answers { success, tenants: [{ system, tenant }], message }",
    service: 'interviews',
    targetPath: '/uploads/hiring-system-tenant',
    maxBodyBytes: EML_UPLOAD_LIMITS.maxBytes + EML_UPLOAD_LIMITS.envelopeBytes,
    tooLargeMessage: EML_TOO_LARGE_MESSAGE,
    notMultipartMessage: EML_UPLOAD_MESSAGES.tenantNoFile,
    fileField: 'file',
    unavailableMessage: EML_UPLOAD_MESSAGES.tenantReadFailed,
  });
  // Unknown /api paths answer 404, known ones with another method 405, in the contract's error shape.
  registerApiNotFound(app);
}
