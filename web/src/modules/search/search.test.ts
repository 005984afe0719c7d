import { describe, expect, test } from '@jest/globals';
import { formatRenewal, paymentNotice, planName, statusLabel, type Subscription } from '../billing/billing';
import {
  candidateHandle,
  candidateHeadline,
  candidateName,
  skillChips,
  evidenceShare,
  experienceDates,
  interviewDate,
  isEmployerVerified,
  salaryRange,
  summaryPreview,
  titleAtCompany,
  topSkills,
  verifiedInterviewsText,
  workModelLabel,
  yearsLong,
  yearsShort,
} from './format';
import { mergeSearchCandidate } from '../../app/type-policies/company';
import { clampPage, emptyHint, isInsufficientTokens, isUnlocked, pageItems, searchInput } from './state';
import type { SearchCandidate, WorkExperience } from './types';

const job = (extra: Partial<WorkExperience>): WorkExperience => ({
  company: null,
  jobTitle: 'Engineer',
  startMonth: 1,
  startYear: 2020,
  endMonth: null,
  endYear: null,
  isCurrent: false,
  ...extra,
});

const candidate = (id: string): SearchCandidate => ({
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
  currentPosition: null,
  expectedBaseSalary: null,
  dreamScenarioBaseSalary: null,
  yearsExperience: null,
  workModel: null,
  isStrictlyRemote: false,
  jobFamily: null,
  jobTitle: null,
  skills: [],
  top5Skills: [],
  education: { institution: null, degreeLevel: null, fieldOfStudy: null },
  workExperiences: [],
  processes: [],
  stats: { totalInterviews: 0, totalCompanies: 0, offersReceived: 0 },
});

