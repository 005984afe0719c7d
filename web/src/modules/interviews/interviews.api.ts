import { api, errorMessage } from '../../app/api';
import type { Interview, InterviewHistoryResponse, InterviewVisibility, PositionUpdateResponse } from './types';

/** Interview history calls (profiles spec section 7) with the texts of section 8. */
export const HISTORY_MESSAGES = {
  networkError: 'Network error occurred',
  positionFailed: 'Network error occurred while updating position',
} as const;

/** A failed history call, with the text to show (the server's, else the screen's default). */
export class HistoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HistoryError';
  }
}

async function call<T extends { success?: boolean; error?: string | null; message?: string | null }>(request: () => Promise<T>, fallback: string): Promise<T> {
  let body: T;
  try {
    body = await request();
  } catch (error) {
    throw new HistoryError(errorMessage(error, fallback));
  }
  if (body && body.success === false) throw new HistoryError(body.error || body.message || fallback);
  return body;
}

const id = (interviewId: string) => encodeURIComponent(interviewId);

/** GET /api/interview-history */
export function fetchInterviewHistory(): Promise<InterviewHistoryResponse & { error?: string | null; message?: string | null }> {
  return call(() => api.get<InterviewHistoryResponse>('/api/interview-history'), HISTORY_MESSAGES.networkError);
}

/** PATCH /api/interview/{id}/visibility */
export function setInterviewVisibility(interviewId: string, visibility: InterviewVisibility) {
  return call(
    () => api.patch<{ success?: boolean; interview?: Interview | null }>(`/api/interview/${id(interviewId)}/visibility`, { visibility }),
    HISTORY_MESSAGES.networkError,
  );
}

/** PATCH /api/candidate/interviews/{id}/position */
export function updateInterviewPosition(interviewId: string, jobFamily: string, jobTitle: string) {
  return call(
    () =>
      api.patch<PositionUpdateResponse>(`/api/candidate/interviews/${id(interviewId)}/position`, {
        job_family: jobFamily,
        job_title: jobTitle,
      }),
    HISTORY_MESSAGES.positionFailed,
  );
}

/** DELETE /api/interview/{id} */
export function deleteInterview(interviewId: string) {
  return call(() => api.delete<{ success?: boolean; message?: string | null }>(`/api/interview/${id(interviewId)}`), HISTORY_MESSAGES.networkError);
}
