import type { WorkExperience } from '@hiring/contracts';

/**
 * The spec's rule: months over entries that have company, title, start month and start year
 * (a current entry ends today), divided by 12, rounded up to the next half year.
 */
export function yearsOfExperience(entries: readonly WorkExperience[], today: Date = new Date()): number {
  let months = 0;
  for (const entry of entries) {
    if (!entry.company.trim() || !entry.jobTitle.trim() || !entry.startMonth || !entry.startYear) continue;
    const endYear = entry.isCurrent ? today.getFullYear() : entry.endYear;
    const endMonth = entry.isCurrent ? today.getMonth() + 1 : entry.endMonth;
    if (!endYear || !endMonth) continue;
    months += Math.max(0, (endYear - entry.startYear) * 12 + (endMonth - entry.startMonth));
  }
  return Math.ceil((months / 12) * 2) / 2;
}
