import { describe, expect, it } from '@jest/globals';
import { overallConfidence } from '../../../src/domain/verification/overall-confidence.js';

describe('overall_confidence (the documented {status, message})', () => {
  it('is HIGH_CONFIDENCE only for a verified signature with nothing wrong', () => {
    expect(overallConfidence({ confidence: 95, hasIssues: false })).toEqual({ status: 'HIGH_CONFIDENCE', message: 'Verified with high confidence', score: 95 });
    expect(overallConfidence({ confidence: 80, hasIssues: false }).status).toBe('HIGH_CONFIDENCE');
    expect(overallConfidence({ confidence: 95, hasIssues: true })).toMatchObject({ status: 'MEDIUM_CONFIDENCE', message: 'Verified with some issues' });
    expect(overallConfidence({ confidence: 60, hasIssues: false }).status).toBe('MEDIUM_CONFIDENCE');
    expect(overallConfidence({ confidence: 25, hasIssues: true })).toEqual({ status: 'LOW_CONFIDENCE', message: 'Could not be verified', score: 25 });
    expect(overallConfidence({ confidence: 120.4, hasIssues: false }).score).toBe(100);
  });
});
