/**
 * Stand-ins for the company and admin pages' tests (search, dashboard, profile, tokens): GraphQL
 * answers by operation name, in the shapes of the schema (with the __typename the cache needs).
 */
import type { Page } from 'playwright-core';
import { interviewSourceLabel } from '@hiring/contracts/vocabulary';
import { interviewProcesses, type SearchInterviewView } from '@hiring/company/search-processes';
import { COMPANY_USER, type Session } from './browser.js';
import { mockGraphql, type GraphqlAnswer, type GraphqlCall } from './candidate.fixtures.js';

export const COMPANY: Session = { token: 'company-token', user: COMPANY_USER };

export type GraphqlHandler = GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer);

/** The shared GraphQL stand-in (answers by operation name; its log carries each call's Authorization header). */
export { mockGraphql, type GraphqlCall };

/** CandidateDetails answered per candidate id (each id counts its own calls). */
export function detailsByCandidate(handlers: Record<string, GraphqlHandler>): GraphqlHandler {
  const counts = new Map<string, number>();
  return (call) => {
    const id = String(call.variables['candidateId']);
    const nth = (counts.get(id) ?? 0) + 1;
    counts.set(id, nth);
    const handler = handlers[id];
    if (handler === undefined) return graphqlError('Candidate not found', 'NOT_FOUND');
    return typeof handler === 'function' ? handler(call, nth) : handler;
  };
}

export const operationCalls = <T extends GraphqlCall>(calls: T[], operationName: string): T[] => calls.filter((call) => call.operationName === operationName);

// ---------------------------------------------------------------------------
// payloads

export interface InterviewFixture {
  __typename: 'SearchInterview';
  id: string;
  processId: string;
  companyName: string;
  companyDomain: string | null;
  position: string | null;
  aiExtractedPosition: string | null;
  positionEditedByCandidate: boolean;
  jobFamily: string | null;
  jobTitle: string | null;
  stage: string;
  stageLabel: string;
  date: string | null;
  sourceType: string;
  aiSummary: string | null;
  notes: string | null;
  evidence: Record<string, unknown> | null;
}

export function interviewEntry(id: string, company: string, extra: Partial<InterviewFixture> = {}): InterviewFixture {
  return {
    __typename: 'SearchInterview',
    id,
    processId: `p-${company.toLowerCase().replace(/\W+/g, '-')}`,
    companyName: company,
    companyDomain: null,
    position: 'Senior Software Engineer',
    aiExtractedPosition: 'Senior Software Engineer',
    positionEditedByCandidate: false,
    jobFamily: 'software-engineering',
    jobTitle: 'Senior Software Engineer',
    stage: 'onsite',
    stageLabel: 'Onsite',
    date: '2026-02-10T00:00:00.000Z',
    sourceType: 'email_group_auto',
    aiSummary: null,
    notes: null,
    evidence: null,
    ...extra,
  };
}

const LONG_SUMMARY =
  'The candidate completed a four-hour onsite loop with system design, coding and behavioural rounds, and the panel asked to move forward to the final conversation with the VP of Engineering next week.';

const job = (jobTitle: string, startMonth: number, startYear: number, endMonth: number | null, endYear: number | null, isCurrent = false) => ({
  __typename: 'SearchWorkExperience',
  company: null as string | null,
  jobTitle,
  startMonth,
  startYear,
  endMonth,
  endYear,
  isCurrent,
});

export const candidateStats = (totalInterviews: number, totalCompanies: number, offersReceived: number) => ({
  __typename: 'CandidateInterviewStats',
  totalInterviews,
  totalCompanies,
  offersReceived,
});

