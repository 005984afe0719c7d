import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CSP_DIRECTIVES } from './csp.js';

/** Security headers on every gateway answer (web app, /api and /graphql) through @fastify/helmet. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Exactly our directives: helmet's defaults add upgrade-insecure-requests, which would send
    // same-origin requests of a plain-http deployment (local runs) to https.
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
