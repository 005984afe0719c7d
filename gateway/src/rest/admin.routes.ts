import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { route, runOperation } from './execute.js';

/**
 * The admin email-ingestion screen (profiles spec 2.8, the admin status entity, section 7). The
 * ingestion subgraph owns the mailbox (status, trigger); the interviews subgraph owns the
 * extractor (test analysis, whether it uses OpenAI). Both check the admin flag of the caller's
 * token: no token gives 401, anyone but an admin 403.
 */
const POLL_FIELDS = 'startedAt finishedAt newMessages forwarded ignored duplicates takenElsewhere failed remaining error';
const STATUS = `query AdminEmailIngestionStatus {
  emailIngestionStatus { serviceConfigured emailUser processedEmailsCount recentInterviewsWeek pollIntervalSeconds
    lastPoll { ${POLL_FIELDS} }
    recentEmails(limit: 10) { id forwarderEmail subject receivedAt status reason outcome outcomeReason } }
  interviewExtractorStatus { openaiConfigured model }
}`;
const TRIGGER = `mutation TriggerEmailIngestion { triggerEmailIngestion { message poll { ${POLL_FIELDS} } } }`;
const ANALYZE = `query AnalyzeInterviewEmail($subject: String!, $body: String!, $senderEmail: String) {
  analyzeInterviewEmail(subject: $subject, body: $body, senderEmail: $senderEmail) {
    isInterviewRelated companyName companyDomain interviewStage stageLabel interviewDate position jobFamily jobTitle summary extractedBy forwarded
  }
}`;

interface PollGql {
  startedAt: string;
  finishedAt: string;
  newMessages: number;
  forwarded: number;
  ignored: number;
  duplicates: number;
  takenElsewhere: number;
  failed: number;
  remaining: number;
  error: string | null;
}

interface StatusGql {
  emailIngestionStatus: {
    serviceConfigured: boolean;
    emailUser: string | null;
    processedEmailsCount: number;
    recentInterviewsWeek: number;
    pollIntervalSeconds: number;
    lastPoll: PollGql | null;
    recentEmails: { id: string; forwarderEmail: string | null; subject: string; receivedAt: string; status: string; reason: string | null; outcome: string | null; outcomeReason: string | null }[];
  };
  interviewExtractorStatus: { openaiConfigured: boolean; model: string | null };
}

interface AnalysisGql {
  isInterviewRelated: boolean;
  companyName: string | null;
  companyDomain: string | null;
  interviewStage: string;
  stageLabel: string;
  interviewDate: string | null;
  position: string | null;
  jobFamily: string;
  jobTitle: string;
  summary: string;
  extractedBy: string;
  forwarded: string | null;
}

function pollJson(poll: PollGql) {
  return {
    started_at: poll.startedAt,
    finished_at: poll.finishedAt,
    new_messages: poll.newMessages,
    forwarded: poll.forwarded,
    ignored: poll.ignored,
    duplicates: poll.duplicates,
    taken_elsewhere: poll.takenElsewhere,
    failed: poll.failed,
    remaining: poll.remaining,
    error: poll.error,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function registerAdminRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  app.get(
    '/api/admin/email-ingestion/status',
    route(async (request) => {
      const { emailIngestionStatus: s, interviewExtractorStatus: x } = await runOperation<StatusGql>(apollo, request, STATUS);
      return {
        success: true,
        service_configured: s.serviceConfigured,
        email_user: s.emailUser,
        openai_configured: x.openaiConfigured,
        processed_emails_count: s.processedEmailsCount,
        recent_interviews_week: s.recentInterviewsWeek,
        poll_interval_seconds: s.pollIntervalSeconds,
        openai_model: x.model,
        last_poll: s.lastPoll ? pollJson(s.lastPoll) : null,
        recent_emails: s.recentEmails.map((e) => ({
          id: e.id,
          forwarder_email: e.forwarderEmail,
          subject: e.subject,
          received_at: e.receivedAt,
          status: e.status,
          reason: e.reason,
          outcome: e.outcome,
          outcome_reason: e.outcomeReason,
        })),
      };
    }),
  );

  app.post(
    '/api/admin/email-ingestion/trigger',
    route(async (request) => {
      const { triggerEmailIngestion } = await runOperation<{ triggerEmailIngestion: { message: string; poll: PollGql } }>(apollo, request, TRIGGER);
      return { success: true, message: triggerEmailIngestion.message, poll: pollJson(triggerEmailIngestion.poll) };
    }),
  );

  app.post<{ Body: { subject?: unknown; body?: unknown; sender_email?: unknown } | null }>(
    '/api/admin/email-ingestion/test-analysis',
    route(async (request) => {
      const body = (request.body ?? {}) as { subject?: unknown; body?: unknown; sender_email?: unknown };
      const senderEmail = text(body.sender_email).trim();
      const { analyzeInterviewEmail: a } = await runOperation<{ analyzeInterviewEmail: AnalysisGql }>(apollo, request, ANALYZE, {
        subject: text(body.subject),
        body: text(body.body),
        senderEmail: senderEmail || null,
      });
      return {
        success: true,
        analysis: {
          is_interview_related: a.isInterviewRelated,
          company_name: a.companyName,
          company_domain: a.companyDomain,
          interview_stage: a.interviewStage,
          stage_label: a.stageLabel,
          interview_date: a.interviewDate,
          position: a.position,
          job_family: a.jobFamily,
          job_title: a.jobTitle,
          summary: a.summary,
          extracted_by: a.extractedBy,
          forwarded: a.forwarded,
        },
      };
    }),
  );
}
