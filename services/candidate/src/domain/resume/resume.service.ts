import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, JOB_FAMILIES, RESUME_UPLOAD_MESSAGES } from '@hiring/contracts';
import {
  DocumentTooLargeError,
  detectDocumentFormat,
  documentToText,
  redactPii,
  type ExtractionSource,
  type ExtractionTask,
  type Extractor,
} from '@hiring/extraction';
import { normalizeAnalysis, resumeAnalysisSchema, type ResumeAnalysis } from './analysis.js';
import { heuristicResumeAnalysis } from './heuristic.js';

export const RESUME_MESSAGES = {
  tooLarge: ACCOUNT_MESSAGES.resumeTooLarge,
  wrongType: ACCOUNT_MESSAGES.resumeWrongType,
  missing: RESUME_UPLOAD_MESSAGES.missing,
  unreadable: 'Failed to analyze resume. No text could be read from this file.',
  failed: RESUME_UPLOAD_MESSAGES.failed,
  unpackedTooLarge: 'File is too large to analyze once unpacked',
  tooSlow: 'Failed to analyze resume. This file took too long to read.',
} as const;

export class ResumeAnalysisError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const INSTRUCTIONS = `You read the text of a resume and fill the JSON schema for a job marketplace's registration form.
Rules:
- Contact details have been redacted from the text: return null for every contact field.
- education: the highest degree. degreeLevel is one of Associates, Bachelor, Masters, PhD, or null.
- workExperiences: newest first, at most 10; company is the employer's name only, without its city, region, country or "Remote"; months 1-12 or null, four-digit years or null; isCurrent true for a present role (then end fields are null).
- skills: the most prominent skills, at most 10, as short names.
- workPreferences.workModel: remote, hybrid or in-person only when the resume states a preference; location is the candidate's city and region.
- jobClassification: the job family key and one title of that family that fits the newest role, else "Unknown". Families and their titles:
${JOB_FAMILIES.map((family) => `  ${family.key}: ${[...family.titles, 'Unknown'].join('; ')}`).join('\n')}
Use only what the text says; never invent companies, dates or schools.`;

/** The resume task of the product's one extraction interface. */
export function resumeTask(today: Date = new Date()): ExtractionTask<ResumeAnalysis> {
  return {
    name: 'resume_analysis',
    instructions: INSTRUCTIONS,
    schema: resumeAnalysisSchema,
    heuristic: (text) => normalizeAnalysis(heuristicResumeAnalysis(text, today), today),
    // The model never sees the person: emails, phones, links and the name found locally are redacted.
    prepareForModel: (text) => {
      const { contact } = heuristicResumeAnalysis(text, today);
      return redactPii(text, { names: [contact.firstName, contact.lastName, [contact.firstName, contact.lastName].filter(Boolean).join(' ')] });
    },
    // Contact details come from the local reading of the unredacted text.
    finish: (fromModel, text) => normalizeAnalysis({ ...fromModel, contact: heuristicResumeAnalysis(text, today).contact }, today),
  };
}

export interface ResumeFile {
  bytes: Buffer;
  filename?: string;
  mimetype?: string;
}

/** Checks the file (type by name and content, size), extracts its text and fills the analysis. */
export async function analyzeResume(extractor: Extractor, file: ResumeFile): Promise<{ analysis: ResumeAnalysis; source: ExtractionSource }> {
  if (file.bytes.length > ACCOUNT_LIMITS.resumeMaxBytes) throw new ResumeAnalysisError(413, RESUME_MESSAGES.tooLarge);
  const format = detectDocumentFormat(file.bytes, file.filename, file.mimetype);
  if (!format) throw new ResumeAnalysisError(400, RESUME_MESSAGES.wrongType);
  let text: string;
  try {
    text = await documentToText(file.bytes, format);
  } catch (error) {
    if (error instanceof DocumentTooLargeError) throw new ResumeAnalysisError(413, RESUME_MESSAGES.unpackedTooLarge);
    throw new ResumeAnalysisError(422, RESUME_MESSAGES.unreadable);
  }
  if (text.replace(/\s/g, '').length < 20) throw new ResumeAnalysisError(422, RESUME_MESSAGES.unreadable);
  const result = await extractor.extract(resumeTask(), text);
  return { analysis: result.value, source: result.source };
}
