/**
 * Stand-ins for the company pages' tests (search, dashboard, profile, tokens): GraphQL answers
 * (by operation name) and, for the search until it moves to GraphQL, REST payloads in the facade's
 * shapes (gateway/src/rest/company.routes.ts).
 */
import type { Page } from 'playwright-core';
import { COMPANY_USER, mockApi, type ApiCall, type MockAnswer, type MockHandler, type Session } from './browser.js';
import { mockGraphql, type GraphqlAnswer, type GraphqlCall } from './candidate.fixtures.js';

export const COMPANY: Session = { token: 'company-token', user: COMPANY_USER };

/** The company pages' tests use the shared REST stand-in (its calls record the query string). */
export type CompanyCall = ApiCall;
export type CompanyHandler = MockHandler | MockAnswer;
export const mockCompanyApi: (page: Page, handlers: Record<string, CompanyHandler>) => Promise<CompanyCall[]> = mockApi;

export const callsOf = (calls: CompanyCall[], path: string) => calls.filter((call) => call.path === path);

/** A GraphQL call with the bearer token it carried (the company and admin tests check it is sent). */
export interface AuthorizedGraphqlCall extends GraphqlCall {
  authorization: string | undefined;
}
export type GraphqlHandler = GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer);

/**
 * The shared GraphQL stand-in (answers by operation name), with each call's Authorization header
 * in the log: this route runs first, records the call, then falls back to the stand-in's route.
 */
export async function mockGraphqlWithAuth(page: Page, handlers: Record<string, GraphqlHandler>): Promise<AuthorizedGraphqlCall[]> {
  await mockGraphql(page, handlers);
  const calls: AuthorizedGraphqlCall[] = [];
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string; variables?: Record<string, unknown> };
    calls.push({ operationName: body.operationName ?? '', variables: body.variables ?? {}, authorization: request.headers()['authorization'] });
    await route.fallback();
  });
  return calls;
}

export const operationCalls = <T extends GraphqlCall>(calls: T[], operationName: string): T[] => calls.filter((call) => call.operationName === operationName);

// ---------------------------------------------------------------------------
// payloads

export interface InterviewFixture {
  id: string;
  process_id: string;
  company_name: string;
  company_domain: string | null;
  position: string | null;
  ai_extracted_position: string | null;
  position_edited_by_candidate: boolean;
  job_family: string | null;
  job_title: string | null;
  stage: string;
  stage_label: string;
  date: string | null;
  source_type: string;
  source_label: string;
  ai_summary: string | null;
  notes: string | null;
}

export function interviewEntry(id: string, company: string, extra: Partial<InterviewFixture> = {}): InterviewFixture {
  return {
    id,
    process_id: `p-${company.toLowerCase().replace(/\W+/g, '-')}`,
    company_name: company,
    company_domain: null,
    position: 'Senior Software Engineer',
    ai_extracted_position: 'Senior Software Engineer',
    position_edited_by_candidate: false,
    job_family: 'software-engineering',
    job_title: 'Senior Software Engineer',
    stage: 'onsite',
    stage_label: 'Onsite',
    date: '2026-02-10T00:00:00.000Z',
    source_type: 'email_group_auto',
    source_label: 'Email Analysis',
    ai_summary: null,
    notes: null,
    ...extra,
  };
}

const LONG_SUMMARY =
  'The candidate completed a four-hour onsite loop with system design, coding and behavioural rounds, and the panel asked to move forward to the final conversation with the VP of Engineering next week.';

