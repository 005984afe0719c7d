import { z } from 'zod';
import { ACCOUNT_LIMITS, DEGREE_LEVELS, JOB_FAMILY_KEYS, UNKNOWN_JOB_TITLE, WORK_MODELS, jobTitlesFor } from '@hiring/contracts';

/**
 * The resume analysis result (docs/product/data.md#data-and-entities): what the registration wizard pre-fills. Every field
 * is present and nullable, which is also what OpenAI's strict structured output requires.
 */
export const resumeAnalysisSchema = z.object({
  contact: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
  }),
  education: z.object({
    institution: z.string().nullable(),
    degreeLevel: z.enum(DEGREE_LEVELS).nullable(),
    fieldOfStudy: z.string().nullable(),
  }),
  workExperiences: z.array(
    z.object({
      company: z.string(),
      jobTitle: z.string(),
      startMonth: z.number().int().nullable(),
      startYear: z.number().int().nullable(),
      endMonth: z.number().int().nullable(),
      endYear: z.number().int().nullable(),
      isCurrent: z.boolean(),
    }),
  ),
  skills: z.array(z.string()),
  workPreferences: z.object({
    workModel: z.enum(WORK_MODELS).nullable(),
    location: z.string().nullable(),
  }),
  jobClassification: z.object({
    jobFamily: z.enum(JOB_FAMILY_KEYS).nullable(),
    jobTitle: z.string().nullable(),
  }),
});

export type ResumeAnalysis = z.infer<typeof resumeAnalysisSchema>;
export type ResumeWorkExperience = ResumeAnalysis['workExperiences'][number];

const clean = (value: string | null | undefined): string | null => value?.replace(/\s+/g, ' ').trim() || null;

function month(value: number | null): number | null {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 12 ? value : null;
}

function year(value: number | null, today: Date): number | null {
  return value !== null && Number.isInteger(value) && value >= 1950 && value <= today.getFullYear() ? value : null;
}

/**
 * The same guarantees whoever filled the analysis: trimmed text, months 1-12, plausible years, at
 * most 10 work experiences, the first 10 distinct skills, and a job title that belongs to the job
 * family (else Unknown).
 */
export function normalizeAnalysis(analysis: ResumeAnalysis, today: Date = new Date()): ResumeAnalysis {
  const experiences = analysis.workExperiences
    .map((entry) => ({
      company: clean(entry.company) ?? '',
      jobTitle: clean(entry.jobTitle) ?? '',
      startMonth: month(entry.startMonth),
      startYear: year(entry.startYear, today),
      endMonth: entry.isCurrent ? null : month(entry.endMonth),
      endYear: entry.isCurrent ? null : year(entry.endYear, today),
      isCurrent: entry.isCurrent,
    }))
    .filter((entry) => entry.company || entry.jobTitle)
    .slice(0, ACCOUNT_LIMITS.maxWorkExperiences);
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of analysis.skills) {
    const skill = clean(raw);
    if (!skill || skill.length > 60 || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
    if (skills.length === ACCOUNT_LIMITS.maxSkills) break;
  }
  const family = analysis.jobClassification.jobFamily;
  const title = clean(analysis.jobClassification.jobTitle);
  const jobTitle = family ? (title && jobTitlesFor(family).includes(title) ? title : UNKNOWN_JOB_TITLE) : null;
  return {
    contact: {
      firstName: clean(analysis.contact.firstName),
      lastName: clean(analysis.contact.lastName),
      email: clean(analysis.contact.email)?.toLowerCase() ?? null,
      linkedinUrl: clean(analysis.contact.linkedinUrl),
    },
    education: {
      institution: clean(analysis.education.institution),
      degreeLevel: analysis.education.degreeLevel,
      fieldOfStudy: clean(analysis.education.fieldOfStudy),
    },
    workExperiences: experiences,
    skills,
    workPreferences: { workModel: analysis.workPreferences.workModel, location: clean(analysis.workPreferences.location) },
    jobClassification: { jobFamily: family, jobTitle },
  };
}