/** A locked candidate: every personal field null, as the server sends it. */
export function lockedCandidate(id: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'SearchCandidate',
    id,
    isUnlocked: false,
    employerVerifiedInterviews: 0,
    name: null,
    firstName: null,
    lastName: null,
    email: null,
    linkedinUrl: null,
    preferredLocation: null,
    currentCompany: null,
    expectedBaseSalary: null,
    dreamScenarioBaseSalary: null,
    yearsExperience: 6.5,
    workModel: 'remote',
    isStrictlyRemote: false,
    currentPosition: 'Staff Backend Engineer',
    jobFamily: 'software-engineering',
    jobTitle: 'Staff Backend Engineer',
    skills: ['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes', 'React', 'GraphQL'],
    top5Skills: ['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes'],
    education: { __typename: 'SearchEducation', institution: null, degreeLevel: 'Bachelor', fieldOfStudy: 'Computer Science' },
    workExperiences: [
      job('Staff Backend Engineer', 3, 2022, null, null, true),
      job('Senior Engineer', 1, 2019, 2, 2022),
      job('Software Engineer', 6, 2016, 12, 2018),
      job('Junior Developer', 9, 2014, 5, 2016),
      job('Intern', 6, 2013, 8, 2013),
    ],
    interviews: [
      interviewEntry(`${id}-i1`, 'Stripe', {
        companyDomain: 'stripe.com',
        stage: 'offer',
        stageLabel: 'Offer',
        date: '2026-03-02T00:00:00.000Z',
        aiSummary: LONG_SUMMARY,
      }),
      interviewEntry(`${id}-i2`, 'Stripe', { companyDomain: 'stripe.com', stage: 'onsite', stageLabel: 'Onsite', date: '2026-02-12T00:00:00.000Z' }),
      interviewEntry(`${id}-i3`, 'Globex', {
        stage: 'technical_screen',
        stageLabel: 'Technical Screen',
        date: '2026-01-20T00:00:00.000Z',
        // as the server writes an edited position: the chosen title (its family is its own field)
        position: 'Platform Engineer',
        jobFamily: 'infrastructure-cloud',
        jobTitle: 'Platform Engineer',
        aiExtractedPosition: 'Backend Developer',
        positionEditedByCandidate: true,
      }),
      interviewEntry(`${id}-i4`, 'Initech', { stage: 'phone_screen', stageLabel: 'Phone Screen', date: '2025-12-01T00:00:00.000Z' }),
      interviewEntry(`${id}-i5`, 'Hooli', { stage: 'final', stageLabel: 'Final Round', date: '2025-11-15T00:00:00.000Z' }),
      interviewEntry(`${id}-i6`, 'Umbrella', { stage: 'rejected', stageLabel: 'Rejected', date: '2025-10-02T00:00:00.000Z' }),
      interviewEntry(`${id}-i7`, 'Wayne Enterprises', { stage: 'application', stageLabel: 'Application', date: null }),
    ],
    stats: candidateStats(7, 6, 1),
    ...extra,
  };
}

export const REVEALED = {
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.test',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  preferredLocation: 'London, UK',
  currentCompany: 'Analytical Engines',
  expectedBaseSalary: 180000,
  dreamScenarioBaseSalary: 150000,
};

/** The same candidate unlocked: the personal fields and the employers of the work history. */
export function unlockedCandidate(id: string, extra: Record<string, unknown> = {}) {
  const base = lockedCandidate(id);
  return {
    ...base,
    ...REVEALED,
    isUnlocked: true,
    workExperiences: base.workExperiences.map((entry, index) => ({
      ...entry,
      company: ['Analytical Engines', 'Difference Ltd', 'Babbage & Co', 'Jacquard Looms', 'Royal Society'][index],
    })),
    ...extra,
  };
}

export function plainCandidate(id: string, extra: Record<string, unknown> = {}) {
  return lockedCandidate(id, {
    yearsExperience: 2,
    currentPosition: 'Data Analyst',
    skills: [],
    top5Skills: [],
    workExperiences: [],
    interviews: [
      interviewEntry(`${id}-i1`, 'Acme Corp', { stage: 'hr_screen', stageLabel: 'HR Screen', date: '2026-01-05T00:00:00.000Z', position: 'Data Analyst' }),
    ],
    stats: candidateStats(1, 1, 0),
    ...extra,
  });
}

/** The SearchCandidates answer: one page of 20. */
/**
 * What the company subgraph adds to a candidate: its interviews grouped into processes, by the
 * subgraph's own rule (the stand-in answers as the server would; the browser no longer groups).
 */
function withProcesses<T>(candidate: T): T {
  const interviews = (candidate as { interviews?: InterviewFixture[] }).interviews ?? [];
  const views = interviews.map((interview) => ({
    ...interview,
    sourceGroup: interview.sourceType.startsWith('email') ? 'email_group_auto' : interview.sourceType,
    sourceLabel: interviewSourceLabel(interview.sourceType),
    evidence: interview.evidence as SearchInterviewView['evidence'],
  }));
  const processes = interviewProcesses(views).map(({ interviews: _interviews, companyDomain: _domain, sourceType: _source, ...process }) => ({
    __typename: 'SearchInterviewProcess',
    ...process,
    evidence: process.evidence.map((evidence) => ({ __typename: 'SearchProcessEvidence', ...evidence })),
  }));
  return { ...candidate, processes };
}

