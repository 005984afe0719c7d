import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_LIMITS } from '@hiring/contracts';
import { clientIpOf, humanDuration, type RateLimiter } from '@hiring/service-kit';
import type { Extractor } from '@hiring/extraction';
import { RESUME_MESSAGES, ResumeAnalysisError, analyzeResume } from '../domain/resume/resume.service.js';

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, error: message, message });
}

/**
 * POST /resume-analysis (multipart, field `resume`): the gateway streams
 * /api/analyze-resume-for-registration here. Public, as it comes before registration, so it is
 * rate limited per client address. Answers `{success, analysis}` or `{success: false, error}`.
 */
export function resumeAnalysisRoutes(deps: { extractor: Extractor; limiter: RateLimiter; perIpPerHour: number }) {
  return async (app: FastifyInstance) => {
    await app.register(async (scope) => {
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
          const { analysis, source } = await analyzeResume(deps.extractor, file);
          request.log.info({ source, format: file.mimetype, bytes: file.bytes.length }, 'resume analysed');
          return reply.send({ success: true, analysis });
        } catch (error) {
          if (error instanceof ResumeAnalysisError) return answer(reply, error.status, error.message);
          request.log.error({ err: error }, 'resume analysis failed');
          return answer(reply, 500, RESUME_MESSAGES.failed);
        }
      });
    });
  };
}
