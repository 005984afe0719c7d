import type { CandidateCard, SearchInterviewView } from './candidate-card.js';
import type { CompanyStats } from './search-index.js';

/**
 * The body of `GET /api/company/search-candidates` (the REST contract's snake_case), built here
 * from precomputed card fragments instead of by three layers of GraphQL execution and JSON
 * (subgraph, gateway, REST mapping): a page is a few string concatenations.
 *
 * The mapping is the REST facade's (`gateway/src/rest/company.routes.ts`, `candidateJson`), field
 * for field and in the same order; `gateway/test/company/search-json.test.ts` compares the two on
 * every kind of card. Every nullable field is written with `?? null` because GraphQL answers null
 * where JSON.stringify would drop an undefined key.
 *
 * Privacy: a fragment is derived from a card only, and `candidateCard` is where the personal
 * fields are left out before unlock; the fragment of a locked card therefore holds none.
 */

function interviewJson(i: SearchInterviewView) {
  const email = i.sourceType.startsWith('email');
  return {
    id: i.id,
    process_id: i.processId,
    company_name: i.companyName,
    company_domain: i.companyDomain ?? null,
    position: i.position ?? null,
    ai_extracted_position: i.aiExtractedPosition ?? null,
    position_edited_by_candidate: i.positionEditedByCandidate,
    job_family: i.jobFamily ?? null,
    job_title: i.jobTitle ?? null,
    stage: i.stage,
    stage_label: i.stageLabel,
    date: i.date ?? null,
    source_type: email ? 'email_group_auto' : i.sourceType,
    source_label: email ? 'Email Analysis' : 'Manual Entry',
    ai_summary: i.aiSummary ?? null,
    notes: i.notes ?? null,
    evidence: i.evidence
      ? { kind: i.evidence.kind, signing_domain: i.evidence.signingDomain, system: i.evidence.system ?? null, employer: i.evidence.employer, label: i.evidence.label }
      : null,
  };
}

function candidateJson(c: CandidateCard) {
  return {
    id: c.id,
    candidate_id: c.id,
    is_unlocked: c.isUnlocked,
    name: c.name ?? null,
    first_name: c.firstName ?? null,
    last_name: c.lastName ?? null,
    email: c.email ?? null,
    linkedin_url: c.linkedinUrl ?? null,
    preferred_location: c.preferredLocation ?? null,
    current_company: c.currentCompany ?? null,
    expected_base_salary: c.expectedBaseSalary ?? null,
    dream_scenario_base_salary: c.dreamScenarioBaseSalary ?? null,
    years_experience: c.yearsExperience ?? null,
    work_model: c.workModel ?? null,
    is_strictly_remote: c.isStrictlyRemote,
    current_position: c.currentPosition ?? null,
    job_family: c.jobFamily ?? null,
    job_title: c.jobTitle ?? null,
    skills: c.skills,
    top5_skills: c.top5Skills,
    education: { institution: c.education.institution ?? null, degree_level: c.education.degreeLevel ?? null, field_of_study: c.education.fieldOfStudy ?? null },
    // The work experience entity keeps its camelCase keys (company, jobTitle, startMonth, ...).
    work_experiences: c.workExperiences.map((w) => ({
      company: w.company ?? null,
      jobTitle: w.jobTitle,
      startMonth: w.startMonth ?? null,
      startYear: w.startYear ?? null,
      endMonth: w.endMonth ?? null,
      endYear: w.endYear ?? null,
      isCurrent: w.isCurrent,
    })),
    companies: c.interviews.map(interviewJson),
    stats: { total_interviews: c.stats.totalInterviews, total_companies: c.stats.totalCompanies, offers_received: c.stats.offersReceived },
  };
}

/**
 * Cards are immutable and built once per entry and lock state, so each card's JSON is built once
 * too and shared until an event replaces the entry (a new entry, a new card, a new fragment) or the
 * company unlocks the candidate (the unlocked card, with its own fragment).
 */
const fragments = new WeakMap<CandidateCard, string>();

export function cardJson(card: CandidateCard): string {
  let json = fragments.get(card);
  if (json === undefined) fragments.set(card, (json = JSON.stringify(candidateJson(card))));
  return json;
}

export interface SearchPageParts {
  candidates: readonly CandidateCard[];
  pagination: { page: number; perPage: number; total: number; pages: number };
  stats: CompanyStats;
}

/** The whole REST body, as JSON text. */
export function restSearchPageJson(page: SearchPageParts): string {
  const { pagination: p, stats: s } = page;
  const head = JSON.stringify({ success: true });
  const tail = JSON.stringify({
    pagination: { page: p.page, per_page: p.perPage, total: p.total, pages: p.pages },
    stats: {
      total_candidates: s.totalCandidates,
      unlocked_candidates: s.unlockedCandidates,
      unlocked_offers: s.unlockedOffers,
      unlocked_interviews: s.unlockedInterviews,
      top_stages: s.topStages.map((t) => ({ stage: t.stage, label: t.label, count: t.count })),
    },
  });
  // {"success":true,"candidates":[...],"pagination":...,"stats":...}, in one join: one flat string
  // (a template around a joined list is a second copy of a page of up to 750 KiB once flattened).
  const parts: string[] = [`${head.slice(0, -1)},"candidates":[`];
  page.candidates.forEach((card, i) => parts.push(i === 0 ? cardJson(card) : `,${cardJson(card)}`));
  parts.push(`],${tail.slice(1)}`);
  return parts.join('');
}
