import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_LIMITS } from '@hiring/contracts';
import { TaskPoolError, clientIpOf, humanDuration, type RateLimiter, type TaskPool, namedScope } from '@hiring/service-kit';
import { RESUME_MESSAGES } from '../domain/resume/resume.service.js';
import type { ResumeTaskInput, ResumeTaskOutput } from '../domain/resume/resume.worker.js';

/** What a task that gave no answer tells the uploader. */
function failureAnswer(error: TaskPoolError): { status: number; message: string } {
  switch (error.kind) {
    case 'timeout':
      return { status: 422, message: RESUME_MESSAGES.tooSlow };
    case 'out-of-memory':
      return { status: 413, message: RESUME_MESSAGES.unpackedTooLarge };
    case 'busy':
    case 'closed':
      return { status: 503, message: RESUME_MESSAGES.failed };
    default:
      return { status: 422, message: RESUME_MESSAGES.unreadable };
  }
}

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, error: message, message });
}

/**
 * POST /resume-analysis (multipart, field `resume`): the gateway streams
 * /api/analyze-resume-for-registration here. Public, as it comes before registration, so it is
 * rate limited per client address. Answers `{success, analysis}` or `{success: false, error}`.
 */
export function resumeAnalysisRoutes(deps: {
  /** Parsing and extraction run here, off the event loop, with a time budget and a memory cap. */
  pool: TaskPool<ResumeTaskInput, ResumeTaskOutput>;
  openai: ResumeTaskInput['openai'];
  limiter: RateLimiter;
  perIpPerHour: number;
}) {
  return async (app: FastifyInstance) => {
    await app.register(
      namedScope('resume analysis', async (scope) => {
        await scope.register(multipart, {
          limits: { fileSize: ACCOUNT_LIMITS.resumeMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
        });
        scope.post('/resume-analysis', async (request, reply) => {
          const decision = await deps.limiter.hit(`resume:ip:${clientIpOf(request)}`, { limit: deps.perIpPerHour, windowMs: 3600_000 });
          if (!decision.allowed) {
            return answer(reply, 429, `Too many resume uploads. Please try again in ${humanDuration(decision.retryAfterSeconds)}.`);
          }
          if (!request.isMultipart()) return answer(reply, 400, RESUME_MESSAGES.missing);
          let file: { bytes: Buffer; filename: string; mimetype: string } | null = null;
          try {
            for await (const part of request.parts()) {
              if (part.type !== 'file') continue;
              if (file || (part.fieldname !== 'resume' && part.fieldname !== 'file')) {
                await part.toBuffer(); // drain what is not the resume
                continue;
              }
              file = { bytes: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
            }
          } catch (error) {
            if (error instanceof scope.multipartErrors.RequestFileTooLargeError) return answer(reply, 413, RESUME_MESSAGES.tooLarge);
            if (error instanceof scope.multipartErrors.FilesLimitError) return answer(reply, 400, RESUME_MESSAGES.missing);
            throw error;
          }
          if (!file) return answer(reply, 400, RESUME_MESSAGES.missing);
          try {
            const result = await deps.pool.run({ bytes: file.bytes, filename: file.filename, mimetype: file.mimetype, openai: deps.openai });
            if (!result.ok) return answer(reply, result.status, result.message);
            for (const warning of result.warnings) request.log.warn({ component: 'extraction' }, warning);
            request.log.info({ source: result.source, format: file.mimetype, bytes: file.bytes.length }, 'resume analysed');
            return reply.send({ success: true, analysis: result.analysis });
          } catch (error) {
            if (error instanceof TaskPoolError) {
              request.log.warn({ kind: error.kind, reason: error.message, format: file.mimetype, bytes: file.bytes.length }, 'resume analysis stopped');
              const { status, message } = failureAnswer(error);
              return answer(reply, status, message);
            }
            request.log.error({ err: error }, 'resume analysis failed');
            return answer(reply, 500, RESUME_MESSAGES.failed);
          }
        });
      }),
    );
  };
}
