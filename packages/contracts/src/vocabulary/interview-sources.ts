/**
 * Where an interview came from, as companies are told (docs/product/screens.md#interview-process-summary,
 * docs/decisions/company-wallet-and-unlocks.md): every interview read from an email (upload,
 * forward, ingestion) is the spec's `email_group_auto`, "Email Analysis"; anything else is a
 * "Manual Entry" and keeps its stored source type.
 */
export const EMAIL_SOURCE_TYPE = 'email_group_auto';

export const INTERVIEW_SOURCE_LABELS = { email: 'Email Analysis', manual: 'Manual Entry' } as const;

export type InterviewSourceLabel = (typeof INTERVIEW_SOURCE_LABELS)[keyof typeof INTERVIEW_SOURCE_LABELS];

function fromEmail(sourceType: string | null | undefined): boolean {
  return Boolean(sourceType?.startsWith('email'));
}

/** 'Email Analysis' for an interview read from an email, else 'Manual Entry'. */
export function interviewSourceLabel(sourceType: string | null | undefined): InterviewSourceLabel {
  return fromEmail(sourceType) ? INTERVIEW_SOURCE_LABELS.email : INTERVIEW_SOURCE_LABELS.manual;
}

/** The spec's source type: `email_group_auto` for an interview read from an email, else the stored one. */
export function specSourceType(sourceType: string): string {
  return fromEmail(sourceType) ? EMAIL_SOURCE_TYPE : sourceType;
}
