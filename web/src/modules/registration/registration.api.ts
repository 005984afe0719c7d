import { api } from '../../app/api';
import type { StoredUser } from '../../app/session';
import { call, type ResultBody } from '../auth/api/call';
import type { CompanyRegistrationPayload, CompleteRegistrationPayload } from './career-data';
import type { ResumeAnalysis } from './resume';

/** Registration calls of the REST contract (spec section 7), with the texts of section 8. */

export const REGISTRATION_MESSAGES = {
  registerRefused: 'Registration failed',
  registerFailed: 'Registration failed. Please try again.',
  analyzeRefused: 'Failed to analyze resume',
  analyzeFailed: 'Failed to upload resume. Please try again.',
  uploadFailed: 'Failed to upload email. Please try again.',
  completeRefused: 'Failed to complete registration',
  completeFailed: 'Failed to complete registration. Please try again.',
} as const;

/**
 * Spec section 9: registration email upload timeout. The upload itself is the interviews
 * module's (`uploadInterviewEmail`, shared with the upload modal).
 */
export const REGISTRATION_EMAIL_UPLOAD_TIMEOUT_MS = 60_000;

export interface SessionResponse extends ResultBody {
  access_token?: string;
  user?: StoredUser;
}

export interface RegisteredSession {
  accessToken: string;
  user: StoredUser;
}

function sessionFrom(body: SessionResponse, refused: string): RegisteredSession {
  if (!body?.access_token || !body.user) throw new Error(body?.error || refused);
  return { accessToken: body.access_token, user: body.user };
}

/** POST /api/analyze-resume-for-registration (multipart `resume`). */
export async function analyzeResume(file: File): Promise<ResumeAnalysis> {
  const form = new FormData();
  form.append('resume', file, file.name);
  const body = await call(
    () => api.post<ResultBody & { analysis?: ResumeAnalysis | null }>('/api/analyze-resume-for-registration', form),
    REGISTRATION_MESSAGES.analyzeRefused,
    REGISTRATION_MESSAGES.analyzeFailed,
  );
  if (!body?.analysis || body.error) throw new Error(body?.error || REGISTRATION_MESSAGES.analyzeRefused);
  return body.analysis;
}

/** POST /api/register-with-verification with company_data (the company's final step). */
export async function registerCompany(payload: CompanyRegistrationPayload, tempToken: string | null): Promise<RegisteredSession> {
  const body = await call(
    () => api.post<SessionResponse>('/api/register-with-verification', payload, withToken(tempToken)),
    REGISTRATION_MESSAGES.registerRefused,
    REGISTRATION_MESSAGES.registerFailed,
  );
  return sessionFrom(body, REGISTRATION_MESSAGES.registerRefused);
}

/** POST /api/complete-registration (the candidate's final step). */
export async function completeRegistration(payload: CompleteRegistrationPayload, tempToken: string | null): Promise<RegisteredSession> {
  const body = await call(
    () => api.post<SessionResponse>('/api/complete-registration', payload, withToken(tempToken)),
    REGISTRATION_MESSAGES.completeRefused,
    REGISTRATION_MESSAGES.completeFailed,
  );
  return sessionFrom(body, REGISTRATION_MESSAGES.completeRefused);
}

/** Registration calls carry the temporary token even if another session's token is stored. */
function withToken(tempToken: string | null) {
  return tempToken ? { authToken: tempToken } : {};
}
