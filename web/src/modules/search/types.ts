/**
 * The candidate search contract as the web app reads it (profiles spec sections 3 and 7, REST
 * facade `gateway/src/rest/company.routes.ts`). Personal fields are null until the company unlocks
 * the candidate; the server never sends them before.
 */

/** The spec's "interview or company entry (search)": one public interview. */
export interface SearchInterview {
  id: string;
  /** The hiring process (one per candidate and company). */
  process_id?: string | null;
  company_name: string | null;
  company_domain: string | null;
  position: string | null;
  ai_extracted_position: string | null;
  position_edited_by_candidate: boolean;
  job_family?: string | null;
  job_title?: string | null;
  stage: string | null;
  stage_label?: string | null;
  date: string | null;
  /** `email_group_auto` for interviews read from emails. */
  source_type: string | null;
  ai_summary: string | null;
  notes: string | null;
  /** Why the interview is believed (shown before unlock); null when it has no evidence record. */
  evidence: InterviewEvidence | null;
}

/**
 * The evidence level of a public interview: the DKIM signing domain it rests on and the employer
 * it names. `label` is what companies read ("Signed by Greenhouse for Northwind Robotics").
 */
export interface InterviewEvidence {
  /** `employer_domain` (signed by the employer's own domain) or `hiring_system`. */
  kind: string;
  signing_domain: string;
  /** The hiring system's name for `hiring_system` (e.g. Greenhouse). */
  system: string | null;
  employer: string;
  label: string;
}

/** The work experience entity keeps its camelCase keys (accounts spec). `company` is null until unlock. */
export interface WorkExperience {
  company: string | null;
  jobTitle: string | null;
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
}

export interface CandidateStats {
  total_interviews: number;
  total_companies: number;
  offers_received: number;
}

/** The spec's "candidate search result". */
export interface SearchCandidate {
  candidate_id: string;
  is_unlocked: boolean;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  linkedin_url: string | null;
  preferred_location: string | null;
  current_company: string | null;
  current_position: string | null;
  expected_base_salary: number | null;
  dream_scenario_base_salary: number | null;
  years_experience: number | null;
  work_model: string | null;
  is_strictly_remote: boolean;
  job_family: string | null;
  job_title: string | null;
  skills: string[];
  top5_skills: string[];
  education: { institution: string | null; degree_level: string | null; field_of_study: string | null } | null;
  work_experiences: WorkExperience[];
  /** The interview history (newest first from the server). */
  companies: SearchInterview[];
  stats: CandidateStats | null;
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  pages: number;
}

export interface StageCount {
  stage: string;
  label: string;
  count: number;
}

/** The company dashboard's figures (dashboards spec, "Company stats"). */
export interface CompanyStats {
  total_candidates: number;
  unlocked_candidates: number;
  unlocked_offers: number;
  unlocked_interviews: number;
  top_stages: StageCount[];
}

export interface SearchResponse {
  candidates: SearchCandidate[];
  pagination: Pagination;
  stats: CompanyStats | null;
}

export interface CandidateDetails {
  candidate: SearchCandidate;
  interviews: SearchInterview[];
  stats: CandidateStats;
}

export interface UnlockResponse {
  message: string | null;
  candidate: SearchCandidate | null;
  /** The balance after the unlock, when the server sent it. */
  tokens: number | null;
  already_unlocked: boolean;
}

/** The filters the server applies (the Unlock Status filter is applied on the page). */
export interface SearchQuery {
  page: number;
  companyName: string;
  stage: string;
  skills: string;
}

export type UnlockFilter = 'all' | 'unlocked' | 'locked';
