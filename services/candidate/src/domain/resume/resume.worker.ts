import { extractorFromSettings, type OpenAiSettings } from '@hiring/extraction';
import type { ExtractionSource } from '@hiring/extraction';
import type { ResumeAnalysis } from './analysis.js';
import { ResumeAnalysisError, analyzeResume } from './resume.service.js';

/** One resume analysis, run in a worker thread of the candidate service's task pool. */
export interface ResumeTaskInput {
  bytes: Uint8Array;
  filename?: string;
  mimetype?: string;
  openai: OpenAiSettings;
}

/** Refusals are values: an error's class and status do not survive the trip between threads. */
export type ResumeTaskOutput =
  { ok: true; analysis: ResumeAnalysis; source: ExtractionSource; warnings: string[] } | { ok: false; status: number; message: string };

export default async function analyzeResumeTask(input: ResumeTaskInput): Promise<ResumeTaskOutput> {
  const warnings: string[] = [];
  const extractor = extractorFromSettings(input.openai, { warn: (details, message) => warnings.push(`${message} ${JSON.stringify(details)}`) });
  try {
    const { analysis, source } = await analyzeResume(extractor, { bytes: Buffer.from(input.bytes), filename: input.filename, mimetype: input.mimetype });
    return { ok: true, analysis, source, warnings };
  } catch (error) {
    if (error instanceof ResumeAnalysisError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
