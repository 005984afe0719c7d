import { describe, expect, test } from '@jest/globals';
import { aiPositionText, formatInterviewDate, formatPosition, positionText, shownPosition, stageColour, UNKNOWN_POSITION } from './format';
import { historyGroups, removeInterview, type CompanyGroup, type Interview } from './history';
import type { UploadResponse } from './types';
import { UploadFailure, uploadFailureFrom } from './upload.api';
import {
  extraNotes,
  messageSuggestion,
  modalState,
  outcomeHeadline,
  selectionProblem,
  supportMailto,
  uploadOutcome,
  uploadSummary,
  type FileUpload,
} from './upload-rules';
import { confidenceText, verificationRows, type VerificationTests } from './verification';
import { ApiError } from '../../app/api';

const interview = (id: string, date: string | null, extra: Partial<Interview> = {}): Interview => ({
  id,
  processId: 'p',
  companyName: 'Acme',
  companyDomain: null,
  date,
  stage: 'onsite',
  stageLabel: 'Onsite',
  position: null,
  jobFamily: null,
  jobTitle: null,
  visibility: 'public',
  positionEditedByCandidate: false,
  aiExtractedPosition: null,
  aiExtractedJobFamily: null,
  aiExtractedJobTitle: null,
  aiSummary: null,
  verificationDetails: { hasIssues: false, issuesList: [], statusDescription: '' },
  overallConfidence: { status: 'HIGH_CONFIDENCE', message: 'Verified with high confidence', score: 90 },
  verificationTests: {
    contentUnmodified: { passed: false, dkimPassed: false, arcPassed: false },
    senderVerified: { passed: false, originalSpfPassed: false, currentSpfPassed: null },
    dkim: null,
    spf: null,
    arc: null,
    dmarc: null,
    ownership: null,
    recipient: null,
  },
  sourceType: 'email_upload',
  uploadedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const group = (name: string, interviews: Interview[], extra: Partial<CompanyGroup> = {}): CompanyGroup => ({
  processId: `p-${name}`,
  companyName: name,
  companyDomain: null,
  companyWebsite: null,
  latestDate: null,
  notes: null,
  interviews,
  ...extra,
});

describe('positions and stages', () => {
  test("job title plus the family's label, either alone, else Unknown Position", () => {
    expect(formatPosition('Backend Engineer', 'software-engineering')).toBe('Backend Engineer (Software Engineering)');
    expect(formatPosition('Backend Engineer', null)).toBe('Backend Engineer');
    // issue 32: labels, not the title-cased keys ('Data Analytics', 'Sales Business Dev', 'Qa Testing')
    expect(formatPosition(null, 'data-analytics')).toBe('Data & Analytics');
    expect(formatPosition('Account Executive', 'sales-business-dev')).toBe('Account Executive (Sales & Business Development)');
    expect(formatPosition('QA Lead', 'qa-testing')).toBe('QA Lead (QA & Testing)');
    expect(formatPosition('', '  ')).toBe(UNKNOWN_POSITION);
    expect(formatPosition('Unknown', 'unknown')).toBe(UNKNOWN_POSITION);
    expect(positionText({ jobTitle: null, jobFamily: null, position: 'Staff Engineer, Payments' })).toBe('Staff Engineer, Payments');
    // the candidate's history shows what companies see in search: the position as written
    expect(shownPosition({ jobTitle: 'Frontend Engineer', jobFamily: 'software-engineering', position: 'Staff Frontend Engineer' })).toBe(
      'Staff Frontend Engineer',
    );
    expect(shownPosition({ jobTitle: 'Frontend Engineer', jobFamily: 'software-engineering', position: null })).toBe(
      'Frontend Engineer (Software Engineering)',
    );
    expect(shownPosition({ jobTitle: null, jobFamily: null, position: 'Unknown' })).toBe(UNKNOWN_POSITION);
    // a position the candidate chose is the chosen title, also one saved before with the title-cased key
    expect(
      shownPosition({ jobTitle: 'Product Designer', jobFamily: 'design-ux', position: 'Product Designer (Design Ux)', positionEditedByCandidate: true }),
    ).toBe('Product Designer');
    expect(aiPositionText({ aiExtractedJobTitle: 'Software Engineer', aiExtractedJobFamily: 'software-engineering' })).toBe(
      'Software Engineer (Software Engineering)',
    );
  });

  test('badge colours follow the spec rules over the label, for keys and labels alike', () => {
    expect(stageColour('offer')).toBe('green');
    expect(stageColour('final')).toBe('purple');
    expect(stageColour('onsite')).toBe('indigo');
    expect(stageColour('technical')).toBe('teal');
    expect(stageColour('technical_screen')).toBe('blue');
    expect(stageColour('system_design')).toBe('blue');
    expect(stageColour('phone_screen')).toBe('orange');
    expect(stageColour('hiring_manager_screen')).toBe('orange');
    expect(stageColour('coding_challenge')).toBe('amber');
    expect(stageColour('rejected')).toBe('gray');
    expect(stageColour('application')).toBe('gray');
    expect(stageColour('recruiter_screen')).toBe('blue');
    expect(stageColour('whatever', 'Offer')).toBe('green');
  });

  test('dates are calendar dates in UTC', () => {
    expect(formatInterviewDate('2026-11-12T00:00:00.000Z')).toBe('Nov 12, 2026');
    expect(formatInterviewDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatInterviewDate(null)).toBeNull();
    expect(formatInterviewDate('not a date')).toBeNull();
  });
});

describe('history state', () => {
  const acme = group('Acme', [interview('a1', '2026-01-10'), interview('a2', '2026-03-02')]);
  const globex = group('Globex', [interview('g1', '2026-02-01')]);
  const undated = group('Initech', [interview('i1', null)]);

  test("the groups are shown in the server's order (services/interviews: history display order)", () => {
    expect(historyGroups({ companies: [globex, undated, acme] }).map((g) => g.companyName)).toEqual(['Globex', 'Initech', 'Acme']);
    expect(historyGroups(null)).toEqual([]);
  });

  test('a deletion drops an emptied company; the others keep their order', () => {
    // (the rollback of a failed deletion is Apollo's: the optimistic answer is dropped)
    const groups = [acme, globex];
    const removed = removeInterview(groups, 'g1');
    expect(removed.map((g) => g.companyName)).toEqual(['Acme']);
    expect(removeInterview(groups, 'a2')[0].interviews.map((i) => i.id)).toEqual(['a1']);
  });
});

describe('upload rules', () => {
  const file = (name: string) => ({ name });

  test('selection: none, more than 10 (with those already chosen), not .eml', () => {
    expect(selectionProblem([])).toBe('Please select files to upload');
    expect(selectionProblem(Array.from({ length: 11 }, (_, i) => file(`${i}.eml`)))).toBe('Maximum 10 files allowed. Please select fewer files.');
    expect(selectionProblem([file('a.eml'), file('b.eml')], 9)).toBe('Maximum 10 files allowed. Please select fewer files.');
    expect(selectionProblem([file('a.eml'), file('notes.pdf')])).toBe('Please select valid .eml email files.');
    expect(selectionProblem([file('A.EML')], 9)).toBeNull();
  });

  const done = (status: 'success' | 'error', response: UploadResponse | null = null): FileUpload => ({
    id: Math.random().toString(36),
    file: {} as File,
    fileName: 'x.eml',
    status,
    percent: 100,
    response,
    failure: status === 'error' ? new UploadFailure('Upload failed', 500) : null,
  });
  const clean: UploadResponse = { success: true, ui_summary: { has_issues: false, issues: [], verification_warnings: [] } };
  const withIssues: UploadResponse = {
    success: true,
    ui_summary: {
      has_issues: true,
      issues: [{ title: 'Email content was modified', description: 'The body changed after signing.' }],
      verification_warnings: [{ message: 'Email content was modified', suggestion: 'The body changed after signing.' }],
    },
  };

  test('outcome: success, partial-success with warnings or a mix, error when all failed', () => {
    expect(uploadOutcome([done('success', { success: true })])).toBe('success');
    expect(uploadOutcome([done('success', clean), done('success', clean)])).toBe('success');
    expect(uploadOutcome([done('success', withIssues)])).toBe('partial-success');
    expect(uploadOutcome([done('success', clean), done('error')])).toBe('partial-success');
    expect(uploadOutcome([done('error'), done('error')])).toBe('error');
    // the spec's text for all-failed, as written
    expect(outcomeHeadline([done('error'), done('error')]).message).toBe('Failed to upload 2 file(s)');
    expect(outcomeHeadline([done('success', clean), done('error')]).message).toBe('Uploaded 1 of 2 files. 1 file could not be uploaded.');
    expect(outcomeHeadline([done('success', clean), done('error'), done('error')]).message).toBe('Uploaded 1 of 3 files. 2 files could not be uploaded.');
  });

  test('a duplicate upload is reported as already uploaded, not as uploaded with warnings (issue 32)', () => {
    // as the interviews service answers a duplicate: its message is also its only warning
    const duplicate: UploadResponse = {
      success: true,
      duplicate: true,
      message: 'This email was already uploaded; it is counted once.',
      ui_summary: {
        has_issues: false,
        issues: [],
        verification_warnings: [{ message: 'This email was already uploaded; it is counted once.', suggestion: 'Nothing else to do.' }],
      },
    };
    expect(uploadOutcome([done('success', duplicate)])).toBe('success');
    expect(outcomeHeadline([done('success', duplicate)])).toEqual({
      title: 'Email already uploaded',
      message: 'It is already in your interview history; nothing was changed.',
    });
    expect(outcomeHeadline([done('success', duplicate), done('success', duplicate)])).toEqual({
      title: 'Emails already uploaded',
      message: 'These 2 emails are already in your interview history; nothing was changed.',
    });
    expect(outcomeHeadline([done('success', clean), done('success', duplicate)])).toEqual({
      title: 'Upload complete',
      message: '1 email verified and added to your interview history. 1 was already uploaded and counted once.',
    });
    // a new email with concerns still asks for review; the duplicate is not counted as uploaded
    expect(outcomeHeadline([done('success', withIssues), done('success', duplicate)])).toEqual({
      title: 'Uploaded with warnings',
      message: '1 email uploaded; 1 is private because of verification concerns. 1 was already uploaded and counted once.',
    });
  });

  test('state: idle, uploading while any file is pending, detailed results when any answer has a ui_summary', () => {
    expect(modalState([], false)).toBe('idle');
    expect(modalState([{ ...done('success', clean), status: 'uploading' }], true)).toBe('uploading');
    expect(modalState([done('success', clean), done('error')], true)).toBe('detailed-results');
    expect(modalState([done('success', { success: true }), done('error')], true)).toBe('partial-success');
    expect(modalState([done('success', { success: true })], true)).toBe('success');
    expect(modalState([done('error')], true)).toBe('error');
  });

  test('summary, deduplicated notes and the support mailto with the file name', () => {
    expect(
      uploadSummary({
        interview_data: {
          company_name: 'Acme',
          interview_stage: 'onsite',
          job_title: 'Backend Engineer',
          job_family: 'software-engineering',
          interview_date: '2026-11-12T00:00:00Z',
        },
      }),
    ).toBe('Acme · Onsite · Backend Engineer (Software Engineering) · Nov 12, 2026');
    // the position as the email wrote it, seniority included (issue 32), with its family's label
    const written = (position: string, job_family: string, job_title: string) =>
      uploadSummary({ interview_data: { company_name: 'Acme', position, job_family, job_title } });
    expect(written('Senior Marketing Manager', 'marketing', 'Marketing Manager')).toBe('Acme · Senior Marketing Manager (Marketing)');
    expect(written('Compliance Counsel', 'legal-compliance', 'Unknown')).toBe('Acme · Compliance Counsel (Legal & Compliance)');
    expect(written('Pastry Chef', 'unknown', 'Unknown')).toBe('Acme · Pastry Chef');
    expect(extraNotes(withIssues)).toEqual([]);
    // a duplicate's message is also its warning: said once, with the warning's suggestion
    const duplicate: UploadResponse = {
      success: true,
      message: 'This email was already uploaded; it is counted once.',
      ui_summary: {
        has_issues: false,
        issues: [],
        verification_warnings: [{ message: 'This email was already uploaded; it is counted once.', suggestion: 'Nothing else to do.' }],
      },
    };
    expect(extraNotes(duplicate)).toEqual([]);
    expect(messageSuggestion(duplicate)).toBe('Nothing else to do.');
    expect(messageSuggestion(clean)).toBeNull();
    expect(
      extraNotes({ ...withIssues, ui_summary: { ...withIssues.ui_summary, verification_warnings: [{ message: 'Already uploaded', suggestion: null }] } }),
    ).toEqual([{ message: 'Already uploaded', suggestion: null }]);
    const link = supportMailto({ email: 'support@example.test', include_filename: true }, 'offer letter.eml');
    expect(link.startsWith('mailto:support@example.test?subject=')).toBe(true);
    expect(decodeURIComponent(link)).toContain('Interview email upload: offer letter.eml');
    expect(decodeURIComponent(supportMailto({ email: 's@x.test', include_filename: false }, 'secret.eml'))).not.toContain('secret.eml');
  });

  test('failures: 422 keeps details and support; others the server text, else Upload failed', () => {
    const unprocessable = uploadFailureFrom(
      new ApiError(
        422,
        {
          error: 'Not yours',
          detailed_issues: [{ message: 'Sent to bob@x.test', suggestion: 'Add that address' }],
          support_info: { email: 's@x.test', include_filename: true },
        },
        'Not yours',
      ),
    );
    expect(unprocessable).toMatchObject({
      message: 'Not yours',
      status: 422,
      detailedIssues: [{ message: 'Sent to bob@x.test', suggestion: 'Add that address' }],
      supportInfo: { email: 's@x.test', include_filename: true },
    });
    const tooFast = uploadFailureFrom(new ApiError(429, { error: 'Slow down' }, 'Slow down'));
    expect(tooFast).toMatchObject({ message: 'Slow down', status: 429, detailedIssues: [], supportInfo: null });
    expect(uploadFailureFrom(new ApiError(400, { error: 'Bad', detailed_issues: [{ message: 'm' }] }, 'Bad')).detailedIssues).toEqual([]);
    expect(uploadFailureFrom(new ApiError(500, null, null)).message).toBe('Upload failed');
    expect(uploadFailureFrom(new TypeError('Failed to fetch')).message).toBe('Upload failed');
    expect(uploadFailureFrom(new TypeError('x'), 'Failed to upload email. Please try again.').message).toBe('Failed to upload email. Please try again.');
  });
});

describe('legacy verification fields', () => {
  test('the raw results of a new record, or the two checks of an older one', () => {
    const checks = {
      contentUnmodified: { passed: true, dkimPassed: true, arcPassed: false },
      senderVerified: { passed: false, originalSpfPassed: false, currentSpfPassed: null },
    };
    const current: VerificationTests = {
      ...checks,
      dkim: 'pass',
      spf: 'none',
      arc: 'fail',
      dmarc: 'temperror',
      ownership: 'pass',
      recipient: 'ada@example.com',
    };
    expect(verificationRows(current)).toEqual([
      { key: 'dkim', label: 'DKIM signature (content unmodified)', result: 'pass', text: 'Passed' },
      { key: 'spf', label: 'SPF (sending server allowed)', result: 'none', text: 'Not present' },
      { key: 'arc', label: 'ARC (forwarding chain)', result: 'fail', text: 'Failed' },
      { key: 'dmarc', label: 'DMARC (sender domain policy)', result: 'other', text: 'Temperror' },
      { key: 'ownership', label: 'Sent to your verified address', result: 'pass', text: 'Passed' },
    ]);
    // an older record: no raw results; a part it never had (current SPF) is left out
    expect(verificationRows({ ...checks, dkim: null, spf: null, arc: null, dmarc: null, ownership: null, recipient: null })).toEqual([
      { key: 'content_unmodified', label: 'Content unmodified', result: 'pass', text: 'Passed (DKIM passed, ARC failed)' },
      { key: 'sender_verified', label: 'Sender verified', result: 'fail', text: 'Failed (original SPF failed)' },
    ]);
    expect(verificationRows(null)).toEqual([]);
  });

  test('confidence as a score or as the legacy status and message', () => {
    expect(confidenceText(95)).toBe('Confidence: 95%');
    expect(confidenceText({ status: 'HIGH_CONFIDENCE', message: 'Verified with high confidence', score: 95 })).toBe('Verified with high confidence (95%)');
    expect(confidenceText({ status: 'HIGH_CONFIDENCE' })).toBe('High confidence');
    expect(confidenceText({ status: 'LOW', message: 'Sender could not be verified' })).toBe('Sender could not be verified');
    expect(confidenceText(null)).toBeNull();
  });
});