/** A locked candidate: every personal field null, as the server sends it. */
export function lockedCandidate(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    candidate_id: id,
    is_unlocked: false,
    name: null,
    first_name: null,
    last_name: null,
    email: null,
    linkedin_url: null,
    preferred_location: null,
    current_company: null,
    expected_base_salary: null,
    dream_scenario_base_salary: null,
    years_experience: 6.5,
    work_model: 'remote',
    is_strictly_remote: false,
    current_position: 'Staff Backend Engineer',
    job_family: 'software-engineering',
    job_title: 'Staff Backend Engineer',
    skills: ['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes', 'React', 'GraphQL'],
    top5_skills: ['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes'],
    education: { institution: null, degree_level: 'Bachelor', field_of_study: 'Computer Science' },
    work_experiences: [
      { company: null, jobTitle: 'Staff Backend Engineer', startMonth: 3, startYear: 2022, endMonth: null, endYear: null, isCurrent: true },
      { company: null, jobTitle: 'Senior Engineer', startMonth: 1, startYear: 2019, endMonth: 2, endYear: 2022, isCurrent: false },
      { company: null, jobTitle: 'Software Engineer', startMonth: 6, startYear: 2016, endMonth: 12, endYear: 2018, isCurrent: false },
      { company: null, jobTitle: 'Junior Developer', startMonth: 9, startYear: 2014, endMonth: 5, endYear: 2016, isCurrent: false },
      { company: null, jobTitle: 'Intern', startMonth: 6, startYear: 2013, endMonth: 8, endYear: 2013, isCurrent: false },
    ],
    companies: [
      interviewEntry(`${id}-i1`, 'Stripe', { company_domain: 'stripe.com', stage: 'offer', stage_label: 'Offer', date: '2026-03-02T00:00:00.000Z', ai_summary: LONG_SUMMARY }),
      interviewEntry(`${id}-i2`, 'Stripe', { company_domain: 'stripe.com', stage: 'onsite', stage_label: 'Onsite', date: '2026-02-12T00:00:00.000Z' }),
      interviewEntry(`${id}-i3`, 'Globex', {
        stage: 'technical_screen',
        stage_label: 'Technical Screen',
        date: '2026-01-20T00:00:00.000Z',
        position: 'Platform Engineer (Software Engineering)',
        ai_extracted_position: 'Backend Developer',
        position_edited_by_candidate: true,
      }),
      interviewEntry(`${id}-i4`, 'Initech', { stage: 'phone_screen', stage_label: 'Phone Screen', date: '2025-12-01T00:00:00.000Z' }),
      interviewEntry(`${id}-i5`, 'Hooli', { stage: 'final', stage_label: 'Final Round', date: '2025-11-15T00:00:00.000Z' }),
      interviewEntry(`${id}-i6`, 'Umbrella', { stage: 'rejected', stage_label: 'Rejected', date: '2025-10-02T00:00:00.000Z' }),
      interviewEntry(`${id}-i7`, 'Wayne Enterprises', { stage: 'application', stage_label: 'Application', date: null }),
    ],
    stats: { total_interviews: 7, total_companies: 6, offers_received: 1 },
    ...extra,
  };
}

export const REVEALED = {
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.lovelace@example.test',
  linkedin_url: 'https://www.linkedin.com/in/ada',
  preferred_location: 'London, UK',
  current_company: 'Analytical Engines',
  expected_base_salary: 180000,
  dream_scenario_base_salary: 150000,
};

/** The same candidate unlocked: the personal fields and the employers of the work history. */
export function unlockedCandidate(id: string, extra: Record<string, unknown> = {}) {
  const base = lockedCandidate(id);
  return {
    ...base,
    ...REVEALED,
    is_unlocked: true,
    work_experiences: base.work_experiences.map((entry, index) => ({ ...entry, company: ['Analytical Engines', 'Difference Ltd', 'Babbage & Co', 'Jacquard Looms', 'Royal Society'][index] })),
    ...extra,
  };
}

export function plainCandidate(id: string, extra: Record<string, unknown> = {}) {
  return lockedCandidate(id, {
    years_experience: 2,
    current_position: 'Data Analyst',
    skills: [],
    top5_skills: [],
    work_experiences: [],
    companies: [interviewEntry(`${id}-i1`, 'Acme Corp', { stage: 'hr_screen', stage_label: 'HR Screen', date: '2026-01-05T00:00:00.000Z', position: 'Data Analyst' })],
    stats: { total_interviews: 1, total_companies: 1, offers_received: 0 },
    ...extra,
  });
}

