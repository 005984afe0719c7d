import { z } from 'zod';
import { stageLabel, EMAIL_ANALYSIS_MESSAGES } from '@hiring/contracts';
import type { Extractor } from '@hiring/extraction';
import { badInput, requireAdmin } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import { ANALYSIS_MAX_BODY_CHARS, analyzeEmailText } from '../domain/email-analysis.service.js';

export const ANALYSIS_MESSAGES = {
  empty: EMAIL_ANALYSIS_MESSAGES.empty,
  badSender: 'Please provide a valid sender email address',
  tooLong: `The body is too long (at most ${ANALYSIS_MAX_BODY_CHARS} characters)`,
} as const;

/**
 * The admin email-ingestion screen's questions for this service (it owns the extractor task):
 * the test analysis and whether the extractor uses OpenAI.
 */
export function ingestionAdminResolvers(deps: { extractor: Extractor; openaiConfigured: boolean; model: string | null }): Resolvers {
  return {
    Query: {
      analyzeInterviewEmail: async (_, args, ctx) => {
        requireAdmin(ctx);
        const subject = args.subject ?? '';
        const body = args.body ?? '';
        const senderEmail = args.senderEmail?.trim().toLowerCase() || null;
        if (!subject.trim() && !body.trim()) throw badInput(ANALYSIS_MESSAGES.empty);
        if (senderEmail && !z.email().safeParse(senderEmail).success) throw badInput(ANALYSIS_MESSAGES.badSender);
        if (body.length > ANALYSIS_MAX_BODY_CHARS) throw badInput(ANALYSIS_MESSAGES.tooLong);
        const analysis = await analyzeEmailText(deps.extractor, { subject, body, senderEmail });
        const facts = analysis.facts;
        return {
          isInterviewRelated: facts.is_interview_related,
          companyName: facts.company_name,
          companyDomain: facts.company_domain,
          interviewStage: facts.interview_stage,
          stageLabel: stageLabel(facts.interview_stage),
          interviewDate: facts.interview_date,
          position: facts.position,
          jobFamily: facts.job_family,
          jobTitle: facts.job_title,
          summary: facts.summary,
          extractedBy: analysis.extractedBy,
          forwarded: analysis.forwarded,
        };
      },
      interviewExtractorStatus: (_, __, ctx) => {
        requireAdmin(ctx);
        return { openaiConfigured: deps.openaiConfigured, model: deps.openaiConfigured ? deps.model : null };
      },
    },
  };
}
