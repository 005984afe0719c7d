/** Stand-in data for the interview history and upload browser tests (REST contract shapes). */

export const SUPPORT_EMAIL = 'support@interviewproof.example';

const VERIFIED = {
  has_issues: false,
  issues_list: [],
  status_description: 'The email is authentic: its DKIM signature from us.greenhouse-mail.io verifies and it was sent to your verified address.',
};

export function historyFixture() {
  return {
    success: true,
    total_interviews: 5,
    companies: [
      {
        process_id: 'p-globex',
        company_name: 'Globex',
        company_domain: null,
        latest_date: '2026-01-15T00:00:00.000Z',
        interviews: [
          {
            id: 'i-globex-offer',
            process_id: 'p-globex',
            company_name: 'Globex',
            company_domain: null,
            date: '2026-01-15T00:00:00.000Z',
            stage: 'offer',
            stage_label: 'Offer',
            position: 'Data Scientist',
            job_family: 'data-analytics',
            job_title: 'Data Scientist',
            visibility: 'private',
            position_edited_by_candidate: true,
            ai_extracted_position: 'Software Engineer',
            ai_extracted_job_family: 'software-engineering',
            ai_extracted_job_title: 'Software Engineer',
            ai_summary: 'Offer letter for a data science role, with a start date in March.',
            verification_details: {
              has_issues: true,
              issues_list: [{ title: 'Email content was modified', description: 'The body of the email changed after it was signed, so its DKIM signature no longer verifies.' }],
              status_description: 'The email could not be verified and is kept private.',
            },
            overall_confidence: { status: 'LOW_CONFIDENCE', message: 'Low confidence: the content changed after signing.' },
            verification_tests: {
              content_unmodified: { passed: false, dkim_passed: false, arc_passed: false },
              sender_verified: { passed: true, original_spf_passed: true, current_spf_passed: true },
            },
            source_type: 'email_upload',
            uploaded_at: '2026-01-16T09:00:00.000Z',
          },
        ],
      },
      {
        process_id: 'p-acme',
        company_name: 'Acme Robotics',
        company_domain: 'acme-robotics.example',
        latest_date: '2026-03-12T00:00:00.000Z',
        interviews: [
          {
            id: 'i-acme-tech',
            process_id: 'p-acme',
            company_name: 'Acme Robotics',
            company_domain: 'acme-robotics.example',
            date: '2026-02-20T00:00:00.000Z',
            stage: 'technical_screen',
            stage_label: 'Technical Screen',
            position: 'Backend Engineer',
            job_family: 'software-engineering',
            job_title: 'Backend Engineer',
            visibility: 'public',
            position_edited_by_candidate: false,
            ai_extracted_position: 'Backend Engineer',
            ai_extracted_job_family: 'software-engineering',
            ai_extracted_job_title: 'Backend Engineer',
            ai_summary: null,
            verification_details: VERIFIED,
            overall_confidence: 90,
            verification_tests: { dkim: 'pass', spf: 'none', arc: 'none', dmarc: 'none', ownership: 'pass', recipient: 'ada@example.com' },
            source_type: 'email_upload',
            uploaded_at: '2026-02-21T10:00:00.000Z',
          },
          {
            id: 'i-acme-onsite',
            process_id: 'p-acme',
            company_name: 'Acme Robotics',
            company_domain: 'acme-robotics.example',
            date: '2026-03-12T00:00:00.000Z',
            stage: 'onsite',
            stage_label: 'Onsite',
            position: 'Backend Engineer',
            job_family: 'software-engineering',
            job_title: 'Backend Engineer',
            visibility: 'public',
            position_edited_by_candidate: false,
            ai_extracted_position: 'Backend Engineer',
            ai_extracted_job_family: 'software-engineering',
            ai_extracted_job_title: 'Backend Engineer',
            ai_summary: 'Invitation to an onsite loop of four interviews for the Backend Engineer role.',
            verification_details: VERIFIED,
            overall_confidence: 95,
            verification_tests: { dkim: 'pass', spf: 'pass', arc: 'none', dmarc: 'pass', ownership: 'pass', recipient: 'ada@example.com' },
            source_type: 'email_upload',
            uploaded_at: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
      {
        process_id: 'p-initech',
        company_name: 'Initech',
        company_domain: 'initech.example',
        latest_date: '2025-11-02T00:00:00.000Z',
        interviews: [
          {
            id: 'i-initech-phone',
            process_id: 'p-initech',
            company_name: 'Initech',
            company_domain: 'initech.example',
            date: null,
            stage: 'phone_screen',
            stage_label: 'Phone Screen',
            position: null,
            job_family: null,
            job_title: null,
            visibility: 'public',
            position_edited_by_candidate: false,
            ai_extracted_position: null,
            ai_extracted_job_family: null,
            ai_extracted_job_title: null,
            ai_summary: null,
            verification_details: VERIFIED,
            overall_confidence: 80,
            verification_tests: { dkim: 'pass', spf: 'none', arc: 'none', dmarc: 'none', ownership: 'pass', recipient: 'ada@example.com' },
            source_type: 'email_upload',
            uploaded_at: '2025-10-20T10:00:00.000Z',
          },
          {
            id: 'i-initech-final',
            process_id: 'p-initech',
            company_name: 'Initech',
            company_domain: 'initech.example',
            date: '2025-11-02T00:00:00.000Z',
            stage: 'final',
            stage_label: 'Final Round',
            position: 'Product Manager',
            job_family: 'product-management',
            job_title: 'Product Manager',
            visibility: 'public',
            position_edited_by_candidate: false,
            ai_extracted_position: 'Product Manager',
            ai_extracted_job_family: 'product-management',
            ai_extracted_job_title: 'Product Manager',
            ai_summary: null,
            verification_details: VERIFIED,
            overall_confidence: 95,
            verification_tests: { dkim: 'pass', spf: 'pass', arc: 'none', dmarc: 'pass', ownership: 'pass', recipient: 'ada@example.com' },
            source_type: 'email_upload',
            uploaded_at: '2025-10-28T10:00:00.000Z',
          },
        ],
      },
    ],
  };
}

export type HistoryFixture = ReturnType<typeof historyFixture>;
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
}) {
  const issues = options.issues ?? [];
  const hasIssues = issues.length > 0;
  return {
    success: true,
    message: hasIssues ? 'Upload processed with verification concerns. The email is saved but marked as private.' : 'Email verified and added to your interview history.',
    duplicate: options.duplicate ?? false,
    ui_summary: {
      has_issues: hasIssues,
      issues,
      description: hasIssues ? 'The email could not be verified and is kept private.' : 'The email is authentic.',
      status_description: hasIssues ? 'The email could not be verified and is kept private.' : 'The email is authentic.',
      verification_warnings: [
        ...(options.duplicate ? [{ message: 'This email was already uploaded; it is counted once.', suggestion: 'Nothing else to do: it is already in your interview history.' }] : []),
        ...issues.map((issue) => ({ message: issue.title, suggestion: issue.description })),
      ],
    },
    analysis_summary: {
      company_name: options.company,
      interview_stage: options.stageLabel,
      interview_date: options.date,
      position: options.jobTitle,
      summary: null,
      confidence: hasIssues ? 10 : 95,
      extracted_by: 'heuristic',
    },
    interview_data: {
      company_name: options.company,
      interview_stage: options.stage,
      position: options.jobTitle,
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
