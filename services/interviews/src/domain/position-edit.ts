/**
 * A candidate's edit of an interview's position (issue 32): the headline is the title they chose
 * (the job family is its own field, not appended), and the AI summary names that title too, where
 * it named the old one, so the record does not say two things.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Texts too short or empty of meaning to be replaced safely inside prose. */
const replaceable = (text: string | null | undefined): text is string => {
  const trimmed = text?.trim() ?? '';
  return trimmed.length >= 3 && trimmed.toLowerCase() !== 'unknown';
};

/**
 * The summary with every whole-word occurrence of an earlier position (any case) replaced by the
 * new title; longer earlier texts first, so "Senior Data Analyst" is not half-replaced by
 * "Data Analyst". Unchanged when it named none of them.
 */
export function summaryWithPosition(summary: string | null, earlier: readonly (string | null | undefined)[], title: string): string | null {
  if (!summary) return summary;
  const olds = [...new Set(earlier.filter(replaceable).map((text) => text.trim()))]
    .filter((text) => text.toLowerCase() !== title.trim().toLowerCase())
    .sort((a, b) => b.length - a.length);
  if (olds.length === 0) return summary;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${olds.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return summary.replace(pattern, title.trim());
}
