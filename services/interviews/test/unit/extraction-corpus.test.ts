import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { isInterviewStageKey, jobClassificationProblem } from '@hiring/contracts';
import { evaluateCorpus, formatAccuracyTable, prepareInterviewEmailForModel, readSerializedEmail } from '../../src/domain/extraction/index.js';
import type { ExpectedFacts, ScoredField } from '../../src/domain/extraction/accuracy.js';

/**
 * The heuristic extractor over the fixture corpus (parseEml → serializeForExtraction →
 * HeuristicExtractor), with the accuracy per field printed. The minimums sit just under what the
 * heuristic reaches today; a change that costs accuracy fails here.
 */
const corpus = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/corpus');

const MINIMUM: Record<ScoredField, number> = {
  is_interview_related: 0.97,
  company_name: 0.97,
  company_domain: 0.97,
  interview_stage: 0.97,
  interview_date: 0.97,
  position: 0.97,
  job_family: 0.97,
  job_title: 0.97,
};

describe('interview extraction corpus', () => {
  it('has at least 40 emails, each with valid expected fields', async () => {
    const files = (await readdir(corpus)).filter((name) => name.endsWith('.eml'));
    const expected = JSON.parse(await readFile(join(corpus, 'expected.json'), 'utf8')) as Record<string, ExpectedFacts>;
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(expected).sort()).toEqual([...files].sort());
    for (const [file, facts] of Object.entries(expected)) {
      expect({ file, stage: isInterviewStageKey(facts.interview_stage) }).toEqual({ file, stage: true });
      expect({ file, classification: jobClassificationProblem(facts.job_family, facts.job_title) }).toEqual({ file, classification: null });
      if (facts.interview_date !== null) expect(facts.interview_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Real variety: interview and non-interview mail, every outcome.
    const values = Object.values(expected);
    expect(values.filter((f) => !f.is_interview_related).length).toBeGreaterThanOrEqual(5);
    for (const stage of ['application', 'offer', 'rejected', 'onsite', 'final', 'coding_challenge', 'phone_screen', 'technical_screen']) {
      expect(values.some((f) => f.interview_stage === stage)).toBe(true);
    }
  });

  it('reaches the minimum accuracy per field with the heuristic extractor', async () => {
    const report = await evaluateCorpus(corpus);
    const mismatches = report.mismatches.map((m) => `  ${m.file} ${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`);
    console.info(
      `Heuristic extractor on ${report.emails} emails:\n${formatAccuracyTable(report)}${mismatches.length ? `\n\nMismatches:\n${mismatches.join('\n')}` : ''}`,
    );
    for (const field of report.fields) {
      expect({ field: field.field, enough: field.accuracy >= MINIMUM[field.field] }).toEqual({ field: field.field, enough: true });
    }
    // Every result satisfies the schema's guarantees.
    for (const facts of Object.values(report.results)) {
      expect(jobClassificationProblem(facts.job_family, facts.job_title)).toBeNull();
      expect(facts.summary).not.toMatch(/@|\d{3}[ .-]\d{4}/);
    }
  });

  it("sends the model none of the corpus's email addresses, the candidate's names or the sender's name", async () => {
    const report = await evaluateCorpus(corpus);
    for (const [file, input] of Object.entries(report.inputs)) {
      const prepared = prepareInterviewEmailForModel(input);
      const email = readSerializedEmail(input);
      const company = report.results[file]!.company_name ?? '';
      const people = [
        ...email.to.flatMap((a) => [...a.name.split(/\s+/), ...a.address.split('@')[0]!.split(/[._-]/)]),
        // A sender named like a person ("Dana Whitfield"), not a tool or a team ("Google Calendar").
        ...(email.from &&
        /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(email.from.name) &&
        !/\b(?:Calendar|Recruiting|Team|Talent|Careers|Jobs|Alerts)\b/.test(email.from.name)
          ? email.from.name.split(' ')
          : []),
      ].filter((word) => word.length > 2 && /^[A-Za-z]+$/.test(word) && !company.toLowerCase().includes(word.toLowerCase()));
      const leaked = [
        // eslint-disable-next-line regexp/no-super-linear-move -- the test's own fixture text
        ...(prepared.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []),
        ...people.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(prepared)),
      ];
      expect({ file, leaked }).toEqual({ file, leaked: [] });
    }
  });
});
