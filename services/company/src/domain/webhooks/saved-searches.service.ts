import { randomUUID } from 'node:crypto';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@hiring/contracts';
import { badInput, conflict, notFound } from '@hiring/service-kit';
import type { SavedSearch, SavedSearchFilter, SavedSearchModel } from '../../models/saved-search.model.js';
import { insertWithinLimit } from './per-company-limit.js';
import { parseFilters, type CandidateEntry } from '../search/candidate-entry.js';

export const MAX_SAVED_SEARCHES_PER_COMPANY = 20;
const MAX_NAME = 60;

export const SAVED_SEARCH_MESSAGES = {
  name: `Name the search (1 to ${MAX_NAME} characters)`,
  filter: SEARCH_MESSAGES.filter,
  empty: 'Set at least one filter (company, stage or skills) before saving the search',
  tooMany: `A company can save at most ${MAX_SAVED_SEARCHES_PER_COMPANY} searches; delete one first`,
  notFound: 'Saved search not found',
} as const;

const clean = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  if (text.length > SEARCH_LIMITS.filterMaxLength) throw badInput(SAVED_SEARCH_MESSAGES.filter);
  return text || null;
};

export async function listSavedSearches(searches: SavedSearchModel, companyId: string): Promise<SavedSearch[]> {
  const found = await searches.find({ companyId }).lean<SavedSearch[]>().exec();
  return found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function saveSearch(
  searches: SavedSearchModel,
  companyId: string,
  input: { name: string; filter: { [K in keyof SavedSearchFilter]?: SavedSearchFilter[K] | null } },
): Promise<SavedSearch> {
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME) throw badInput(SAVED_SEARCH_MESSAGES.name);
  const filter: SavedSearchFilter = {
    companyName: clean(input.filter.companyName),
    interviewStage: clean(input.filter.interviewStage),
    skills: clean(input.filter.skills),
    employerVerifiedOnly: input.filter.employerVerifiedOnly === true,
  };
  if (!filter.companyName && !filter.interviewStage && !filter.skills && !filter.employerVerifiedOnly) throw badInput(SAVED_SEARCH_MESSAGES.empty);
  const created = await insertWithinLimit(
    searches,
    { _id: randomUUID(), companyId, name, filter },
    { max: MAX_SAVED_SEARCHES_PER_COMPANY, refused: () => conflict(SAVED_SEARCH_MESSAGES.tooMany) },
  );
  return created.toObject();
}

export async function deleteSavedSearch(searches: SavedSearchModel, companyId: string, id: string): Promise<string> {
  const found = await searches.findById(id).lean<SavedSearch>().exec();
  if (!found || found.companyId !== companyId) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  await searches.deleteOne({ _id: id }).exec();
  return id;
}

/** Whether a candidate entry matches a saved search's filters (the search page's rules). */
export function matchesSavedSearch(search: Pick<SavedSearch, 'filter'>, entry: CandidateEntry): boolean {
  const filters = parseFilters({
    companyName: search.filter.companyName,
    stage: search.filter.interviewStage,
    skills: search.filter.skills,
    employerVerifiedOnly: search.filter.employerVerifiedOnly === true,
  });
  return entry.searchable && (filters === null || filters.test(entry));
}
