import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizeCompanyName } from '@hiring/contracts';
import { HeuristicExtractor, type Extractor } from '@hiring/extraction';
import { parseEml } from '../parsing/parse-eml.js';
import type { InterviewFacts } from './interview-facts.js';
import { interviewFactsTask } from './interview-facts.task.js';
import { serializeForExtraction } from './serialize.js';

/**
 * Accuracy of the extractor on a corpus of .eml files with an `expected.json` (file name →
 * expected fields). The employer and position compare ignoring case, punctuation and legal
 * suffixes; the other fields compare exactly. is_interview_related counts over every email, the
 * other fields over the emails that are interview-related.
 */
export type ExpectedFacts = Pick<
  InterviewFacts,
  'is_interview_related' | 'company_name' | 'company_domain' | 'interview_stage' | 'interview_date' | 'position' | 'job_family' | 'job_title'
>;

export const SCORED_FIELDS = [
  'is_interview_related',
  'company_name',
  'company_domain',
  'interview_stage',
  'interview_date',
  'position',
  'job_family',
  'job_title',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface FieldAccuracy {
  field: ScoredField;
  correct: number;
  total: number;
  /** 0 to 1. */
  accuracy: number;
}

export interface Mismatch {
  file: string;
  field: ScoredField;
  expected: unknown;
  actual: unknown;
}

export interface CorpusReport {
  emails: number;
  fields: FieldAccuracy[];
  mismatches: Mismatch[];
  results: Record<string, InterviewFacts>;
  /** What the extractor was given for each file (serializeForExtraction). */
  inputs: Record<string, string>;
}

function comparable(field: ScoredField, value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  if (field === 'company_name') {
    const text = value
      .normalize('NFKC')
      .replace(/株式会社/g, '')
      .trim();
    return normalizeCompanyName(text) || text.toLowerCase();
  }
  if (field === 'position') return value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (field === 'company_domain') return value.toLowerCase();
  return value;
}

export function sameValue(field: ScoredField, expected: unknown, actual: unknown): boolean {
  return comparable(field, expected) === comparable(field, actual);
}

export async function evaluateCorpus(dir: string, extractor: Extractor = new HeuristicExtractor()): Promise<CorpusReport> {
  const expected = JSON.parse(await readFile(join(dir, 'expected.json'), 'utf8')) as Record<string, ExpectedFacts>;
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  const missing = files.filter((file) => !expected[file]);
  if (missing.length > 0) throw new Error(`expected.json has no entry for ${missing.join(', ')}`);
  const counts = new Map<ScoredField, { correct: number; total: number }>(SCORED_FIELDS.map((f) => [f, { correct: 0, total: 0 }]));
  const mismatches: Mismatch[] = [];
  const results: Record<string, InterviewFacts> = {};
  const inputs: Record<string, string> = {};
  for (const file of files) {
    const parsed = await parseEml(await readFile(join(dir, file)));
    const input = serializeForExtraction(parsed);
    const { value } = await extractor.extract(interviewFactsTask, input);
    results[file] = value;
    inputs[file] = input;
    const want = expected[file]!;
    for (const field of SCORED_FIELDS) {
      if (field !== 'is_interview_related' && !want.is_interview_related) continue;
      const count = counts.get(field)!;
      count.total += 1;
      if (sameValue(field, want[field], value[field])) count.correct += 1;
      else mismatches.push({ file, field, expected: want[field], actual: value[field] });
    }
  }
  const fields = SCORED_FIELDS.map((field) => {
    const { correct, total } = counts.get(field)!;
    return { field, correct, total, accuracy: total === 0 ? 1 : correct / total };
  });
  return { emails: files.length, fields, mismatches, results, inputs };
}

/** A Markdown table of the per-field accuracy. */
export function formatAccuracyTable(report: CorpusReport): string {
  const rows = report.fields.map((f) => `| ${f.field} | ${f.correct}/${f.total} | ${(f.accuracy * 100).toFixed(1)}% |`);
  return ['| Field | Correct | Accuracy |', '| --- | --- | --- |', ...rows].join('\n');
}
