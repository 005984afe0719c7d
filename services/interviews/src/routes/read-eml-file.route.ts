import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '../domain/upload-interview-email.service.js';

/**
 * The name a browser sent, as we keep and quote it: the last path segment only (`../../x.eml`
 * is `x.eml`), no control characters, at most 200 characters. It is never used as a path.
 */
export function safeFilename(name: string | undefined): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const visible = last.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  return visible.trim().slice(-200);
}

export type EmlFileRead = { file: { bytes: Buffer; filename: string } } | { status: number; message: string };

/**
 * The one `.eml` file of a multipart upload, from the field `fieldName` (other parts are drained
 * and ignored): or the refusal to answer (too large, several files, none, not .eml). Shared by the
 * candidate's upload and the company's hiring-system tenant upload.
 */
export async function readEmlFile(scope: FastifyInstance, request: FastifyRequest, fieldName: string, noFileMessage: string): Promise<EmlFileRead> {
  if (!request.isMultipart()) return { status: 400, message: noFileMessage };
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file || part.fieldname !== fieldName) {
        await part.toBuffer();
        continue;
      }
      file = { bytes: await part.toBuffer(), filename: safeFilename(part.filename) };
    }
  } catch (error) {
    if (error instanceof scope.multipartErrors.RequestFileTooLargeError) return { status: 413, message: UPLOAD_MESSAGES.tooLarge };
    if (error instanceof scope.multipartErrors.FilesLimitError) return { status: 400, message: 'Upload one email file per request' };
    throw error;
  }
  if (!file) return { status: 400, message: noFileMessage };
  if (!/\.eml$/i.test(file.filename)) return { status: 400, message: UPLOAD_MESSAGES.notEml };
  return { file };
}
