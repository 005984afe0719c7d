import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { api, errorMessage } from '../../app/api';

/**
 * The candidate profile page's calls (profiles spec section 7) with the texts of section 8: each
 * throws an Error whose message is ready to show (the server's text when it sent one, else the
 * screen's default).
 */

/** A work experience entry as the server stores it (the entity's camelCase keys). */
export interface WorkExperienceJson {
  company: string;
  jobTitle: string;
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
}

/** GET /api/candidate/profile (the candidate profile entity). */
export interface CandidateProfileResponse {
  success?: boolean;
  id?: string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  linkedin_url?: string | null;
  preferred_location?: string | null;
  work_model?: string | null;
  expected_base_salary?: number | null;
  dream_scenario_base_salary?: number | null;
  is_strictly_remote?: boolean | null;
  current_company?: string | null;
  current_position?: string | null;
  institution_custom?: string | null;
  degree_level?: string | null;
  field_of_study_custom?: string | null;
  /** JSON text of WorkExperienceJson[]. */
  work_experiences?: string | null;
  /** JSON text of the top skills. */
  top5_skills?: string | null;
  skills?: string[] | null;
  calculated_years_experience?: number | null;
}

export interface CareerForm {
  expected_base_salary: number | null;
  dream_scenario_base_salary: number | null;
  work_model: string | null;
  preferred_location: string | null;
  is_strictly_remote: boolean;
  institution_custom: string | null;
  degree_level: string | null;
  field_of_study_custom: string | null;
}

export interface AccountForm {
  first_name: string;
  last_name: string;
  linkedin_url: string | null;
}

interface MessageBody {
  success?: boolean;
  message?: string | null;
  error?: string | null;
  profile?: CandidateProfileResponse;
}

/** A 2xx answer with success false shows its error, else its message, else the default. */
function refused(body: MessageBody | null, fallback: string): never {
  throw new Error(body?.error || body?.message || fallback);
}

async function send<T extends MessageBody>(request: () => Promise<T>, fallback: string): Promise<T> {
  let body: T;
  try {
    body = await request();
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
  if (body && body.success === false) refused(body, fallback);
  return body;
}

export function loadProfile(): Promise<CandidateProfileResponse> {
  return send(() => api.get<CandidateProfileResponse>('/api/candidate/profile'), CANDIDATE_MESSAGES.profileLoadFailed);
}

export function saveCareer(form: CareerForm): Promise<MessageBody> {
  return send(() => api.post<MessageBody>('/api/candidate/profile', form), CANDIDATE_MESSAGES.careerFailed);
}

export function saveAccount(form: AccountForm): Promise<MessageBody> {
  return send(() => api.post<MessageBody>('/api/candidate/profile', form), CANDIDATE_MESSAGES.accountFailed);
}

/** Work experience (section 8): the server's error, else its message, else the default. */
export function saveWorkExperiences(entries: WorkExperienceJson[]): Promise<MessageBody> {
  return send(() => api.post<MessageBody>('/api/candidate/profile', { work_experiences: JSON.stringify(entries) }), CANDIDATE_MESSAGES.workExperienceFailed);
}

export function changePassword(currentPassword: string, newPassword: string): Promise<MessageBody> {
  return send(
    () => api.post<MessageBody>('/api/change-password', { current_password: currentPassword, new_password: newPassword }),
    CANDIDATE_MESSAGES.passwordFailed,
  );
}

/** The verified email entity. */
export interface VerifiedEmail {
  id: string;
  email: string;
  is_primary: boolean;
  verified: boolean;
  verified_at: string | null;
  can_remove: boolean;
}

interface EmailListBody extends MessageBody {
  verified_emails?: VerifiedEmail[];
  max_emails?: number;
}

export async function loadEmails(): Promise<VerifiedEmail[]> {
  const body = await send(() => api.get<EmailListBody>('/api/candidate/verified-emails'), CANDIDATE_MESSAGES.profileLoadFailed);
  return body.verified_emails ?? [];
}

export function addEmail(email: string): Promise<MessageBody> {
  return send(() => api.post<MessageBody>('/api/candidate/add-email', { email }), CANDIDATE_MESSAGES.addEmailFailed);
}

export function verifyEmail(email: string, code: string): Promise<MessageBody> {
  return send(() => api.post<MessageBody>('/api/candidate/verify-additional-email', { email, code }), CANDIDATE_MESSAGES.verifyEmailFailed);
}

export function resendEmailCode(email: string): Promise<MessageBody> {
  return send(() => api.post<MessageBody>('/api/candidate/resend-email-verification', { email }), CANDIDATE_MESSAGES.resendFailed);
}

export function removeEmail(id: string): Promise<MessageBody> {
  return send(() => api.delete<MessageBody>(`/api/candidate/remove-email/${encodeURIComponent(id)}`), CANDIDATE_MESSAGES.removeEmailFailed);
}
