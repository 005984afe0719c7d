import { api } from '../../app/api';
import type {
  CandidateDetails,
  CandidateStats,
  CompanyStats,
  InterviewEvidence,
  Pagination,
  SearchCandidate,
  SearchInterview,
  SearchQuery,
  SearchResponse,
  StageCount,
  UnlockResponse,
  WorkExperience,
} from './types';

/**
 * The company search calls (profiles spec section 7) and the reading of their answers: every
 * answer is normalised here once, so components never deal with missing lists or JSON text.
 */

/** Spec section 9: search page size. */
export const SEARCH_PAGE_SIZE = 20;
/** Dashboards spec: the dashboard's candidates fetch. */
export const DASHBOARD_PAGE_SIZE = 100;

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? value : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value.replace(/[$,\s]/g, '')))) return Number(value.replace(/[$,\s]/g, ''));
  return null;
}

/** A list, or a JSON-encoded list (the profile keeps work_experiences and top5_skills as JSON text). */
function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string' && !value.trim().startsWith('[')) {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return list(value)
    .map((item) => (typeof item === 'string' ? item.trim() : ''))
    .filter(Boolean);
}

export function toInterview(raw: unknown): SearchInterview {
  const r = isRecord(raw) ? raw : {};
  return {
    id: text(r.id) ?? '',
    process_id: text(r.process_id),
    company_name: text(r.company_name),
    company_domain: text(r.company_domain),
    position: text(r.position),
    ai_extracted_position: text(r.ai_extracted_position),
    position_edited_by_candidate: r.position_edited_by_candidate === true,
    job_family: text(r.job_family),
    job_title: text(r.job_title),
    stage: text(r.stage),
    stage_label: text(r.stage_label),
    date: text(r.date),
    source_type: text(r.source_type),
    ai_summary: text(r.ai_summary),
    notes: text(r.notes),
    evidence: toEvidence(r.evidence),
  };
}

/** An evidence record, or null when there is none or it has no label to show. */
export function toEvidence(raw: unknown): InterviewEvidence | null {
  if (!isRecord(raw)) return null;
  const label = text(raw.label);
  if (!label) return null;
  return {
    kind: text(raw.kind) ?? 'employer_domain',
    signing_domain: text(raw.signing_domain) ?? '',
    system: text(raw.system),
    employer: text(raw.employer) ?? '',
    label,
  };
}

function toWorkExperience(raw: unknown): WorkExperience | null {
  if (!isRecord(raw)) return null;
  const entry: WorkExperience = {
    company: text(raw.company),
    jobTitle: text(raw.jobTitle ?? raw.job_title),
    startMonth: num(raw.startMonth ?? raw.start_month),
    startYear: num(raw.startYear ?? raw.start_year),
    endMonth: num(raw.endMonth ?? raw.end_month),
    endYear: num(raw.endYear ?? raw.end_year),
    isCurrent: raw.isCurrent === true || raw.is_current === true,
  };
  return entry.company || entry.jobTitle ? entry : null;
}

function toStats(raw: unknown): CandidateStats | null {
  if (!isRecord(raw)) return null;
  return {
    total_interviews: num(raw.total_interviews) ?? 0,
    total_companies: num(raw.total_companies) ?? 0,
    offers_received: num(raw.offers_received) ?? 0,
  };
}

export function toCandidate(raw: unknown): SearchCandidate {
  const r = isRecord(raw) ? raw : {};
  const education = isRecord(r.education)
    ? { institution: text(r.education.institution), degree_level: text(r.education.degree_level), field_of_study: text(r.education.field_of_study) }
    : null;
  return {
    candidate_id: text(r.candidate_id) ?? text(r.id) ?? '',
    is_unlocked: r.is_unlocked === true,
    name: text(r.name),
    first_name: text(r.first_name),
    last_name: text(r.last_name),
    email: text(r.email),
    linkedin_url: text(r.linkedin_url),
    preferred_location: text(r.preferred_location),
    current_company: text(r.current_company),
    current_position: text(r.current_position),
    expected_base_salary: num(r.expected_base_salary),
    dream_scenario_base_salary: num(r.dream_scenario_base_salary),
    years_experience: num(r.years_experience ?? r.calculated_years_experience),
    work_model: text(r.work_model),
    is_strictly_remote: r.is_strictly_remote === true,
    job_family: text(r.job_family),
    job_title: text(r.job_title),
    skills: strings(r.skills),
    top5_skills: strings(r.top5_skills),
    education,
    work_experiences: list(r.work_experiences)
      .map(toWorkExperience)
      .filter((entry): entry is WorkExperience => entry !== null),
    companies: list(r.companies ?? r.interviews).map(toInterview),
    stats: toStats(r.stats),
  };
}

