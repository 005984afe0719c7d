import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';
import { toRest, type Rest } from './rest-shape.js';
import type { InterviewFieldsFragment, RankingFieldsFragment } from './generated/graphql.js';
import { INTERVIEW_HISTORY } from './operations/interview-history.query.js';
import { SET_INTERVIEW_VISIBILITY } from './operations/set-interview-visibility.mutation.js';
import { UPDATE_INTERVIEW_POSITION } from './operations/update-interview-position.mutation.js';
import { DELETE_INTERVIEW } from './operations/delete-interview.mutation.js';
import { RANKING_STATS } from './operations/ranking-stats.query.js';
import { INTERVIEW_STAGES } from './operations/interview-stages.query.js';

/** The spec's Interview entity; its per-check results are an object where the graph has them as text. */
export function interviewJson(interview: InterviewFieldsFragment) {
  return { ...toRest(interview), verification_tests: JSON.parse(interview.verificationTests) as Record<string, string> };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const params = (params: unknown) => params as { id: string };

/**
 * A candidate's interviews (dashboards spec): history by company process, visibility, position,
 * deletion, rankings; the stages for the company's search filter. The interviews subgraph owns
 * every rule (the owner only, the visibility values, the job classification).
 */
export function registerInterviewRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  route(app, {
    method: 'GET',
    url: '/api/interview-history',
    handle: async (request) => {
      const { interviewHistory } = await runOperation(apollo, request, INTERVIEW_HISTORY);
      return {
        success: true,
        total_interviews: interviewHistory.totalInterviews,
        companies: interviewHistory.companies.map((company) => ({ ...toRest(company), interviews: company.interviews.map(interviewJson) })),
      };
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/interview/:id/visibility',
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { setInterviewVisibility } = await runOperation(apollo, request, SET_INTERVIEW_VISIBILITY, {
        id: params(request.params).id,
        visibility: text(body['visibility']),
      });
      return { success: true, interview: interviewJson(setInterviewVisibility) };
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/candidate/interviews/:id/position',
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { updateInterviewPosition } = await runOperation(apollo, request, UPDATE_INTERVIEW_POSITION, {
        id: params(request.params).id,
        jobFamily: text(body['job_family']),
        jobTitle: text(body['job_title']),
      });
      const interview = interviewJson(updateInterviewPosition);
      return {
        success: true,
        position: interview.position,
        job_family: interview.job_family,
        job_title: interview.job_title,
        position_edited_by_candidate: interview.position_edited_by_candidate,
        ai_extracted_position: interview.ai_extracted_position,
        ai_extracted_job_family: interview.ai_extracted_job_family,
        ai_extracted_job_title: interview.ai_extracted_job_title,
        interview,
      };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/interview/:id',
    handle: async (request) => {
      await runOperation(apollo, request, DELETE_INTERVIEW, { id: params(request.params).id });
      return { success: true, message: 'Interview deleted' };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/candidate/ranking-stats',
    handle: async (request) => {
      const { rankingStats: r } = await runOperation(apollo, request, RANKING_STATS);
      const { totalCandidates, profileUnlocks, ...always } = r;
      const rankings: Record<string, Rest<RankingFieldsFragment>> = toRest(always);
      if (profileUnlocks) rankings['profile_unlocks'] = toRest(profileUnlocks);
      return {
        success: true,
        rankings,
        current_stats: {
          total_interviews: r.totalInterviews.count,
          offers_received: r.offersReceived.count,
          onsites_received: r.onsitesReceived.count,
          companies: r.companies.count,
          profile_unlocks: profileUnlocks?.count ?? 0,
        },
        benchmarks: {
          total_candidates: totalCandidates,
          avg_interviews: r.totalInterviews.platformAverage,
          avg_offers: r.offersReceived.platformAverage,
          avg_onsites: r.onsitesReceived.platformAverage,
          avg_companies: r.companies.platformAverage,
        },
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/interview-stages',
    handle: async (request) => {
      const { interviewStages } = await runOperation(apollo, request, INTERVIEW_STAGES);
      return { success: true, stages: interviewStages };
    },
  });
}
