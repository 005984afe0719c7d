import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';
import { toRest, type Rest } from './rest-shape.js';
import { object, type JsonSchema, type ObjectSchema, type OperationSchemas } from './openapi/json-schema.js';
import { IdParam, INTEGER, NULLABLE_TEXT, NUMBER, TEXT, Text, body, extend, ok } from './openapi/request-schemas.js';
import { Type } from 'typebox';
import type { InterviewFieldsFragment, RankingFieldsFragment } from './generated/graphql.js';
import { INTERVIEW_HISTORY } from './operations/interview-history.query.js';
import { SET_INTERVIEW_VISIBILITY } from './operations/set-interview-visibility.mutation.js';
import { UPDATE_INTERVIEW_POSITION } from './operations/update-interview-position.mutation.js';
import { DELETE_INTERVIEW } from './operations/delete-interview.mutation.js';
import { SET_INTERVIEW_PROCESS_NOTES } from './operations/set-interview-process-notes.mutation.js';
import { RANKING_STATS } from './operations/ranking-stats.query.js';
import { INTERVIEW_STAGES } from './operations/interview-stages.query.js';

/** The spec's Interview entity (its `verification_tests` as documented: `content_unmodified`, `sender_verified`, and the raw results). */
export function interviewJson(interview: InterviewFieldsFragment) {
  return toRest(interview);
}

const ALWAYS_RANKED = ['total_interviews', 'offers_received', 'onsites_received', 'companies'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A candidate's interviews (docs/product/screens.md#dashboard): history by company process, visibility, position,
 * deletion, rankings; the stages for the company's search filter. The interviews subgraph owns
 * every rule (the owner only, the visibility values, the job classification).
 */
export function registerInterviewRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, docs: OperationSchemas): void {
  const interview = docs.objectField(SET_INTERVIEW_VISIBILITY, 'setInterviewVisibility');
  const history = docs.objectField(INTERVIEW_HISTORY, 'interviewHistory');
  const company = (history.properties['companies'] as { items: ObjectSchema }).items;
  const ranking = docs.objectField(RANKING_STATS, 'rankingStats').properties['total_interviews'] as JsonSchema;
  const counts = (names: string[], type: JsonSchema) => object(Object.fromEntries(names.map((name) => [name, type])));
  route(app, {
    method: 'GET',
    url: '/api/interview-history',
    summary: "Candidates: the candidate's interviews, grouped by company process",
    responses: {
      // `company` is the documents' name of the group's employer (company_name kept too).
      200: ok({
        total_interviews: INTEGER,
        companies: { type: 'array', items: extend(company, { company: TEXT, interviews: { type: 'array', items: interview } }) },
      }),
    },
    handle: async (request) => {
      const { interviewHistory } = await runOperation(apollo, request, INTERVIEW_HISTORY);
      return {
        success: true,
        total_interviews: interviewHistory.totalInterviews,
        companies: interviewHistory.companies.map((company) => ({
          ...toRest(company),
          company: company.companyName,
          interviews: company.interviews.map(interviewJson),
        })),
      };
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/interview/:id/visibility',
    summary: 'Candidates: makes an interview public or private',
    schema: { params: IdParam, body: body({ visibility: Text }) },
    responses: { 200: ok({ interview }) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { setInterviewVisibility } = await runOperation(apollo, request, SET_INTERVIEW_VISIBILITY, {
        id: request.params.id,
        visibility: text(body['visibility']),
      });
      return { success: true, interview: interviewJson(setInterviewVisibility) };
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/candidate/interviews/:id/position',
    summary: "Candidates: corrects an interview's job family and title",
    schema: { params: IdParam, body: body({ job_family: Text, job_title: Text }) },
    responses: {
      200: ok(
        Object.fromEntries(
          ['position', 'job_family', 'job_title', 'position_edited_by_candidate', 'ai_extracted_position', 'ai_extracted_job_family', 'ai_extracted_job_title']
            .map((name) => [name, interview.properties[name] as JsonSchema])
            .concat([['interview', interview]]),
        ),
      ),
    },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { updateInterviewPosition } = await runOperation(apollo, request, UPDATE_INTERVIEW_POSITION, {
        id: request.params.id,
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
    method: 'PATCH',
    url: '/api/candidate/interview-processes/:processId/notes',
    summary: 'Candidates: sets the note on one of their company processes (plain text, at most 500 characters; empty clears it)',
    schema: { params: Type.Object({ processId: Type.String() }), body: body({ notes: Text }) },
    responses: { 200: ok({ process_id: TEXT, notes: NULLABLE_TEXT }) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { setInterviewProcessNotes } = await runOperation(apollo, request, SET_INTERVIEW_PROCESS_NOTES, {
        processId: request.params.processId,
        notes: text(body['notes']),
      });
      return { success: true, process_id: setInterviewProcessNotes.processId, notes: setInterviewProcessNotes.notes ?? null };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/interview/:id',
    summary: 'Candidates: deletes an interview',
    schema: { params: IdParam },
    responses: { 200: ok({ message: TEXT }) },
    handle: async (request) => {
      await runOperation(apollo, request, DELETE_INTERVIEW, { id: request.params.id });
      return { success: true, message: 'Interview deleted' };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/candidate/ranking-stats',
    summary: "Candidates: the candidate's percentiles against the platform",
    responses: {
      200: ok({
        // profile_unlocks once a company has unlocked the candidate.
        rankings: { ...counts([...ALWAYS_RANKED, 'profile_unlocks'], ranking), required: ALWAYS_RANKED },
        current_stats: counts([...ALWAYS_RANKED, 'profile_unlocks'], INTEGER),
        benchmarks: object({ total_candidates: INTEGER, avg_interviews: NUMBER, avg_offers: NUMBER, avg_onsites: NUMBER, avg_companies: NUMBER }),
      }),
    },
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
    summary: 'The stage values of the search filter',
    responses: { 200: ok({ stages: { type: 'array', items: TEXT } }) },
    handle: async (request) => {
      const { interviewStages } = await runOperation(apollo, request, INTERVIEW_STAGES);
      return { success: true, stages: interviewStages };
    },
  });
}
