import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authFromHeader, isConnectionError, TEMPORARILY_UNAVAILABLE, type RateLimiter, namedScope } from '@hiring/service-kit';
import { uploadAllowance } from '../domain/upload-rate.js';
import { stageLabel, AUTH_REQUIRED_MESSAGE, EML_UPLOAD_MESSAGES } from '@hiring/contracts';
import type { InterviewsConfig } from '../config.js';
import { interviewForOwner } from '../domain/interview-view.js';
import { readEmlFile } from './read-eml-file.route.js';
import {
  MAX_EML_BYTES,
  UPLOAD_MESSAGES,
  UploadRefused,
  uploadInterviewEmail,
  type UploadDeps,
  type UploadOutcome,
} from '../domain/upload-interview-email.service.js';

function refuse(reply: FastifyReply, status: number, message: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({ success: false, error: message, message, ...extra });
}

/** The spec's upload response (ui_summary, analysis_summary, interview_data, grouping_info, ...). */
export function uploadResponse(outcome: UploadOutcome, supportEmail: string) {
  const { interview, facts } = outcome;
  const verification = interview.verification;
  const warnings = outcome.duplicate
    ? [{ message: UPLOAD_MESSAGES.duplicate, suggestion: 'Nothing else to do: it is already in your interview history.' }]
    : [];
  return {
    success: true,
    message: outcome.duplicate ? UPLOAD_MESSAGES.duplicate : verification.hasIssues ? UPLOAD_MESSAGES.concerns : UPLOAD_MESSAGES.verified,
    duplicate: outcome.duplicate,
    ui_summary: {
      has_issues: verification.hasIssues,
      issues: verification.issues,
      description: verification.statusDescription,
      status_description: verification.statusDescription,
      verification_warnings: [...warnings, ...verification.issues.map((issue) => ({ message: issue.title, suggestion: issue.description }))],
    },
    analysis_summary: {
      company_name: interview.companyName,
      interview_stage: stageLabel(interview.stage),
      interview_date: interview.interviewDate?.toISOString() ?? null,
      position: interview.position,
      summary: interview.summary,
      confidence: verification.confidence,
      extracted_by: interview.source.extractedBy,
      is_interview_related: facts.is_interview_related,
    },
    interview_data: {
      company_name: interview.companyName,
      interview_stage: interview.stage,
      position: interview.position,
      position_edited_by_candidate: interview.positionEditedByCandidate,
      job_family: interview.jobFamily,
      job_title: interview.jobTitle,
      interview_date: interview.interviewDate?.toISOString() ?? null,
    },
    interview: interviewForOwner(interview),
    grouping_info: { grouped_with_existing: outcome.groupedWithExisting, process_id: interview.processId, company_name: interview.companyName },
    detailed_issues: verification.issues.map((issue) => ({ message: issue.title, suggestion: issue.description })),
    support_info: { email: supportEmail, include_filename: verification.hasIssues },
  };
}

/**
 * POST /uploads/interview-email (multipart, field `email_file`, one file): the gateway streams
 * /api/candidate/upload-interview-email here. Candidates with a session or, during registration,
 * the temporary registration token.
 */
export function uploadInterviewEmailRoutes(deps: UploadDeps & { config: InterviewsConfig; limiter: RateLimiter }) {
  return async (app: FastifyInstance) => {
    await app.register(
      namedScope('email upload', async (scope) => {
        await scope.register(multipart, { limits: { fileSize: MAX_EML_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
        scope.post('/uploads/interview-email', async (request, reply) => {
          const auth = authFromHeader(request.headers.authorization, deps.config.JWT_SECRET);
          if (!auth) return refuse(reply, 401, AUTH_REQUIRED_MESSAGE);
          if (auth.userType !== 'candidate') return refuse(reply, 403, 'Only candidates can upload interview emails');

          const tooFast = await uploadAllowance(deps.limiter, deps.config.UPLOADS_PER_10_MINUTES, [`upload:${auth.userId}`]);
          if (tooFast) return refuse(reply, 429, tooFast);
          const read = await readEmlFile(scope, request, 'email_file', EML_UPLOAD_MESSAGES.noFiles);
          if ('status' in read) return refuse(reply, read.status, read.message);
          const { file } = read;

          try {
            const outcome = await uploadInterviewEmail(deps, {
              candidateId: auth.userId,
              raw: file.bytes,
              filename: file.filename,
              sourceType: 'email_upload',
              // The account's own address, code-verified before any token was issued, counts at once
              // (during registration the account does not exist yet; right after it, its event may
              // not have reached this service yet).
              extraVerified: [auth.email],
            });
            request.log.info(
              { interviewId: outcome.interview._id, duplicate: outcome.duplicate, hasIssues: outcome.interview.verification.hasIssues },
              'interview email uploaded',
            );
            return reply.send(uploadResponse(outcome, deps.config.SUPPORT_EMAIL));
          } catch (error) {
            if (error instanceof UploadRefused) {
              return refuse(reply, error.status, error.message, {
                detailed_issues: error.detailedIssues,
                support_info: { email: deps.config.SUPPORT_EMAIL, include_filename: true },
              });
            }
            if (isConnectionError(error)) {
              request.log.warn({ err: error }, 'upload failed: a dependency is unreachable');
              return refuse(reply, 503, TEMPORARILY_UNAVAILABLE);
            }
            request.log.error({ err: error }, 'upload failed');
            return refuse(reply, 500, EML_UPLOAD_MESSAGES.failed);
          }
        });
      }),
    );
  };
}
