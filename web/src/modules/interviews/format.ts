import { stageBadgeColour, stageLabel, jobFamilyLabel, jobPositionText, type StageBadgeColour } from '@hiring/contracts/vocabulary';

export const UNKNOWN_POSITION = 'Unknown Position';

/** 'Unknown' titles and the 'unknown' family say nothing about the position. */
function meaningful(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text.toLowerCase() === 'unknown' ? '' : text;
}

/**
 * Spec: the job title plus the job family ('Backend Engineer (Software Engineering)'), by the
 * family's label, either one alone when the other is missing, else 'Unknown Position'.
 */
export function formatPosition(jobTitle: string | null | undefined, jobFamily: string | null | undefined): string {
  const title = meaningful(jobTitle);
  const family = meaningful(jobFamily);
  if (!title && !family) return UNKNOWN_POSITION;
  if (!family) return title;
  if (!title) return jobFamilyLabel(family);
  return jobPositionText(title, family);
}

/**
 * The position of a record: its job title and family when it has either, else the free-text
 * position the extractor read, else 'Unknown Position'.
 */
export function positionText(record: { jobTitle?: string | null; jobFamily?: string | null; position?: string | null }): string {
  const formatted = formatPosition(record.jobTitle, record.jobFamily);
  if (formatted !== UNKNOWN_POSITION) return formatted;
  return meaningful(record.position) || UNKNOWN_POSITION;
}

/**
 * The position as companies see it in search (`position`, e.g. 'Staff Frontend Engineer'), so a
 * candidate's own history shows the same words; the classification (title and family) when the
 * email named none. A position the candidate chose is the chosen title, as the company subgraph
 * shows it, also one saved before with the title-cased key ('Data Scientist (Data Analytics)').
 */
export function shownPosition(record: {
  jobTitle?: string | null;
  jobFamily?: string | null;
  position?: string | null;
  positionEditedByCandidate?: boolean | null;
}): string {
  if (record.positionEditedByCandidate && meaningful(record.jobTitle)) return meaningful(record.jobTitle);
  return meaningful(record.position) || positionText(record);
}

/**
 * The upload summary's position: as the email wrote it, seniority and team included ('Senior
 * Marketing Manager', issue 32), with the family it was classified in; the title and family when
 * the email named none or the candidate chose them.
 */
export function writtenPositionText(record: {
  jobTitle?: string | null;
  jobFamily?: string | null;
  position?: string | null;
  positionEditedByCandidate?: boolean | null;
}): string {
  const written = meaningful(record.position);
  if (!written || record.positionEditedByCandidate) return positionText(record);
  const family = meaningful(record.jobFamily);
  return family ? jobPositionText(written, family) : written;
}

/** The AI's original reading of an edited position, as companies would have seen it. */
export function aiPositionText(record: {
  aiExtractedJobTitle?: string | null;
  aiExtractedJobFamily?: string | null;
  aiExtractedPosition?: string | null;
}): string {
  return shownPosition({ jobTitle: record.aiExtractedJobTitle, jobFamily: record.aiExtractedJobFamily, position: record.aiExtractedPosition });
}

/** A stage key or label as shown: the spec's label, any other value title-cased, empty 'Unknown'. */
export function formatStage(stage: string | null | undefined): string {
  return stageLabel(stage);
}

/** The badge colour of a stage, by the spec's rules over its label (keys work too). */
export function stageColour(stage: string | null | undefined, label?: string | null): StageBadgeColour {
  return stageBadgeColour(label?.trim() || stageLabel(stage));
}

/**
 * An interview date for display ('Nov 12, 2026'), read as a calendar date in UTC so
 * '2026-11-12T00:00:00Z' never shows as the 11th west of Greenwich. Null when absent or invalid.
 */
export function formatInterviewDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Sort key of a date (missing dates sort last). */
export function dateValue(value: string | null | undefined): number {
  if (!value) return Number.NEGATIVE_INFINITY;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