describe('candidate wording (docs/product/screens.md#candidate-search, docs/product/screens.md#candidate-detail, docs/product/screens.md#interview-process-summary, docs/product/data.md#data-and-entities)', () => {
  test("a candidate without a name is 'Anonymous Candidate'", () => {
    expect(candidateName({ name: null, firstName: null, lastName: null })).toBe('Anonymous Candidate');
    expect(candidateName({ name: '  ', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(candidateName({ name: 'Grace Hopper', firstName: null, lastName: null })).toBe('Grace Hopper');
  });

  test("years of experience: 'Ny exp' in the table, 'N years' elsewhere", () => {
    expect(yearsShort(5)).toBe('5y exp');
    expect(yearsShort(2.5)).toBe('2.5y exp');
    expect(yearsShort(null)).toBeNull();
    expect(yearsLong(1)).toBe('1 year');
    expect(yearsLong(4.5)).toBe('4.5 years');
    expect(yearsLong(undefined)).toBeNull();
  });

  test('salary display: both and different lower first, one value alone, none nothing', () => {
    expect(salaryRange(200000, 150000)).toBe('$150,000 - $200,000');
    expect(salaryRange(150000, 150000)).toBe('$150,000');
    expect(salaryRange(null, 120000)).toBe('$120,000');
    expect(salaryRange(null, null)).toBeNull();
  });

  test("work experience dates: 'Mon YYYY - Mon YYYY' or Present", () => {
    expect(experienceDates(job({ startMonth: 1, startYear: 2020, endMonth: 3, endYear: 2022 }))).toBe('Jan 2020 - Mar 2022');
    expect(experienceDates(job({ startMonth: 9, startYear: 2021, isCurrent: true }))).toBe('Sep 2021 - Present');
  });

  test("unlocked rows read 'title at current company'", () => {
    expect(titleAtCompany({ ...candidate('c1'), currentPosition: 'Staff Engineer', currentCompany: 'Globex' })).toBe('Staff Engineer at Globex');
    expect(titleAtCompany({ ...candidate('c1'), currentPosition: null, currentCompany: 'Globex' })).toBe('Globex');
    expect(titleAtCompany({ ...candidate('c1'), currentPosition: 'Staff Engineer', currentCompany: null })).toBe('Staff Engineer');
  });

  test('top 5 skills: the chosen top skills, else the first skills', () => {
    expect(topSkills({ top5Skills: ['a', 'b'], skills: ['x'] })).toEqual(['a', 'b']);
    expect(topSkills({ top5Skills: [], skills: ['1', '2', '3', '4', '5', '6'] })).toEqual(['1', '2', '3', '4', '5']);
  });

  test("dates as calendar dates in UTC, 'N/A' when missing", () => {
    expect(interviewDate('2026-11-12T00:00:00.000Z')).toBe('Nov 12, 2026');
    expect(interviewDate(null)).toBe('N/A');
    expect(interviewDate('not a date')).toBe('N/A');
  });

  test('the AI summary preview is cut to 120 characters plus ...', () => {
    const long = 'x'.repeat(130);
    expect(summaryPreview(long)).toBe(`${'x'.repeat(120)}...`);
    expect(summaryPreview('short')).toBe('short');
    expect(summaryPreview('  ')).toBeNull();
  });

  test('work model labels', () => {
    expect(workModelLabel('in-person')).toBe('In-person');
    expect(workModelLabel('remote', true)).toBe('Remote (strictly remote)');
  });
});

// The processes themselves (grouping, stage, source, evidence) are the company subgraph's:
// services/company/test/unit/candidate-processes.test.ts.
describe('process wording (the Interview History column)', () => {
  test("the share of a process's interviews that carry an evidence label", () => {
    expect(evidenceShare({ count: 2 }, 4)).toBe('2 of 4 interviews');
    expect(evidenceShare({ count: 1 }, 1)).toBeNull();
  });

  test("issue 27: only the server's employer_verified level is verified", () => {
    expect(isEmployerVerified('employer_verified')).toBe(true);
    // anything else the server sends is not verified (no level is worked out here)
    expect(isEmployerVerified('sender_named')).toBe(false);
    expect(isEmployerVerified('Employer verified')).toBe(false);
    expect(isEmployerVerified(null)).toBe(false);
  });

  test("issue 27: the row's count of employer-verified interviews", () => {
    expect(verifiedInterviewsText(0)).toBeNull();
    expect(verifiedInterviewsText(null)).toBeNull();
    expect(verifiedInterviewsText(1)).toBe('1 employer-verified interview');
    expect(verifiedInterviewsText(3)).toBe('3 employer-verified interviews');
  });
});

describe('search state rules (docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation)', () => {
  const locked = candidate('a');
  const open = { ...candidate('b'), isUnlocked: true };
  const known = candidate('c');

  test('isUnlocked: the server says so, or the company unlocked the candidate here', () => {
    const ids = new Set(['c']);
    expect([locked, open, known].map((c) => isUnlocked(c, ids))).toEqual([false, true, true]);
  });

  test('issue 32: Unlock Status is sent to the server as unlockStatus (nothing for All Candidates)', () => {
    const base = { page: 1, companyName: '', stage: '', skills: '', employerVerifiedOnly: false };
    expect(searchInput({ ...base, unlock: 'unlocked' })).toEqual({ page: 1, perPage: 20, unlockStatus: 'UNLOCKED' });
    expect(searchInput({ ...base, unlock: 'locked' })).toEqual({ page: 1, perPage: 20, unlockStatus: 'LOCKED' });
    expect(searchInput({ ...base, unlock: 'all' })).not.toHaveProperty('unlockStatus');
  });

  test('the empty state hints', () => {
    expect(emptyHint('unlocked')).toBe("You haven't unlocked any candidates matching these filters yet.");
    expect(emptyHint('locked')).toBe('All matching candidates have already been unlocked.');
    expect(emptyHint('all')).toMatch(/adjusting your filters, or clear them/);
  });

  test('only non-blank filters are sent, trimmed, with perPage 20', () => {
    expect(searchInput({ page: 2, companyName: '  ', stage: 'Onsite', skills: ' React ', employerVerifiedOnly: false, unlock: 'all' })).toEqual({
      page: 2,
      perPage: 20,
      interviewStage: 'Onsite',
      skills: 'React',
    });
    expect(searchInput({ page: 1, companyName: 'Acme', stage: '', skills: '', employerVerifiedOnly: false, unlock: 'all' }, 100)).toEqual({
      page: 1,
      perPage: 100,
      companyName: 'Acme',
    });
  });

  test('issue 27: "Employer verified only" is sent as employerVerifiedOnly: true, and not at all when off', () => {
    expect(searchInput({ page: 1, companyName: '', stage: '', skills: '', employerVerifiedOnly: true, unlock: 'all' })).toEqual({
      page: 1,
      perPage: 20,
      employerVerifiedOnly: true,
    });
    expect(searchInput({ page: 1, companyName: '', stage: '', skills: '', employerVerifiedOnly: false, unlock: 'all' })).not.toHaveProperty(
      'employerVerifiedOnly',
    );
  });

  test('an unlock takes the revealed fields and keeps old values where the answer is empty', () => {
    const before = { ...candidate('a'), currentPosition: 'Engineer', yearsExperience: 4, top5Skills: ['Go'] };
    const revealed = { ...candidate('a'), isUnlocked: true, name: 'Ada Lovelace', email: 'ada@example.test', currentPosition: '', top5Skills: [] };
    expect(mergeSearchCandidate(before, revealed)).toMatchObject({
      isUnlocked: true,
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      currentPosition: 'Engineer',
      yearsExperience: 4,
      top5Skills: ['Go'],
    });
    // any other write (a new search) replaces the fields as usual
    expect(mergeSearchCandidate(revealed, { ...revealed, currentPosition: null })).toMatchObject({ currentPosition: null });
  });

  test('an unlock refused for the balance', () => {
    expect(isInsufficientTokens('Insufficient tokens: unlocking a candidate costs 10 tokens and your balance is 5.')).toBe(true);
    expect(isInsufficientTokens('Candidate not found')).toBe(false);
  });

  test('numbered pages with gaps; Previous and Next capped', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 17, 18, 19, 20]);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
  });
});

