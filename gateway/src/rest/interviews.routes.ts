import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { runOperation, sendRestError } from './execute.js';

/** The interview fields of the spec's Interview entity, as GraphQL selects them. */
const INTERVIEW_FIELDS = `id processId companyName companyDomain date stage stageLabel position jobFamily jobTitle visibility
  positionEditedByCandidate aiExtractedPosition aiExtractedJobFamily aiExtractedJobTitle aiSummary
  verificationDetails { hasIssues issuesList { title description } statusDescription }
  overallConfidence verificationTests sourceType uploadedAt`;

interface InterviewGql {
  id: string;
  processId: string;
  companyName: string;
  companyDomain: string | null;
  date: string | null;
  stage: string;
  stageLabel: string;
  position: string | null;
  jobFamily: string | null;
  jobTitle: string | null;
  visibility: string;
  positionEditedByCandidate: boolean;
  aiExtractedPosition: string | null;
  aiExtractedJobFamily: string | null;
  aiExtractedJobTitle: string | null;
  aiSummary: string | null;
  verificationDetails: { hasIssues: boolean; issuesList: { title: string; description: string }[]; statusDescription: string };
  overallConfidence: number;
  verificationTests: string;
  sourceType: string;
  uploadedAt: string;
}

/** GraphQL camelCase → the spec's snake_case interview. */
export function interviewJson(i: InterviewGql) {
  return {
    id: i.id,
    process_id: i.processId,
    company_name: i.companyName,
    company_domain: i.companyDomain,
    date: i.date,
    stage: i.stage,
    stage_label: i.stageLabel,
    position: i.position,
    job_family: i.jobFamily,
    job_title: i.jobTitle,
    visibility: i.visibility,
    position_edited_by_candidate: i.positionEditedByCandidate,
    ai_extracted_position: i.aiExtractedPosition,
    ai_extracted_job_family: i.aiExtractedJobFamily,
    ai_extracted_job_title: i.aiExtractedJobTitle,
    ai_summary: i.aiSummary,
    verification_details: {
      has_issues: i.verificationDetails.hasIssues,
      issues_list: i.verificationDetails.issuesList,
      status_description: i.verificationDetails.statusDescription,
    },
    overall_confidence: i.overallConfidence,
    verification_tests: JSON.parse(i.verificationTests) as Record<string, string>,
    source_type: i.sourceType,
    uploaded_at: i.uploadedAt,
  };
}

const HISTORY = `query InterviewHistory { interviewHistory { totalInterviews companies { processId companyName companyDomain latestDate interviews { ${INTERVIEW_FIELDS} } } } }`;
const VISIBILITY = `mutation SetInterviewVisibility($id: ID!, $visibility: String!) { setInterviewVisibility(id: $id, visibility: $visibility) { ${INTERVIEW_FIELDS} } }`;
const POSITION = `mutation UpdateInterviewPosition($id: ID!, $jobFamily: String!, $jobTitle: String!) { updateInterviewPosition(id: $id, jobFamily: $jobFamily, jobTitle: $jobTitle) { ${INTERVIEW_FIELDS} } }`;
const DELETE = `mutation DeleteInterview($id: ID!) { deleteInterview(id: $id) }`;
const RANKINGS = `query RankingStats { rankingStats { totalCandidates
  totalInterviews { count percentile label platformAverage } offersReceived { count percentile label platformAverage }
  onsitesReceived { count percentile label platformAverage } companies { count percentile label platformAverage }
  profileUnlocks { count percentile label platformAverage } } }`;
const STAGES = `query InterviewStages { interviewStages }`;

interface Ranking {
  count: number;
  percentile: number;
  label: string;
  platformAverage: number;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerInterviewRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  app.get('/api/interview-history', async (request, reply) => {
    try {
      const { interviewHistory } = await runOperation<{
        interviewHistory: { totalInterviews: number; companies: { processId: string; companyName: string; companyDomain: string | null; latestDate: string | null; interviews: InterviewGql[] }[] };
      }>(apollo, request, HISTORY);
      return reply.send({
        success: true,
        total_interviews: interviewHistory.totalInterviews,
        companies: interviewHistory.companies.map((c) => ({
          process_id: c.processId,
          company_name: c.companyName,
          company_domain: c.companyDomain,
          latest_date: c.latestDate,
          interviews: c.interviews.map(interviewJson),
        })),
      });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  app.patch<{ Params: { id: string }; Body: { visibility?: unknown } }>('/api/interview/:id/visibility', async (request, reply) => {
    try {
      const data = await runOperation<{ setInterviewVisibility: InterviewGql }>(apollo, request, VISIBILITY, {
        id: request.params.id,
        visibility: str(request.body?.visibility),
      });
      return reply.send({ success: true, interview: interviewJson(data.setInterviewVisibility) });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  app.patch<{ Params: { id: string }; Body: { job_family?: unknown; job_title?: unknown } }>('/api/candidate/interviews/:id/position', async (request, reply) => {
    try {
      const data = await runOperation<{ updateInterviewPosition: InterviewGql }>(apollo, request, POSITION, {
        id: request.params.id,
        jobFamily: str(request.body?.job_family),
        jobTitle: str(request.body?.job_title),
      });
      const interview = interviewJson(data.updateInterviewPosition);
      return reply.send({
        success: true,
        position: interview.position,
        job_family: interview.job_family,
        job_title: interview.job_title,
        position_edited_by_candidate: interview.position_edited_by_candidate,
        ai_extracted_position: interview.ai_extracted_position,
        ai_extracted_job_family: interview.ai_extracted_job_family,
        ai_extracted_job_title: interview.ai_extracted_job_title,
        interview,
      });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  app.delete<{ Params: { id: string } }>('/api/interview/:id', async (request, reply) => {
    try {
      await runOperation(apollo, request, DELETE, { id: request.params.id });
      return reply.send({ success: true, message: 'Interview deleted' });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  app.get('/api/candidate/ranking-stats', async (request, reply) => {
    try {
      const { rankingStats: r } = await runOperation<{
        rankingStats: Record<'totalInterviews' | 'offersReceived' | 'onsitesReceived' | 'companies', Ranking> & { profileUnlocks: Ranking | null; totalCandidates: number };
      }>(
        apollo,
        request,
        RANKINGS,
      );
      const ranking = (x: Ranking) => ({ count: x.count, percentile: x.percentile, label: x.label, platform_average: x.platformAverage });
      return reply.send({
        success: true,
        rankings: {
          total_interviews: ranking(r.totalInterviews),
          offers_received: ranking(r.offersReceived),
          onsites_received: ranking(r.onsitesReceived),
          companies: ranking(r.companies),
          ...(r.profileUnlocks ? { profile_unlocks: ranking(r.profileUnlocks) } : {}),
        },
        current_stats: {
          total_interviews: r.totalInterviews.count,
          offers_received: r.offersReceived.count,
          onsites_received: r.onsitesReceived.count,
          companies: r.companies.count,
          profile_unlocks: r.profileUnlocks?.count ?? 0,
        },
        benchmarks: {
          total_candidates: r.totalCandidates,
          avg_interviews: r.totalInterviews.platformAverage,
          avg_offers: r.offersReceived.platformAverage,
          avg_onsites: r.onsitesReceived.platformAverage,
          avg_companies: r.companies.platformAverage,
        },
      });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  app.get('/api/company/interview-stages', async (request, reply) => {
    try {
      const { interviewStages } = await runOperation<{ interviewStages: string[] }>(apollo, request, STAGES);
      return reply.send({ success: true, stages: interviewStages });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });
}
