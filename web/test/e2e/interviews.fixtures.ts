/** Stand-in data for the interview history (GraphQL) and upload (REST contract shapes) browser tests. */
import { websiteOfDomain } from '@hiring/contracts/vocabulary';

export const SUPPORT_EMAIL = 'support@interviewproof.example';

const VERIFIED = {
  __typename: 'VerificationDetails',
  hasIssues: false,
  issuesList: [],
  statusDescription: 'The email is authentic: its DKIM signature from us.greenhouse-mail.io verifies and it was sent to your verified address.',
};

type Flat = { dkim: string; spf: string; arc: string; dmarc: string; ownership: string };

/** A new record's verification tests: the raw results and the checks the service derives from them. */
function flatTests(results: Flat) {
  const dkimPassed = results.dkim === 'pass';
  const arcPassed = results.arc === 'pass';
  const spfPassed = results.spf === 'pass';
  return {
    __typename: 'VerificationTests',
    contentUnmodified: { __typename: 'ContentCheck', passed: dkimPassed, dkimPassed, arcPassed },
    senderVerified: { __typename: 'SenderCheck', passed: spfPassed, originalSpfPassed: spfPassed, currentSpfPassed: null },
    ...results,
    recipient: 'ada@example.com',
  };
}

/** An older record's verification tests: the two checks alone. */
function legacyTests(
  content: { passed: boolean; dkimPassed: boolean; arcPassed: boolean },
  sender: { passed: boolean; originalSpfPassed: boolean; currentSpfPassed: boolean | null },
) {
  return {
    __typename: 'VerificationTests',
    contentUnmodified: { __typename: 'ContentCheck', ...content },
    senderVerified: { __typename: 'SenderCheck', ...sender },
    dkim: null,
    spf: null,
    arc: null,
    dmarc: null,
    ownership: null,
    recipient: null,
  };
}

