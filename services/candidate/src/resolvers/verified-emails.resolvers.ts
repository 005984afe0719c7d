import { CANDIDATE_LIMITS } from '@hiring/contracts';
import { requireCandidate, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { VerifiedEmails, VerifiedEmailView } from '../domain/emails/verified-emails.service.js';

type EmailArgs = { email?: string | null };

export function verifiedEmailResolvers(emails: VerifiedEmails): Resolvers {
  return {
    Query: {
      myVerifiedEmails: async (_: unknown, __: unknown, ctx: RequestContext) => ({
        emails: await emails.list(requireCandidate(ctx)),
        maxEmails: CANDIDATE_LIMITS.maxEmails,
      }),
    },
    Mutation: {
      addEmail: async (_: unknown, args: EmailArgs, ctx: RequestContext) => ({ success: true, ...(await emails.add(requireCandidate(ctx), args)) }),
      resendEmailVerification: async (_: unknown, args: EmailArgs, ctx: RequestContext) => ({
        success: true,
        ...(await emails.resend(requireCandidate(ctx), args)),
      }),
      verifyAdditionalEmail: async (_: unknown, args: EmailArgs & { code?: string | null }, ctx: RequestContext) => ({
        success: true,
        ...(await emails.verify(requireCandidate(ctx), args, ctx.correlationId)),
      }),
      removeEmail: async (_: unknown, args: { id: string }, ctx: RequestContext) => ({
        success: true,
        ...(await emails.remove(requireCandidate(ctx), args.id, ctx.correlationId)),
      }),
    },
    VerifiedEmail: {
      verifiedAt: (email: VerifiedEmailView) => email.verifiedAt?.toISOString() ?? null,
    },
  };
}
