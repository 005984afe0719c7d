import { overallConfidence } from './verification/overall-confidence.js';
import type { InterviewSnapshot } from '@hiring/contracts';
import { stageProgress } from '@hiring/contracts';
import type { Interview } from '../models/interview.model.js';
import { humanizeIsoDates } from './extraction/dates.js';
import { verificationTestsView } from './verification/verification-tests.js';

/** The event snapshot of an interview (what other services may know). */
export function snapshotOf(interview: Interview): InterviewSnapshot {
  return {
    interviewId: interview._id,
    candidateId: interview.candidateId,
    processId: interview.processId,
    revision: interview.revision,
    companyName: interview.companyName,
    companyDomain: interview.companyDomain,
    stage: interview.stage,
    stageRank: stageProgress(interview.stage),
    interviewDate: interview.interviewDate ? interview.interviewDate.toISOString() : null,
    position: interview.position,
    jobFamily: interview.jobFamily,
    jobTitle: interview.jobTitle,
    positionEditedByCandidate: interview.positionEditedByCandidate,
    aiExtractedPosition: interview.aiExtracted.position,
    visibility: interview.visibility,
    // Summaries stored before dates were written out read the same as new ones.
    aiSummary: interview.summary === null ? null : humanizeIsoDates(interview.summary),
    sourceType: interview.source.type,
    uploadedAt: interview.createdAt.toISOString(),
    evidence: interview.visibility === 'public' ? (interview.verification.evidenceLevel ?? null) : null,
    ...(interview.notes ? { notes: interview.notes } : {}),
  };
}

/** The spec's interview entity as the candidate's own screens read it (snake_case). */
export function interviewForOwner(interview: Interview) {
  return {
    id: interview._id,
    process_id: interview.processId,
    company_name: interview.companyName,
    company_domain: interview.companyDomain,
    date: interview.interviewDate ? interview.interviewDate.toISOString() : null,
    stage: interview.stage,
    position: interview.position,
    job_family: interview.jobFamily,
    job_title: interview.jobTitle,
    visibility: interview.visibility,
    position_edited_by_candidate: interview.positionEditedByCandidate,
    ai_extracted_position: interview.aiExtracted.position,
    ai_extracted_job_family: interview.aiExtracted.jobFamily,
    ai_extracted_job_title: interview.aiExtracted.jobTitle,
    ai_summary: interview.summary === null ? null : humanizeIsoDates(interview.summary),
    verification_details: {
      has_issues: interview.verification.hasIssues,
      issues_list: interview.verification.issues,
      status_description: interview.verification.statusDescription,
    },
    overall_confidence: overallConfidence(interview.verification),
    verification_tests: verificationTestsJson(interview),
    source_type: interview.source.type,
    uploaded_at: interview.createdAt.toISOString(),
  };
}

/** `verification_tests` as the REST contract has it (the graph's VerificationTests in snake_case). */
function verificationTestsJson(interview: Interview) {
  const {
    contentUnmodified: content,
    senderVerified: sender,
    ...results
  } = verificationTestsView(interview.verification?.tests, interview.verification?.issues);
  return {
    content_unmodified: { passed: content.passed, dkim_passed: content.dkimPassed, arc_passed: content.arcPassed },
    sender_verified: { passed: sender.passed, original_spf_passed: sender.originalSpfPassed, current_spf_passed: sender.currentSpfPassed },
    ...results,
  };
}