export function searchAnswer(candidates: unknown[], pagination: { page?: number; total?: number; pages?: number } = {}, stats: Record<string, unknown> = {}) {
  const total = pagination.total ?? candidates.length;
  return {
    success: true,
    candidates,
    pagination: { page: pagination.page ?? 1, per_page: 20, total, pages: pagination.pages ?? Math.max(1, Math.ceil(total / 20)) },
    stats: {
      total_candidates: total,
      unlocked_candidates: 1,
      unlocked_offers: 1,
      unlocked_interviews: 7,
      top_stages: [
        { stage: 'onsite', label: 'Onsite', count: 42 },
        { stage: 'technical_screen', label: 'Technical Screen', count: 30 },
        { stage: 'offer', label: 'Offer', count: 12 },
        { stage: 'phone_screen', label: 'Phone Screen', count: 9 },
      ],
      ...stats,
    },
  };
}

export function detailsAnswer(candidate: { companies: unknown[]; stats: unknown }) {
  return { success: true, candidate, interviews: candidate.companies, stats: candidate.stats };
}

export const STAGES = { success: true, stages: ['Application', 'Phone Screen', 'Technical Screen', 'Onsite', 'Final Round', 'Offer'] };

/** GraphQL answers of the shared company queries and mutations (the cache needs each __typename). */
export const tokensAnswer = (tokens: number) => ({ data: { companyTokens: { __typename: 'CompanyTokens', tokens } } });

const subscriptionOf = (fields: Record<string, unknown> = {}) => ({
  __typename: 'CompanySubscription',
  hasSubscription: false,
  status: 'none',
  plan: null,
  planName: null,
  priceUsd: null,
  tokensPerMonth: 0,
  nextRenewal: null,
  ...fields,
});

export const NO_SUBSCRIPTION = subscriptionOf();

export const PROFESSIONAL = subscriptionOf({
  hasSubscription: true,
  status: 'active',
  plan: 'professional',
  planName: 'Professional',
  priceUsd: 400,
  tokensPerMonth: 500,
  nextRenewal: '2026-04-04T10:00:00.000Z',
});

export const STARTER = { ...PROFESSIONAL, plan: 'starter', planName: 'Starter', priceUsd: 200, tokensPerMonth: 200 };

export const subscriptionAnswer = (subscription: Record<string, unknown>) => ({ data: { mySubscription: subscription } });

/** What every company page reads besides its own data: the balance (120 tokens) and no subscription. */
export const COMPANY_GRAPHQL: Record<string, GraphqlHandler> = { CompanyTokens: tokensAnswer(120), CompanySubscription: subscriptionAnswer(NO_SUBSCRIPTION) };

/** A dev-mode checkout: the tokens it granted at once and the subscription after it. */
export function checkoutAnswer(message: string, tokensGranted: number, subscription: Record<string, unknown> = NO_SUBSCRIPTION) {
  return { data: { createCheckoutSession: { __typename: 'CheckoutResult', devMode: true, checkoutUrl: null, message, tokensGranted, subscription } } };
}

/** The company's search stats (CompanySearchStats): 1,280 candidates, one unlocked, four stages. */
export function searchStats(overrides: Record<string, unknown> = {}) {
  const stage = (key: string, label: string, count: number) => ({ __typename: 'StageCount', stage: key, label, count });
  return {
    __typename: 'CompanySearchStats',
    totalCandidates: 1280,
    unlockedCandidates: 1,
    unlockedOffers: 1,
    unlockedInterviews: 7,
    topStages: [stage('onsite', 'Onsite', 42), stage('technical_screen', 'Technical Screen', 30), stage('offer', 'Offer', 12), stage('phone_screen', 'Phone Screen', 9)],
    ...overrides,
  };
}

/** A GraphQL error as the subgraphs send it: the text screens show and its code. */
export const graphqlError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

export const PROFILE = {
  __typename: 'CompanyProfile',
  id: 'u-company-1',
  email: 'hiring@acme-robotics.example',
  firstName: 'Grace',
  lastName: 'Hopper',
  companyName: 'Acme Robotics',
  industry: 'Technology',
  size: '51-200',
  website: 'https://acme-robotics.example',
};

export const profileAnswer = (profile: Record<string, unknown> = PROFILE) => ({ data: { myCompanyProfile: profile } });