/** The InterviewHistory query's data. */
export function historyFixture() {
  return {
    __typename: 'InterviewHistory',
    totalInterviews: 5,
    companies: [
      {
        __typename: 'CompanyInterviews',
        processId: 'p-globex',
        companyName: 'Globex',
        companyDomain: null,
        latestDate: '2026-01-15T00:00:00.000Z',
        notes: null,
        interviews: [
          {
            __typename: 'Interview',
            id: 'i-globex-offer',
            processId: 'p-globex',
            companyName: 'Globex',
            companyDomain: null,
            date: '2026-01-15T00:00:00.000Z',
            stage: 'offer',
            stageLabel: 'Offer',
            // an edited record: the server writes the title and the family
            position: 'Data Scientist (Data Analytics)',
            jobFamily: 'data-analytics',
            jobTitle: 'Data Scientist',
            visibility: 'private',
            positionEditedByCandidate: true,
            aiExtractedPosition: 'Software Engineer',
            aiExtractedJobFamily: 'software-engineering',
            aiExtractedJobTitle: 'Software Engineer',
            aiSummary: 'Offer letter for a data science role, with a start date in March.',
            verificationDetails: {
              __typename: 'VerificationDetails',
              hasIssues: true,
              issuesList: [
                {
                  __typename: 'VerificationIssue',
                  title: 'Email content was modified',
                  description: 'The body of the email changed after it was signed, so its DKIM signature no longer verifies.',
                },
              ],
              statusDescription: 'The email could not be verified and is kept private.',
            },
            overallConfidence: {
              __typename: 'OverallConfidence',
              status: 'LOW_CONFIDENCE',
              message: 'Low confidence: the content changed after signing.',
              score: 10,
            },
            // an older record: only the content and sender checks, no raw results
            verificationTests: legacyTests(
              { passed: false, dkimPassed: false, arcPassed: false },
              { passed: true, originalSpfPassed: true, currentSpfPassed: true },
            ),
            sourceType: 'email_upload',
            uploadedAt: '2026-01-16T09:00:00.000Z',
          },
        ],
      },
      {
        __typename: 'CompanyInterviews',
        processId: 'p-acme',
        companyName: 'Acme Robotics',
        companyDomain: 'acme-robotics.example',
        latestDate: '2026-03-12T00:00:00.000Z',
        notes: 'Four rounds; the system design one was on a whiteboard.\nFriendly team.',
        interviews: [
          {
            __typename: 'Interview',
            id: 'i-acme-tech',
            processId: 'p-acme',
            companyName: 'Acme Robotics',
            companyDomain: 'acme-robotics.example',
            date: '2026-02-20T00:00:00.000Z',
            stage: 'technical_screen',
            stageLabel: 'Technical Screen',
            position: 'Backend Engineer',
            jobFamily: 'software-engineering',
            jobTitle: 'Backend Engineer',
            visibility: 'public',
            positionEditedByCandidate: false,
            aiExtractedPosition: 'Backend Engineer',
            aiExtractedJobFamily: 'software-engineering',
            aiExtractedJobTitle: 'Backend Engineer',
            aiSummary: null,
            verificationDetails: VERIFIED,
            overallConfidence: { __typename: 'OverallConfidence', status: 'HIGH_CONFIDENCE', message: 'Verified with high confidence', score: 90 },
            verificationTests: flatTests({ dkim: 'pass', spf: 'none', arc: 'none', dmarc: 'none', ownership: 'pass' }),
            sourceType: 'email_upload',
            uploadedAt: '2026-02-21T10:00:00.000Z',
          },
          {
            __typename: 'Interview',
            id: 'i-acme-onsite',
            processId: 'p-acme',
            companyName: 'Acme Robotics',
            companyDomain: 'acme-robotics.example',
            date: '2026-03-12T00:00:00.000Z',
            stage: 'onsite',
            stageLabel: 'Onsite',
            position: 'Staff Backend Engineer',
            jobFamily: 'software-engineering',
            jobTitle: 'Backend Engineer',
            visibility: 'public',
            positionEditedByCandidate: false,
            aiExtractedPosition: 'Staff Backend Engineer',
            aiExtractedJobFamily: 'software-engineering',
            aiExtractedJobTitle: 'Backend Engineer',
            aiSummary: 'Invitation to an onsite loop of four interviews for the Backend Engineer role.',
            verificationDetails: VERIFIED,
            overallConfidence: { __typename: 'OverallConfidence', status: 'HIGH_CONFIDENCE', message: 'Verified with high confidence', score: 95 },
            verificationTests: flatTests({ dkim: 'pass', spf: 'pass', arc: 'none', dmarc: 'pass', ownership: 'pass' }),
            sourceType: 'email_upload',
            uploadedAt: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
      {
        __typename: 'CompanyInterviews',
        processId: 'p-initech',
        companyName: 'Initech',
        companyDomain: 'initech.example',
        latestDate: '2025-11-02T00:00:00.000Z',
        notes: null,
        interviews: [
          {
            __typename: 'Interview',
            id: 'i-initech-phone',
            processId: 'p-initech',
            companyName: 'Initech',
            companyDomain: 'initech.example',
            date: null,
            stage: 'phone_screen',
            stageLabel: 'Phone Screen',
            position: null,
            jobFamily: null,
            jobTitle: null,
            visibility: 'public',
            positionEditedByCandidate: false,
            aiExtractedPosition: null,
            aiExtractedJobFamily: null,
            aiExtractedJobTitle: null,
            aiSummary: null,
            verificationDetails: VERIFIED,
            overallConfidence: { __typename: 'OverallConfidence', status: 'HIGH_CONFIDENCE', message: 'Verified with high confidence', score: 80 },
            verificationTests: flatTests({ dkim: 'pass', spf: 'none', arc: 'none', dmarc: 'none', ownership: 'pass' }),
            sourceType: 'email_upload',
            uploadedAt: '2025-10-20T10:00:00.000Z',
          },
          {
            __typename: 'Interview',
            id: 'i-initech-final',
            processId: 'p-initech',
            companyName: 'Initech',
            companyDomain: 'initech.example',
            date: '2025-11-02T00:00:00.000Z',
            stage: 'final',
            stageLabel: 'Final Round',
            position: 'Product Manager',
            jobFamily: 'product-management',
            jobTitle: 'Product Manager',
            visibility: 'public',
            positionEditedByCandidate: false,
            aiExtractedPosition: 'Product Manager',
            aiExtractedJobFamily: 'product-management',
            aiExtractedJobTitle: 'Product Manager',
            aiSummary: null,
            verificationDetails: VERIFIED,
            overallConfidence: { __typename: 'OverallConfidence', status: 'HIGH_CONFIDENCE', message: 'Verified with high confidence', score: 95 },
            verificationTests: flatTests({ dkim: 'pass', spf: 'pass', arc: 'none', dmarc: 'pass', ownership: 'pass' }),
            sourceType: 'email_upload',
            uploadedAt: '2025-10-28T10:00:00.000Z',
          },
        ],
      },
    ],
  };
}

export type HistoryFixture = ReturnType<typeof historyFixture>;

interface GroupLike {
  companyDomain?: string | null;
  latestDate?: string | null;
  interviews?: { date: string | null; uploadedAt: string }[];
}

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : Number.NEGATIVE_INFINITY);
const desc = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);

/**
 * The history as the interviews subgraph answers it: processes newest first, each one's
 * interviews newest first (undated last, ties by upload), with the company's link.
 */
function asServed(history: unknown): unknown {
  const value = history as { companies?: GroupLike[] } | null;
  if (!value?.companies) return history;
  const companies = value.companies
    .map((group) => ({
      ...group,
      companyWebsite: websiteOfDomain(group.companyDomain),
      interviews: [...(group.interviews ?? [])].sort((a, b) => desc(time(a.date), time(b.date)) || desc(time(a.uploadedAt), time(b.uploadedAt))),
    }))
    .sort((a, b) => desc(time(a.latestDate), time(b.latestDate)));
  return { ...value, companies };
}

/** The InterviewHistory query's answer. */
export const historyAnswer = (history: unknown = historyFixture()) => ({ data: { interviewHistory: asServed(history) } });
export type InterviewFixture = HistoryFixture['companies'][number]['interviews'][number];

export function interviewById(id: string): InterviewFixture {
  for (const company of historyFixture().companies) {
    const found = company.interviews.find((interview) => interview.id === id);
    if (found) return found;
  }
  throw new Error(`no fixture ${id}`);
}

/** A successful upload answer (the gateway's shape); `issues` makes it a private upload with concerns. */
export function uploadAnswer(options: {
  company: string;
  stage: string;
  stageLabel: string;
  jobTitle: string | null;
  jobFamily: string | null;
  date: string | null;
  issues?: { title: string; description: string }[];
  duplicate?: boolean;
  grouped?: boolean;
  /** The position as the email wrote it; the job title when not given. */
  position?: string;
}) {
  const issues = options.issues ?? [];
  const hasIssues = issues.length > 0;
  return {
    success: true,
    // as the server answers (services/interviews upload routes): a duplicate says so in its message too
    message: options.duplicate
      ? 'This email was already uploaded; it is counted once.'
      : hasIssues
        ? 'Upload processed with verification concerns. The email is saved but marked as private.'
        : 'Email verified and added to your interview history.',
    duplicate: options.duplicate ?? false,
    ui_summary: {
      has_issues: hasIssues,
      issues,
      description: hasIssues ? 'The email could not be verified and is kept private.' : 'The email is authentic.',
      status_description: hasIssues ? 'The email could not be verified and is kept private.' : 'The email is authentic.',
      verification_warnings: [
        ...(options.duplicate
          ? [{ message: 'This email was already uploaded; it is counted once.', suggestion: 'Nothing else to do: it is already in your interview history.' }]
          : []),
        ...issues.map((issue) => ({ message: issue.title, suggestion: issue.description })),
      ],
    },
    analysis_summary: {
      company_name: options.company,
      interview_stage: options.stageLabel,
      interview_date: options.date,
      position: options.position ?? options.jobTitle,
      summary: null,
      confidence: hasIssues ? 10 : 95,
      extracted_by: 'heuristic',
    },
    interview_data: {
      company_name: options.company,
      interview_stage: options.stage,
      position: options.position ?? options.jobTitle,
      position_edited_by_candidate: false,
      job_family: options.jobFamily,
      job_title: options.jobTitle,
      interview_date: options.date,
    },
    interview: { id: `up-${options.company}`, visibility: hasIssues ? 'private' : 'public' },
    grouping_info: { grouped_with_existing: options.grouped ?? false, process_id: `p-${options.company}`, company_name: options.company },
    detailed_issues: issues.map((issue) => ({ message: issue.title, suggestion: issue.description })),
    support_info: { email: SUPPORT_EMAIL, include_filename: hasIssues },
  };
}

/** A minimal .eml file for setInputFiles. */
export function emlFile(name: string, subject = 'Interview') {
  return {
    name,
    mimeType: 'message/rfc822',
    buffer: Buffer.from(`From: recruiting@acme-robotics.example\r\nTo: ada@example.com\r\nSubject: ${subject}\r\n\r\nHello Ada`),
  };
}
