import { describe, expect, it } from '@jest/globals';
import { EVIDENCE_LEVEL_DESCRIPTIONS, EVIDENCE_LEVEL_LABELS } from '@hiring/contracts';
import { candidateCard, type SearchEvidenceView, type SearchInterviewView } from '../../src/domain/search/candidate-card.js';
import { interviewProcesses, positionOf } from '../../src/domain/search/candidate-processes.js';
import { interviewSnapshotRecord, profileRecord } from '../../src/domain/search/records.js';
import { SearchIndex } from '../support/in-memory-search-index.js';
import { aProfile, aWorkExperience, anInterview } from '@hiring/test-kit/events';

/** The level fields as the card words them (issue 27). */
const NAMED = { level: 'sender_named', levelLabel: EVIDENCE_LEVEL_LABELS.sender_named, levelDescription: EVIDENCE_LEVEL_DESCRIPTIONS.sender_named } as const;
const VERIFIED = {
  level: 'employer_verified',
  levelLabel: EVIDENCE_LEVEL_LABELS.employer_verified,
  levelDescription: EVIDENCE_LEVEL_DESCRIPTIONS.employer_verified,
} as const;

const interview = (id: string, extra: Partial<SearchInterviewView> = {}): SearchInterviewView => ({
  id,
  // no process id: grouped by company name
  processId: '',
  companyName: 'Acme',
  companyDomain: null,
  position: 'Backend Engineer',
  aiExtractedPosition: 'Backend Engineer',
  positionEditedByCandidate: false,
  jobFamily: null,
  jobTitle: null,
  stage: 'phone_screen',
  stageLabel: '',
  date: '2026-03-12T00:00:00.000Z',
  sourceType: 'email_upload',
  sourceGroup: 'email_group_auto',
  sourceLabel: 'Email Analysis',
  aiSummary: null,
  notes: null,
  evidence: null,
  ...extra,
});

describe('interview processes of a search candidate (the Interview History column, the detail cards, the summary)', () => {
  it('groups by process, newest first, with the furthest stage and the latest date; undated last', () => {
    const processes = interviewProcesses([
      interview('1', { processId: 'p-acme', stage: 'phone_screen', date: '2026-01-10T00:00:00Z', companyDomain: 'acme.com' }),
      interview('2', { processId: 'p-acme', stage: 'onsite', date: '2026-02-01T00:00:00Z', aiSummary: 'Onsite went well', notes: 'Met the team' }),
      interview('3', {
        processId: 'p-globex',
        companyName: 'Globex',
        stage: 'offer',
        date: '2026-03-01T00:00:00Z',
        positionEditedByCandidate: true,
        aiExtractedPosition: 'Engineer',
        sourceType: 'manual',
        sourceLabel: 'Manual Entry',
      }),
      interview('4', { processId: 'p-initech', companyName: 'Initech', stage: 'application', date: null, position: 'Unknown' }),
    ]);
    expect(processes.map((p) => p.companyName)).toEqual(['Globex', 'Acme', 'Initech']);
    expect(processes[1]).toMatchObject({
      key: 'p-acme',
      stage: 'onsite',
      stageLabel: 'Onsite',
      date: '2026-02-01T00:00:00Z',
      aiSummary: 'Onsite went well',
      notes: 'Met the team',
      companyDomain: 'acme.com',
      companyWebsite: 'https://acme.com',
      sourceLabel: 'Email Analysis',
      interviewCount: 2,
    });
    expect(processes[1]!.interviews.map((i) => i.id)).toEqual(['2', '1']);
    expect(processes[0]).toMatchObject({ stageLabel: 'Offer', positionEditedByCandidate: true, sourceLabel: 'Manual Entry', companyWebsite: null });
    expect(processes[2]).toMatchObject({ date: null, position: 'Unknown Position' });
  });

  it('lists the distinct evidence newest first with how many interviews carry each; none when no interview has any', () => {
    const signed: SearchEvidenceView = {
      kind: 'hiring_system',
      signingDomain: 'us.greenhouse-mail.io',
      system: 'Greenhouse',
      employer: 'Acme',
      label: 'Signed by Greenhouse for Acme',
      ...NAMED,
    };
    const own: SearchEvidenceView = {
      kind: 'employer_domain',
      signingDomain: 'acme.com',
      system: null,
      employer: 'Acme',
      label: 'Signed by acme.com',
      ...NAMED,
    };
    const [acme, other] = interviewProcesses([
      interview('1', { processId: 'p-acme', date: '2026-01-10T00:00:00Z', evidence: signed }),
      interview('2', { processId: 'p-acme', date: '2026-02-01T00:00:00Z', evidence: own }),
      interview('3', { processId: 'p-acme', date: '2026-01-20T00:00:00Z', evidence: signed }),
      interview('4', { processId: 'p-acme', date: '2026-01-05T00:00:00Z', evidence: null }),
      interview('5', { processId: 'p-other', companyName: 'Other', date: '2025-01-01T00:00:00Z' }),
    ]);
    expect(acme!.evidence.map((e) => [e.label, e.count])).toEqual([
      ['Signed by acme.com', 1],
      ['Signed by Greenhouse for Acme', 2],
    ]);
    expect(acme!.interviewCount).toBe(4);
    expect(other!.evidence).toEqual([]);
  });

  it('issue 27: the same label at two levels stays two entries, employer verified first', () => {
    const base = {
      kind: 'hiring_system',
      signingDomain: 'us.greenhouse-mail.io',
      system: 'Greenhouse',
      employer: 'Acme',
      label: 'Signed by Greenhouse for Acme',
    } as const;
    const [acme] = interviewProcesses([
      interview('1', { processId: 'p', date: '2026-03-01T00:00:00Z', evidence: { ...base, ...NAMED } }),
      interview('2', { processId: 'p', date: '2026-01-01T00:00:00Z', evidence: { ...base, ...VERIFIED } }),
      interview('3', { processId: 'p', date: '2026-02-01T00:00:00Z', evidence: { ...base, ...VERIFIED } }),
    ]);
    expect(acme!.evidence.map((e) => [e.level, e.levelLabel, e.count])).toEqual([
      ['employer_verified', 'Employer verified', 2],
      ['sender_named', 'Employer as named by the sender', 1],
    ]);
  });

  it('without a process id, interviews group by company name', () => {
    expect(interviewProcesses([interview('1'), interview('2', { companyName: ' acme ' }), interview('3', { companyName: 'Other' })])).toHaveLength(2);
    expect(positionOf({ position: 'Unknown', jobTitle: null })).toBe('Unknown Position');
    expect(positionOf({ position: ' ', jobTitle: 'SRE' })).toBe('SRE');
  });

  it("shows a candidate's chosen position as the chosen title, also one saved with the title-cased key (issue 32)", () => {
    const saved = { position: 'Account Executive (Sales Business Dev)', jobTitle: 'Account Executive', jobFamily: 'sales-business-dev' };
    expect(positionOf({ ...saved, positionEditedByCandidate: true })).toBe('Account Executive');
    // the extractor's position stays as the email wrote it
    expect(positionOf({ ...saved, position: 'Senior AE, Mid-Market', positionEditedByCandidate: false })).toBe('Senior AE, Mid-Market');
    const [process] = interviewProcesses([interview('1', { ...saved, positionEditedByCandidate: true })]);
    expect(process!.position).toBe('Account Executive');
  });
});

