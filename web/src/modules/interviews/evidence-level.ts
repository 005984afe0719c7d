import { createContext, useContext } from 'react';
import type { InterviewEvidenceLevelsQuery } from '../../generated/graphql';

/** One interview's evidence level as the server judged it (issue 27; never worked out in the browser). */
export type InterviewLevel = InterviewEvidenceLevelsQuery['interviewHistory']['companies'][number]['interviews'][number];

/** The levels by interview id. */
export function levelsById(data: InterviewEvidenceLevelsQuery | undefined): ReadonlyMap<string, InterviewLevel> {
  const levels = new Map<string, InterviewLevel>();
  for (const company of data?.interviewHistory.companies ?? []) for (const interview of company.interviews) levels.set(interview.id, interview);
  return levels;
}

/** The history page provides the levels; each interview card reads its own. */
export const InterviewLevelsContext = createContext<ReadonlyMap<string, InterviewLevel>>(new Map());

export function useInterviewLevel(id: string): InterviewLevel | null {
  return useContext(InterviewLevelsContext).get(id) ?? null;
}

/** The CSS modifier of a level badge: verified, named (by the sender) or private. */
export function levelTone(level: string): 'verified' | 'named' | 'private' {
  return level === 'employer_verified' ? 'verified' : level === 'sender_named' ? 'named' : 'private';
}
