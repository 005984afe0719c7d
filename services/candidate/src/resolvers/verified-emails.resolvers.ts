import { CANDIDATE_LIMITS } from '@hiring/contracts';
import { requireCandidate } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { VerifiedEmails } from '../domain/emails/verified-emails.service.js';

export function verifiedEmailResolvers(emails: VerifiedEmails): Resolvers {
  return {
    Query: {
      myVerifiedEmails: async (_, __, ctx) => ({
        emails: await emails.list(requireCandidate(ctx)),
        maxEmails: CANDIDATE_LIMITS.maxEmails,
      }),
    },
    Mutation: {
      addEmail: async (_, args, ctx) => ({ success: true, ...(await emails.add(requireCandidate(ctx), args)) }),
      resendEmailVerification: async (_, args, ctx) => ({
        success: true,
        ...(await emails.resend(requireCandidate(ctx), args)),
      }),
      verifyAdditionalEmail: async (_, args, ctx) => ({
        success: true,
        ...(await emails.verify(requireCandidate(ctx), args, ctx.correlationId)),
      }),
      removeEmail: async (_, args, ctx) => ({
        success: true,
        ...(await emails.remove(requireCandidate(ctx), args.id, ctx.correlationId)),
      }),
    },
    VerifiedEmail: {
      verifiedAt: (email) => email.verifiedAt?.toISOString() ?? null,
    },
  };
}