function toPagination(raw: unknown, page: number, perPage: number, count: number): Pagination {
  const r = isRecord(raw) ? raw : {};
  const total = num(r.total) ?? count;
  const per = num(r.per_page) ?? perPage;
  return { page: num(r.page) ?? page, per_page: per, total, pages: num(r.pages) ?? Math.max(1, Math.ceil(total / per)) };
}

function toCompanyStats(raw: unknown): CompanyStats | null {
  if (!isRecord(raw)) return null;
  const stages: StageCount[] = list(raw.top_stages ?? raw.top_interview_stages)
    .map((item) => {
      if (!isRecord(item)) return null;
      const stage = text(item.stage) ?? text(item.label);
      if (!stage) return null;
      return { stage, label: text(item.label) ?? stage, count: num(item.count) ?? 0 };
    })
    .filter((item): item is StageCount => item !== null);
  return {
    total_candidates: num(raw.total_candidates) ?? 0,
    unlocked_candidates: num(raw.unlocked_candidates) ?? 0,
    unlocked_offers: num(raw.unlocked_offers) ?? 0,
    unlocked_interviews: num(raw.unlocked_interviews) ?? 0,
    top_stages: stages,
  };
}

/** Spec section 5: only filters with non-blank values are sent. */
export function searchParams(query: SearchQuery, perPage = SEARCH_PAGE_SIZE): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, per_page: perPage };
  if (query.companyName.trim()) params.company_name = query.companyName.trim();
  if (query.stage.trim()) params.interview_stage = query.stage.trim();
  if (query.skills.trim()) params.skills = query.skills.trim();
  return params;
}

export async function searchCandidates(query: SearchQuery, options: { perPage?: number; signal?: AbortSignal } = {}): Promise<SearchResponse> {
  const perPage = options.perPage ?? SEARCH_PAGE_SIZE;
  const body = await api.get<unknown>('/api/company/search-candidates', { query: searchParams(query, perPage), signal: options.signal });
  const r = isRecord(body) ? body : {};
  const candidates = list(r.candidates).map(toCandidate);
  return { candidates, pagination: toPagination(r.pagination, query.page, perPage, candidates.length), stats: toCompanyStats(r.stats) };
}

export async function fetchCandidateDetails(candidateId: string, signal?: AbortSignal): Promise<CandidateDetails> {
  const body = await api.get<unknown>(`/api/company/candidate-details/${encodeURIComponent(candidateId)}`, { signal });
  const r = isRecord(body) ? body : {};
  const candidate = toCandidate(r.candidate);
  const interviews = Array.isArray(r.interviews) ? r.interviews.map(toInterview) : candidate.companies;
  const stats = toStats(r.stats) ?? candidate.stats ?? { total_interviews: interviews.length, total_companies: 0, offers_received: 0 };
  return { candidate: { ...candidate, candidate_id: candidate.candidate_id || candidateId }, interviews, stats };
}

export async function unlockCandidate(candidateId: string): Promise<UnlockResponse> {
  const body = await api.post<unknown>('/api/company/unlock-candidate', { candidate_id: candidateId });
  const r = isRecord(body) ? body : {};
  return {
    message: text(r.message),
    candidate: isRecord(r.candidate) ? toCandidate(r.candidate) : null,
    tokens: num(r.tokens ?? r.tokens_remaining ?? r.remaining_tokens),
    already_unlocked: r.already_unlocked === true,
  };
}

/** The ids of the candidates this company has unlocked (spec: loaded at start). */
export async function fetchUnlockedIds(): Promise<Set<string>> {
  const body = await api.get<unknown>('/api/company/unlocked-candidates');
  const r = isRecord(body) ? body : {};
  const ids = list(r.unlocked_candidates)
    .map((item) => (isRecord(item) ? (text(item.id) ?? text(item.candidate_id)) : text(item)))
    .filter((id): id is string => Boolean(id));
  return new Set(ids);
}

/** The Interview Stage dropdown's values (labels). */
export async function fetchInterviewStages(): Promise<string[]> {
  const body = await api.get<unknown>('/api/company/interview-stages');
  return strings(isRecord(body) ? body.stages : body);
}
