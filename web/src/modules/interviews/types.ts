/**
 * The upload answer of the REST contract (docs/product/data.md#data-and-entities "Upload response"), snake_case
 * as the server sends it: uploads stay multipart REST. The history's types come from codegen
 * (`InterviewFieldsFragment`, see history.ts). Optional and nullable wherever older records or
 * the stand-ins may omit a field.
 */

export interface VerificationIssue {
  title: string;
  description?: string | null;
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
  interview?: { id: string; visibility: string } | null;
  grouping_info?: { grouped_with_existing?: boolean; process_id?: string | null; company_name?: string | null } | null;
  detailed_issues?: IssueDetail[] | null;
  support_info?: SupportInfo | null;
}