describe('subscription wording', () => {
  test('plan name (from the shared plans when the answer has none) and status; renewal in the locale date format', () => {
    const subscription: Subscription = {
      hasSubscription: true,
      status: 'active',
      plan: 'professional',
      planName: null,
      priceUsd: 400,
      tokensPerMonth: 500,
      nextRenewal: '2026-04-04T10:00:00.000Z',
    };
    expect(planName(subscription)).toBe('Professional');
    expect(statusLabel(subscription)).toBe('Active');
    expect(statusLabel({ ...subscription, status: 'past_due' })).toBe('Active');
    expect(paymentNotice(subscription)).toBeNull();
    expect(paymentNotice({ ...subscription, status: 'past_due' })).toMatch(/^Your last payment did not go through/);
    expect(formatRenewal(subscription.nextRenewal, 'en-US')).toBe('Apr 4, 2026');
    expect(formatRenewal(null)).toBeNull();
  });
});

describe('scannable rows (issue 32)', () => {
  type Process = SearchCandidate['processes'][number];
  const process = (stageLabel: string, position: string | null, level: string | null): Process =>
    ({
      key: `${stageLabel}-${position}`,
      companyName: 'Acme',
      companyWebsite: null,
      position,
      aiExtractedPosition: null,
      positionEditedByCandidate: false,
      stage: stageLabel.toLowerCase(),
      stageLabel,
      date: null,
      sourceLabel: 'Email Analysis',
      aiSummary: null,
      notes: null,
      interviewCount: 1,
      evidence: level
        ? [
            {
              kind: 'ats',
              signingDomain: 'greenhouse.io',
              system: 'Greenhouse',
              employer: 'Acme',
              label: '',
              level,
              levelLabel: level === 'employer_verified' ? 'Employer verified' : 'Employer as named by the sender',
              levelDescription: '',
              count: 1,
            },
          ]
        : [],
    }) as Process;

  test('a handle is short, stable, and differs between candidates', () => {
    expect(candidateHandle('cand-1')).toMatch(/^#[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(candidateHandle('cand-1')).toBe(candidateHandle('cand-1'));
    const handles = new Set(Array.from({ length: 200 }, (_, i) => candidateHandle(`cand-${i}`)));
    expect(handles.size).toBeGreaterThan(195);
  });

  test('the headline: the newest verified process, else the newest; nothing without interviews', () => {
    const newestUnverified = process('Final Round', 'Staff Engineer', 'sender_named');
    const verified = process('Onsite', 'Senior Engineer', 'employer_verified');
    expect(candidateHeadline({ processes: [newestUnverified, verified] })).toBe('Onsite · Senior Engineer · Employer verified');
    expect(candidateHeadline({ processes: [newestUnverified] })).toBe('Final Round · Staff Engineer · Employer as named by the sender');
    expect(candidateHeadline({ processes: [process('Offer', null, null)] })).toBe('Offer');
    expect(candidateHeadline({ processes: [] })).toBeNull();
  });

  test('skill chips: the top five, matched skills beyond them, marked, and how many more', () => {
    const c = {
      top5Skills: ['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes'],
      skills: ['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes', 'React', 'GraphQL'],
    };
    expect(skillChips(c, '')).toEqual({ chips: c.top5Skills.map((skill) => ({ skill, matched: false })), more: 2 });
    const filtered = skillChips(c, ' graph , kaf');
    expect(filtered.chips.filter((chip) => chip.matched).map((chip) => chip.skill)).toEqual(['Kafka', 'GraphQL']);
    expect(filtered.chips.map((chip) => chip.skill)).toEqual([...c.top5Skills, 'GraphQL']);
    expect(filtered.more).toBe(1);
  });
});
