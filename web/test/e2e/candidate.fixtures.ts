/**
 * Stand-ins for the candidate pages' tests: the profile, email and referral payloads of the REST
 * contract, and a GraphQL stand-in (the dashboard reads one GraphQL query) that records calls.
 */
import type { Page } from 'playwright-core';

export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
  /** The request's Authorization header. */
  authorization?: string;
}

export type GraphqlAnswer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[]; until?: Promise<void>; status?: number } | 'hang';

/** Answers POST /graphql by operation name (anything else: `{ data: null }`); returns the call log. */
export async function mockGraphql(page: Page, handlers: Record<string, GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer)>): Promise<GraphqlCall[]> {
  const calls: GraphqlCall[] = [];
  const counts = new Map<string, number>();
  await page.route('**/graphql', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { operationName?: string; variables?: Record<string, unknown> };
    const call: GraphqlCall = { operationName: body.operationName ?? '', variables: body.variables ?? {}, authorization: route.request().headers()['authorization'] };
    calls.push(call);
    const nth = (counts.get(call.operationName) ?? 0) + 1;
    counts.set(call.operationName, nth);
    const handler = handlers[call.operationName];
    const answer = handler === undefined ? { data: null } : typeof handler === 'function' ? handler(call, nth) : handler;
    if (answer === 'hang') return;
    if (answer.until) await answer.until;
    try {
      await route.fulfill({ status: answer.status ?? 200, contentType: 'application/json', body: JSON.stringify({ data: answer.data ?? null, errors: answer.errors }) });
    } catch {
      // the page went away meanwhile
    }
  });
  return calls;
}

export const WORK_HISTORY = [
  { company: 'Analytical Engines', jobTitle: 'Backend Engineer', startMonth: 1, startYear: 2020, endMonth: 2, endYear: 2021, isCurrent: false },
  { company: 'Difference Ltd', jobTitle: 'Staff Engineer', startMonth: 3, startYear: 2021, endMonth: null, endYear: null, isCurrent: true },
];

/** GET /api/candidate/profile as the gateway answers it. */
export function profileFixture(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    id: 'u-candidate-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    linkedin_url: 'https://www.linkedin.com/in/ada',
    preferred_location: 'London, UK',
    work_model: 'remote',
    expected_base_salary: 150000,
    dream_scenario_base_salary: 200000,
    is_strictly_remote: true,
    current_company: 'Difference Ltd',
    current_position: 'Staff Engineer',
    job_family: 'software-engineering',
    job_title: 'Backend Engineer',
    education: { institution: 'University of London', degree_level: 'Bachelor', field_of_study: 'Mathematics' },
    institution_id: null,
    institution_custom: 'University of London',
    degree_level: 'Bachelor',
    field_of_study_id: null,
    field_of_study_custom: 'Mathematics',
    skills: ['TypeScript', 'Kafka', 'Distributed systems'],
    top5_skills: JSON.stringify(['TypeScript', 'Kafka', 'Distributed systems']),
    work_experiences: JSON.stringify(WORK_HISTORY),
    calculated_years_experience: 6.5,
    revision: 3,
    ...overrides,
  };
}

export function emailsFixture(extra: { id: string; email: string; verified: boolean }[] = []) {
  return {
    success: true,
    max_emails: 3,
    verified_emails: [
      { id: 'primary', email: 'ada@example.com', is_primary: true, verified: true, verified_at: '2026-01-05T10:00:00.000Z', can_remove: false },
      ...extra.map((e) => ({ id: e.id, email: e.email, is_primary: false, verified: e.verified, verified_at: e.verified ? '2026-02-01T10:00:00.000Z' : null, can_remove: true })),
    ],
  };
}

const ranking = (count: number, percentile: number, label: string, platformAverage: number) => ({ __typename: 'Ranking', count, percentile, label, platformAverage });

export interface DashboardOptions {
  totalInterviews?: number;
  workExperiences?: number;
  referrals?: { name: string; signedUp: boolean }[];
  rankings?: boolean;
  companyInterest?: boolean;
  firstName?: string;
}

/** The CandidateDashboard query's data. */
export function dashboardData(options: DashboardOptions = {}) {
  const totalInterviews = options.totalInterviews ?? 2;
  const referrals = options.referrals ?? [{ name: 'Grace Hopper', signedUp: true }];
  return {
    myCandidateProfile: {
      __typename: 'CandidateProfile',
      id: 'u-candidate-1',
      firstName: options.firstName ?? 'Ada',
      workExperiences: WORK_HISTORY.slice(0, options.workExperiences ?? 2).map((w) => ({ __typename: 'WorkExperience', company: w.company, jobTitle: w.jobTitle })),
    },
    myReferrals: {
      __typename: 'ReferralList',
      count: referrals.length,
      maxReferrals: 3,
      referrals: referrals.map((r, index) => ({
        __typename: 'Referral',
        id: `ref-${index + 1}`,
        refereeFirstName: r.name.split(' ')[0],
        refereeLastName: r.name.split(' ')[1] ?? 'Friend',
        refereeEmail: `${r.name.split(' ')[0]!.toLowerCase()}@friends.test`,
        hasSignedUp: r.signedUp,
        sentAt: '2026-03-01T10:00:00.000Z',
      })),
    },
    interviewHistory: { __typename: 'InterviewHistory', totalInterviews },
    rankingStats:
      options.rankings === false
        ? null
        : {
            __typename: 'RankingStats',
            totalCandidates: 40,
            totalInterviews: ranking(totalInterviews, 92, 'Top 10%', 1.75),
            offersReceived: ranking(1, 78, 'Top 25%', 0.3),
            onsitesReceived: ranking(1, 40, '40th percentile', 1),
            companies: ranking(totalInterviews === 0 ? 0 : 2, 60, 'Top 50%', 1.2),
            profileUnlocks: options.companyInterest ? ranking(4, 55, 'Top 50%', 0.5) : null,
          },
  };
}
