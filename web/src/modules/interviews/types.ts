/**
 * The interview shapes of the REST contract (profiles spec section 3, accounts
 * spec section 3 "Upload response"), snake_case as the server sends them.
 * Optional and nullable wherever older records or the stand-ins may omit a field.
 */

export type InterviewVisibility = 'public' | 'private';

export interface VerificationIssue {
  title: string;
  description?: string | null;
}

export interface VerificationDetails {
  has_issues: boolean;
  issues_list?: VerificationIssue[] | null;
  status_description?: string | null;
}

/** Legacy `overall_confidence`: a number (0-100) now, `{status, message}` in older records. */
export type OverallConfidence = number | { status?: string | null; message?: string | null } | null;

/**
 * Legacy `verification_tests`: flat results (`{dkim: 'pass', spf: 'none', ...}`) now,
 * `{content_unmodified: {passed, dkim_passed, arc_passed}, sender_verified: {...}}` in older records.
 */
export type VerificationTests = Record<string, unknown> | null;

export interface Interview {
  id: string;
  process_id?: string | null;
  company_name?: string | null;
  company_domain?: string | null;
  /** ISO date (or date-time) of the interview, when known. */
  date?: string | null;
  /** A stage key such as 'onsite' (older records may hold a label). */
  stage?: string | null;
  stage_label?: string | null;
  position?: string | null;
  job_family?: string | null;
  job_title?: string | null;
  visibility: InterviewVisibility;
  position_edited_by_candidate?: boolean;
  ai_extracted_position?: string | null;
  ai_extracted_job_family?: string | null;
  ai_extracted_job_title?: string | null;
  ai_summary?: string | null;
  verification_details?: VerificationDetails | null;
  overall_confidence?: OverallConfidence;
  verification_tests?: VerificationTests;
  source_type?: string | null;
  uploaded_at?: string | null;
}

export interface CompanyGroup {
  process_id?: string | null;
  company_name: string;
  company_domain?: string | null;
  latest_date?: string | null;
  interviews: Interview[];
}

export interface InterviewHistoryResponse {
  success?: boolean;
  total_interviews?: number;
  companies?: CompanyGroup[];
}

/** One entry of `detailed_issues` or `verification_warnings`. */
export interface IssueDetail {
  message: string;
  suggestion?: string | null;
}

export interface SupportInfo {
  email: string;
  include_filename?: boolean;
}

export interface UiSummary {
  has_issues?: boolean;
  issues?: VerificationIssue[] | null;
  description?: string | null;
  status_description?: string | null;
  verification_warnings?: IssueDetail[] | null;
}

export interface InterviewData {
  company_name?: string | null;
  interview_stage?: string | null;
  position?: string | null;
  position_edited_by_candidate?: boolean;
  job_family?: string | null;
  job_title?: string | null;
  interview_date?: string | null;
}

export interface UploadResponse {
  success?: boolean;
  message?: string | null;
  error?: string | null;
  duplicate?: boolean;
  ui_summary?: UiSummary | null;
  analysis_summary?: {
    company_name?: string | null;
    interview_stage?: string | null;
    interview_date?: string | null;
    position?: string | null;
    summary?: string | null;
    confidence?: number | null;
    extracted_by?: string | null;
  } | null;
  interview_data?: InterviewData | null;
  interview?: Interview | null;
  grouping_info?: { grouped_with_existing?: boolean; process_id?: string | null; company_name?: string | null } | null;
  detailed_issues?: IssueDetail[] | null;
  support_info?: SupportInfo | null;
}

export interface PositionUpdateResponse {
  success?: boolean;
  position?: string | null;
  job_family?: string | null;
  job_title?: string | null;
  position_edited_by_candidate?: boolean;
  ai_extracted_position?: string | null;
  ai_extracted_job_family?: string | null;
  ai_extracted_job_title?: string | null;
  interview?: Interview | null;
}
