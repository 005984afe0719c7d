import { CANDIDATE_LIMITS } from '@hiring/contracts/vocabulary';

export interface ChecklistInput {
  totalInterviews: number;
  workExperienceCount: number;
  referralCount: number;
  maxReferrals?: number;
}

export interface ChecklistItem {
  key: 'interviews' | 'work-history' | 'referrals';
  title: string;
  detail: string;
  done: boolean;
}

/**
 * The getting-started checklist (docs/product/screens.md#dashboard): at least 3 interviews, a work history, and 3
 * referrals; progress x/3; complete when all three are done.
 */
export function checklist(input: ChecklistInput): { items: ChecklistItem[]; done: number; complete: boolean } {
  const goal = CANDIDATE_LIMITS.checklistInterviews;
  const maxReferrals = input.maxReferrals ?? CANDIDATE_LIMITS.maxReferrals;
  const items: ChecklistItem[] = [
    {
      key: 'interviews',
      title: `Upload at least ${goal} interviews`,
      // The real count once the goal is met ('8 interviews uploaded'), not a capped '3/3'.
      detail:
        input.totalInterviews >= goal
          ? `${input.totalInterviews} ${input.totalInterviews === 1 ? 'interview' : 'interviews'} uploaded`
          : `${input.totalInterviews}/${goal} interviews uploaded`,
      done: input.totalInterviews >= goal,
    },
    {
      key: 'work-history',
      title: 'Add your work history',
      detail:
        input.workExperienceCount > 0
          ? `${input.workExperienceCount} ${input.workExperienceCount === 1 ? 'role' : 'roles'} on your profile`
          : 'No work history yet',
      done: input.workExperienceCount > 0,
    },
    {
      key: 'referrals',
      title: `Refer ${maxReferrals} friends`,
      detail: `${Math.min(input.referralCount, maxReferrals)}/${maxReferrals} invited`,
      done: input.referralCount >= maxReferrals,
    },
  ];
  const done = items.filter((item) => item.done).length;
  return { items, done, complete: done === items.length };
}
