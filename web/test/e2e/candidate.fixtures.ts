/**
 * Stand-ins for the candidate pages' tests: a GraphQL stand-in that records calls, and the
 * profile, email and dashboard answers of the candidate's operations.
 */
import type { Page } from 'playwright-core';

export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
  /** The request's Authorization header. */
  authorization?: string;
}

export type GraphqlAnswer =
  { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[]; until?: Promise<void>; status?: number } | 'hang';

/** Answers POST /graphql by operation name (anything else: `{ data: null }`); returns the call log. */
export async function mockGraphql(
  page: Page,
  handlers: Record<string, GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer)>,
): Promise<GraphqlCall[]> {
  const calls: GraphqlCall[] = [];
  const counts = new Map<string, number>();
  await page.route('**/graphql', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { operationName?: string; variables?: Record<string, unknown> };
    const call: GraphqlCall = {
      operationName: body.operationName ?? '',
      variables: body.variables ?? {},
      authorization: route.request().headers()['authorization'],
    };
    calls.push(call);
    const nth = (counts.get(call.operationName) ?? 0) + 1;
    counts.set(call.operationName, nth);
    const handler = handlers[call.operationName];
    const answer = handler === undefined ? { data: null } : typeof handler === 'function' ? handler(call, nth) : handler;
    if (answer === 'hang') return;
    if (answer.until) await answer.until;
    try {
      await route.fulfill({
        status: answer.status ?? 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: answer.data ?? null, errors: answer.errors }),
      });
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

/** The CandidateProfileFields of the profile page, as the candidate subgraph answers them. */
export function profileFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CandidateProfile',
    id: 'u-candidate-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    linkedinUrl: 'https://www.linkedin.com/in/ada',
    preferredLocation: 'London, UK',
    workModel: 'remote',
    expectedBaseSalary: 150000,
    dreamScenarioBaseSalary: 200000,
    isStrictlyRemote: true,
    education: { __typename: 'CandidateEducation', institution: 'University of London', degreeLevel: 'Bachelor', fieldOfStudy: 'Mathematics' },
    skills: ['TypeScript', 'Kafka', 'Distributed systems'],
    workExperiences: WORK_HISTORY.map((w) => ({ __typename: 'WorkExperience', ...w })),
    ...overrides,
  };
}

/** The CandidateProfile query's answer: the account and its profile (null while it is being built). */
export function profileAnswer(profile: Record<string, unknown> | null = profileFixture()) {
  return {
    data: {
      me: { __typename: 'User', id: 'u-candidate-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      myCandidateProfile: profile,
    },
  };
}

/** The UpdateCandidateProfile answer: the saved profile is the stand-in's with the input applied. */
export function profileUpdateAnswer(input: Record<string, unknown>, message: string) {
  const { institution, degreeLevel, fieldOfStudy, workExperiences, ...rest } = input;
  const base = profileFixture();
  const education = {
    ...base.education,
    ...(institution !== undefined && { institution }),
    ...(degreeLevel !== undefined && { degreeLevel }),
    ...(fieldOfStudy !== undefined && { fieldOfStudy }),
  };
  const experiences = Array.isArray(workExperiences) ? workExperiences.map((w: object) => ({ __typename: 'WorkExperience', ...w })) : base.workExperiences;
  return {
    data: {
      updateCandidateProfile: {
        __typename: 'CandidateProfileUpdate',
        success: true,
        message,
        profile: { ...base, ...rest, education, workExperiences: experiences },
      },
    },
  };
}

const verifiedEmail = (id: string, email: string, primary: boolean, verified: boolean) => ({
  __typename: 'VerifiedEmail',
  id,
  email,
  isPrimary: primary,
  verified,
  verifiedAt: verified ? (primary ? '2026-01-05T10:00:00.000Z' : '2026-02-01T10:00:00.000Z') : null,
  canRemove: !primary,
});

/** One address as the email mutations answer it. */
export const emailFixture = (e: { id: string; email: string; verified: boolean }) => verifiedEmail(e.id, e.email, false, e.verified);

/** The VerifiedEmails query's answer: the primary address, then `extra`. */
export function emailsFixture(extra: { id: string; email: string; verified: boolean }[] = []) {
  return {
    data: {
      myVerifiedEmails: {
        __typename: 'VerifiedEmailList',
        maxEmails: 3,
        emails: [verifiedEmail('primary', 'ada@example.com', true, true), ...extra.map(emailFixture)],
      },
    },
  };
}

const ranking = (count: number, percentile: number, label: string, platformAverage: number) => ({
  __typename: 'Ranking',
  count,
  percentile,
  label,
  platformAverage,
});

export interface DashboardOptions {
  totalInterviews?: number;
  workExperiences?: number;
  referrals?: { name: string; signedUp: boolean }[];
  rankings?: boolean;
  companyInterest?: boolean;
  /** Offers Received's count (1 unless there are no interviews). */
  offers?: number;
  /** Who unlocked the candidate (issue 32), newest first. */
  unlockedBy?: { companyName: string | null; companyDomain: string | null; unlockedAt: string }[];
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
      workExperiences: WORK_HISTORY.slice(0, options.workExperiences ?? 2).map((w) => ({
        __typename: 'WorkExperience',
        company: w.company,
        jobTitle: w.jobTitle,
      })),
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
    companyInterest: (options.unlockedBy ?? []).map((entry) => ({ __typename: 'CompanyInterest', ...entry })),
    rankingStats:
      options.rankings === false
        ? null
        : {
            __typename: 'RankingStats',
            totalCandidates: 40,
            totalInterviews: ranking(totalInterviews, 92, 'Top 10%', 1.75),
            offersReceived: ranking(options.offers ?? (totalInterviews === 0 ? 0 : 1), 78, 'Top 25%', 0.3),
            onsitesReceived: ranking(totalInterviews === 0 ? 0 : 1, 40, '40th percentile', 1),
            companies: ranking(totalInterviews === 0 ? 0 : 2, 60, 'Top 50%', 1.2),
            profileUnlocks: options.companyInterest ? ranking(4, 55, 'Top 50%', 0.5) : null,
          },
  };
}
