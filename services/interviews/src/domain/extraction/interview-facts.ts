import { z } from 'zod';
import { INTERVIEW_STAGE_KEYS, JOB_FAMILY_KEYS, UNKNOWN_JOB_TITLE, familiesWithTitle, isJobFamilyKey, jobTitlesFor, toStageKey } from '@hiring/contracts';
import { humanizeIsoDates } from './dates.js';
import { isAtsName, isCorporateDomain, isPersonalMailDomain, registrableDomain } from './domains.js';

/**
 * What one interview email says about an interview. Every field is present and nullable where
 * it can be missing, which is also what OpenAI's strict structured output requires.
 */
export const interviewFactsSchema = z.object({
  is_interview_related: z
    .boolean()
    .describe('Whether the email is part of a hiring process of this candidate (application, interview, assessment, offer or rejection).'),
  company_name: z.string().nullable().describe('The employer, never the ATS, scheduling tool or job board that sent the email.'),
  company_domain: z.string().nullable().describe("The employer's own web domain, e.g. acme.com, or null."),
  interview_stage: z.enum(INTERVIEW_STAGE_KEYS).describe('The stage this email is about.'),
  interview_date: z.string().nullable().describe('YYYY-MM-DD: the day of the interview the email schedules, else the day the email was sent.'),
  position: z.string().nullable().describe('The job title as written in the email.'),
  job_family: z.enum(JOB_FAMILY_KEYS).describe('The job family key that fits the position.'),
  job_title: z.string().describe('One title of job_family, or Unknown.'),
  summary: z.string().describe('One or two anonymous sentences: no names, email addresses or phone numbers.'),
});

export type InterviewFacts = z.infer<typeof interviewFactsSchema>;

export const SUMMARY_MAX_CHARS = 280;

const clean = (value: string | null | undefined): string | null => value?.replace(/\s+/g, ' ').trim() || null;

function validDay(value: string | null | undefined): string | null {
  const day = clean(value);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/** The family and a title of it: a title from another family moves the family; anything else is Unknown. */
export function consistentClassification(
  family: string | null | undefined,
  title: string | null | undefined,
): { job_family: InterviewFacts['job_family']; job_title: string } {
  const jobTitle = clean(title);
  const key = family && isJobFamilyKey(family) ? family : 'unknown';
  if (jobTitle) {
    const exact = jobTitlesFor(key).find((t) => t.toLowerCase() === jobTitle.toLowerCase());
    if (exact) return { job_family: key, job_title: exact };
    const other = familiesWithTitle(jobTitle)[0];
    if (other) return { job_family: other, job_title: jobTitlesFor(other).find((t) => t.toLowerCase() === jobTitle.toLowerCase())! };
  }
  return { job_family: key, job_title: UNKNOWN_JOB_TITLE };
}

/**
 * The same guarantees whoever filled the facts: a stage key, a real calendar day, a title of the
 * family, an employer that is not an ATS or a mailbox provider, a domain that is corporate, and a
 * summary of bounded length. `fallback` (the heuristic's reading) fills what is unusable.
 */
export function normalizeFacts(facts: InterviewFacts, fallback?: InterviewFacts): InterviewFacts {
  let company = clean(facts.company_name);
  if (
    company &&
    (isAtsName(company) ||
      /@/.test(company) ||
      isPersonalMailDomain(company.toLowerCase()) ||
      /^(?:unknown|n\/a|none|null)$/i.test(company) ||
      /^via\s/i.test(company))
  )
    company = null;
  let domain = registrableDomain(
    clean(facts.company_domain)
      ?.replace(/^https?:\/\//, '')
      .replace(/\/.*$/, ''),
  );
  if (domain && !isCorporateDomain(domain)) domain = null;
  if (!company && fallback) {
    company = fallback.company_name;
    domain = domain ?? fallback.company_domain;
  }
  const classification = consistentClassification(facts.job_family, facts.job_title);
  // People read the summary: a model's '2026-04-14' becomes 'April 14, 2026'.
  const summary = humanizeIsoDates(clean(facts.summary) ?? '');
  return {
    is_interview_related: facts.is_interview_related,
    company_name: company,
    company_domain: domain,
    interview_stage: toStageKey(facts.interview_stage),
    interview_date: validDay(facts.interview_date) ?? fallback?.interview_date ?? null,
    position: clean(facts.position),
    ...classification,
    summary: summary.length > SUMMARY_MAX_CHARS ? `${summary.slice(0, SUMMARY_MAX_CHARS - 1).replace(/\s+\S*$/, '')}…` : summary,
  };
}
