import { requireAdmin, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { IngestionConfig } from '../config.js';
import type { IngestedEmail, IngestedEmailModel } from '../models/ingested-email.model.js';

function mailboxUser(imapUrl: string | undefined): string | null {
  if (!imapUrl) return null;
  try {
    return decodeURIComponent(new URL(imapUrl).username) || null;
  } catch {
    return null;
  }
}

export function ingestionStatusResolvers(deps: { config: IngestionConfig; emails: IngestedEmailModel }): Resolvers {
  return {
    Query: {
      emailIngestionStatus: async (_: unknown, __: unknown, ctx: RequestContext) => {
        requireAdmin(ctx);
        return {
          serviceConfigured: Boolean(deps.config.INGESTION_IMAP_URL),
          emailUser: mailboxUser(deps.config.INGESTION_IMAP_URL),
          openaiConfigured: Boolean(deps.config.OPENAI_API_KEY),
          processedEmailsCount: await deps.emails.countDocuments(),
        };
      },
    },
    IngestedEmail: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => {
        requireAdmin(ctx);
        return deps.emails.findById(ref.id).lean<IngestedEmail>().exec();
      },
      id: (email: IngestedEmail) => email._id,
      receivedAt: (email: IngestedEmail) => email.receivedAt.toISOString(),
    },
  };
}