describe('a search card words what the screens show', () => {
  const cardOf = (overrides: Parameters<typeof aProfile>[0], interviews: Parameters<typeof anInterview>[1][] = []) => {
    const index = new SearchIndex();
    const profile = aProfile(overrides);
    index.applyProfile(profileRecord(profile));
    for (const extra of interviews) index.applyInterview(interviewSnapshotRecord(anInterview(profile.candidateId, extra)));
    return candidateCard(index.entry(profile.candidateId)!, false);
  };

  it('latest position: the current job, else the most recent start, else the job title; work history current first, then newest start', () => {
    const jobs = [
      aWorkExperience({ jobTitle: 'Old', startYear: 2015 }),
      aWorkExperience({ jobTitle: 'Newest', startYear: 2022 }),
      aWorkExperience({ jobTitle: 'Mid', startYear: 2019 }),
    ];
    expect(cardOf({ currentPosition: null, workExperiences: jobs }).currentPosition).toBe('Newest');
    const withCurrent = cardOf({
      currentPosition: null,
      workExperiences: [...jobs, aWorkExperience({ jobTitle: 'Current', startYear: 2010, isCurrent: true })],
    });
    expect(withCurrent.currentPosition).toBe('Current');
    expect(withCurrent.workExperiences.map((w) => w.jobTitle)).toEqual(['Current', 'Newest', 'Mid', 'Old']);
    expect(cardOf({ currentPosition: '  Staff Engineer ', workExperiences: jobs }).currentPosition).toBe('Staff Engineer');
    expect(cardOf({ currentPosition: null, workExperiences: [], jobTitle: ' SRE ' }).currentPosition).toBe('SRE');
  });

  it("interviews read from an email are the spec's email_group_auto, 'Email Analysis'; the processes carry the company link", () => {
    const card = cardOf({}, [{ sourceType: 'email_upload', companyDomain: 'globex.com' }]);
    expect(card.interviews[0]).toMatchObject({ sourceType: 'email_upload', sourceGroup: 'email_group_auto', sourceLabel: 'Email Analysis' });
    expect(card.processes).toHaveLength(1);
    expect(card.processes[0]).toMatchObject({ companyName: 'Globex', companyWebsite: 'https://globex.com', sourceLabel: 'Email Analysis', interviewCount: 1 });
  });
});
