import type { EnvelopeOf, EmailIngestedV1 } from '@hiring/contracts';
import { ingestForwardedEmail, type IngestDeps } from '../../domain/ingest-forwarded-email.service.js';

/** A forwarded email from the ingestion mailbox goes through the upload pipeline (see the service). */
export function handleEmailIngested(deps: IngestDeps) {
  return async (event: EnvelopeOf<typeof EmailIngestedV1>): Promise<void> => {
    await ingestForwardedEmail(deps, event);
  };
}
