/** 'software-engineering' / 'phone_screen' → 'Software Engineering' / 'Phone Screen'. */
export function titleCase(value: string): string {
  return value
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export const UNKNOWN_POSITION = 'Unknown Position';

/** Spec section 3: job title plus the title-cased job family, or 'Unknown Position'. */
export function formatPosition(jobTitle: string | null | undefined, jobFamily: string | null | undefined): string {
  const title = jobTitle?.trim() ?? '';
  const family = jobFamily?.trim() ?? '';
  if (!title && !family) return UNKNOWN_POSITION;
  if (!family) return title;
  if (!title) return titleCase(family);
  return `${title} (${titleCase(family)})`;
}

/** 'recruiter_screen' → 'Recruiter Screen'; labels already in that form stay as they are. */
export function formatStage(stage: string | null | undefined): string {
  const value = stage?.trim() ?? '';
  return value ? titleCase(value) : 'Unknown';
}
