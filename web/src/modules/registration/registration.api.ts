import { api, errorMessage } from '../../app/api';
import { REGISTRATION_MESSAGES } from './messages';
import type { ResumeAnalysis } from './resume';

/**
 * The registration's file uploads stay multipart REST (docs/product/api.md#rest-api); everything else is
 * GraphQL (`graphql/`).
 */

/**
 * docs/product/rules.md#constants-and-limits: registration email upload timeout. The upload itself is the interviews
 * module's (`uploadInterviewEmail`, shared with the upload modal).
 */
export const REGISTRATION_EMAIL_UPLOAD_TIMEOUT_MS = 60_000;

interface AnalyzeResumeResponse {
  success?: boolean;
  error?: string | null;
  message?: string | null;
  analysis?: ResumeAnalysis | null;
}

/** POST /api/analyze-resume-for-registration (multipart `resume`); throws an Error ready to show. */
export async function analyzeResume(file: File): Promise<ResumeAnalysis> {
  const form = new FormData();
  form.append('resume', file, file.name);
  let body: AnalyzeResumeResponse;
  try {
    body = await api.post<AnalyzeResumeResponse>('/api/analyze-resume-for-registration', form);
  } catch (error) {
    throw new Error(errorMessage(error, REGISTRATION_MESSAGES.analyzeFailed));
  }
  if (body?.success === false) throw new Error(body.error || body.message || REGISTRATION_MESSAGES.analyzeRefused);
  if (!body?.analysis || body.error) throw new Error(body?.error || REGISTRATION_MESSAGES.analyzeRefused);
  return body.analysis;
}