export function searchAnswer(candidates: unknown[], pagination: { page?: number; total?: number; pages?: number } = {}) {
  const total = pagination.total ?? candidates.length;
  const page = {
    __typename: 'SearchPagination',
    page: pagination.page ?? 1,
    perPage: 20,
    total,
    pages: pagination.pages ?? Math.max(1, Math.ceil(total / 20)),
  };
  return { data: { searchCandidates: { __typename: 'CandidateSearchPage', candidates: candidates.map(withProcesses), pagination: page } } };
}

export function detailsAnswer(candidate: { interviews: unknown[]; stats: unknown }) {
  return {
    data: {
      candidateDetails: { __typename: 'CandidateDetails', candidate: withProcesses(candidate), interviews: candidate.interviews, stats: candidate.stats },
    },
  };
}

/** The UnlockCandidate answer: the unlocked candidate and the balance after it. */
export function unlockAnswer(candidate: unknown, tokens: number, alreadyUnlocked = false) {
  const message = alreadyUnlocked ? 'Candidate already unlocked' : 'Candidate unlocked successfully!';
  return { data: { unlockCandidate: { __typename: 'UnlockResult', candidate: withProcesses(candidate), tokens, alreadyUnlocked, message } } };
}

export const unlockedAnswer = (...ids: string[]) => ({
  data: { unlockedCandidates: ids.map((id) => ({ __typename: 'UnlockedCandidate', id, unlockedAt: '2026-11-02T10:00:00.000Z', deleted: false })) },
});

export const STAGE_LABELS = ['Application', 'Phone Screen', 'Technical Screen', 'Onsite', 'Final Round', 'Offer'];
export const STAGES = { data: { interviewStages: STAGE_LABELS } };

/** What the search page reads besides the balance and the subscription. */
export const SEARCH_PAGE_GRAPHQL: Record<string, GraphqlHandler> = { UnlockedCandidates: unlockedAnswer(), InterviewStages: STAGES };

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

/** Whether the company proved its identity (issue 27): the dashboard, search and details ask first. */
export const identityAnswer = (identityProven: boolean, id = 'u-company-1') => ({
  data: { myCompanyProfile: { __typename: 'CompanyProfile', id, identityProven } },
});

/**
 * What every company page reads besides its own data: the balance (120 tokens), no subscription,
 * and a proven identity (issue 27).
 */
export const COMPANY_GRAPHQL: Record<string, GraphqlHandler> = {
  CompanyTokens: tokensAnswer(120),
  CompanySubscription: subscriptionAnswer(NO_SUBSCRIPTION),
  CompanyIdentity: identityAnswer(true),
};

/** A dev-mode checkout: the tokens it granted at once and the subscription after it. */
export function checkoutAnswer(message: string, tokensGranted: number, subscription: Record<string, unknown> = NO_SUBSCRIPTION) {
  return {
    data: {
      createCheckoutSession: {
        __typename: 'CheckoutResult',
        devMode: true,
        checkoutUrl: null,
        sessionId: null,
        message,
        tokensGranted,
        grant: null,
        subscription,
      },
    },
  };
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
    topStages: [
      stage('onsite', 'Onsite', 42),
      stage('technical_screen', 'Technical Screen', 30),
      stage('offer', 'Offer', 12),
      stage('phone_screen', 'Phone Screen', 9),
    ],
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
  // issue 27: proven by the registration address at its own domain
  identityProven: true,
  provenDomains: ['acme-robotics.example'],
  websiteProven: true,
  workAddresses: [
    {
      __typename: 'CompanyWorkAddress',
      email: 'hiring@acme-robotics.example',
      domain: 'acme-robotics.example',
      verifiedAt: '2026-01-05T09:00:00.000Z',
      source: 'registration',
    },
  ],
  nameHistory: [{ __typename: 'CompanyNameChange', name: 'Acme Robotics', changedAt: '2026-01-05T09:00:00.000Z' }],
};

/** The evidence levels as the server words them (issue 27). */
export const EMPLOYER_VERIFIED = {
  level: 'employer_verified',
  levelLabel: 'Employer verified',
  levelDescription: 'Signed by a domain or hiring-system account proven to belong to this employer.',
};
export const SENDER_NAMED = {
  level: 'sender_named',
  levelLabel: 'Employer as named by the sender',
  levelDescription: 'Signed by the sender shown, which names this employer; we could not confirm the sender belongs to the employer.',
};

export const profileAnswer = (profile: Record<string, unknown> = PROFILE) => ({ data: { myCompanyProfile: profile } });

/**
 * Answers the question asked before tokens or money are spent (issue 16): the confirm button of
 * the alert dialog ('Unlock for 10 tokens', 'Confirm purchase', ...).
 */
export async function confirmSpend(page: Page, confirm: RegExp = /^(Unlock for|Confirm)/): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
}
