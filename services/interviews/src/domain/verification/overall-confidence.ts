/**
 * The documented `overall_confidence` (docs/product/data.md): `{status, message}` with status
 * HIGH_CONFIDENCE or another, here with the 0-100 score it is read from. High: the evidence scored
 * 80 or more (a DKIM signature that verifies) and nothing was found wrong.
 */
export type ConfidenceStatus = 'HIGH_CONFIDENCE' | 'MEDIUM_CONFIDENCE' | 'LOW_CONFIDENCE';

export interface OverallConfidence {
  status: ConfidenceStatus;
  message: string;
  score: number;
}

export const CONFIDENCE_MESSAGES: Record<ConfidenceStatus, string> = {
  HIGH_CONFIDENCE: 'Verified with high confidence',
  MEDIUM_CONFIDENCE: 'Verified with some issues',
  LOW_CONFIDENCE: 'Could not be verified',
};

export function overallConfidence(verification: { confidence: number; hasIssues: boolean }): OverallConfidence {
  const score = Math.max(0, Math.min(100, Math.round(verification.confidence)));
  const status: ConfidenceStatus = score >= 80 && !verification.hasIssues ? 'HIGH_CONFIDENCE' : score >= 50 ? 'MEDIUM_CONFIDENCE' : 'LOW_CONFIDENCE';
  return { status, message: CONFIDENCE_MESSAGES[status], score };
}
