import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { CompanyActivityQuery } from '../../../generated/graphql';
import { COMPANY_ACTIVITY, SAVED_SEARCH_MATCHES } from '../graphql/company-activity.query';

/** The newest unlocks shown; the rest are a click away in search (Unlocked Only). */
export const RECENT_UNLOCKS = 5;
/** Saved searches counted on the dashboard: each count is a search of its own. */
export const COUNTED_SAVED_SEARCHES = 5;

type SavedSearch = CompanyActivityQuery['savedSearches'][number];

const unlockDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Skills: Go · Stage: Onsite · Employer verified only": what a saved search looks for. */
export function filterSummary(filter: SavedSearch['filter']): string {
  const parts: string[] = [];
  if (filter.companyName) parts.push(`Company: ${filter.companyName}`);
  if (filter.interviewStage) parts.push(`Stage: ${filter.interviewStage}`);
  if (filter.skills) parts.push(`Skills: ${filter.skills}`);
  if (filter.employerVerifiedOnly) parts.push('Employer verified only');
  return parts.join(' · ') || 'Every candidate';
}

/**
 * Recent unlocks and saved-search matches on the company dashboard (issue 32). A failure is only
 * logged, as for the dashboard's other parts: the section is left out.
 */
export function CompanyActivity() {
  const { data, error } = useQuery(COMPANY_ACTIVITY, { variables: { unlocks: RECENT_UNLOCKS }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error('Failed to load recent activity:', error.message);
  }, [error]);
  if (!data) return null;
  const unlocks = data.unlockedCandidatesConnection;
  const saved = data.savedSearches.slice(0, COUNTED_SAVED_SEARCHES);
  return (
    <div className="cd-activity">
      <section className="cd-panel" aria-labelledby="cd-unlocks-title">
        <h2 id="cd-unlocks-title" className="cd-section-title">
          Recent unlocks
        </h2>
        {unlocks.edges.length === 0 ? (
          <p className="cd-panel__empty">
            No unlocked candidates yet. <Link to="/search-candidates">Search candidates</Link> and unlock the ones you want to meet.
          </p>
        ) : (
          <>
            <ul className="cd-list">
              {unlocks.edges.map(({ node }) => (
                <li key={node.id} className="cd-list__item" data-unlock={node.id}>
                  <span className="cd-list__main">
                    <span className="cd-list__title">{node.deleted ? 'Deleted candidate' : (node.candidate?.name ?? 'Candidate no longer visible')}</span>
                    {node.candidate && (
                      <span className="cd-list__meta">
                        {[node.candidate.currentPosition, node.candidate.yearsExperience === null ? null : `${node.candidate.yearsExperience}y exp`]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    )}
                  </span>
                  <span className="cd-list__side">
                    {node.candidate?.email && <a href={`mailto:${node.candidate.email}`}>{node.candidate.email}</a>}
                    <time dateTime={node.unlockedAt}>{unlockDate(node.unlockedAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
            {unlocks.totalCount > unlocks.edges.length && (
              <p className="cd-panel__more">
                {unlocks.totalCount} unlocked in all: <Link to="/search-candidates">see them in search</Link> with Unlock Status, Unlocked Only.
              </p>
            )}
          </>
        )}
      </section>
      <section className="cd-panel" aria-labelledby="cd-saved-title">
        <h2 id="cd-saved-title" className="cd-section-title">
          Saved searches
        </h2>
        {saved.length === 0 ? (
          <p className="cd-panel__empty">
            No saved searches yet. Save one on the <Link to="/search-candidates">search page</Link> to see here how many candidates it finds.
          </p>
        ) : (
          <ul className="cd-list">
            {saved.map((search) => (
              <SavedSearchRow key={search.id} search={search} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { filter } = search;
  const input = {
    page: 1,
    perPage: 1,
    ...(filter.companyName ? { companyName: filter.companyName } : {}),
    ...(filter.interviewStage ? { interviewStage: filter.interviewStage } : {}),
    ...(filter.skills ? { skills: filter.skills } : {}),
    ...(filter.employerVerifiedOnly ? { employerVerifiedOnly: true } : {}),
  };
  const { data, error } = useQuery(SAVED_SEARCH_MATCHES, { variables: { input }, fetchPolicy: 'cache-and-network' });
  const total = data?.searchCandidates.pagination.total;
  return (
    <li className="cd-list__item" data-saved-search={search.id}>
      <span className="cd-list__main">
        <span className="cd-list__title">{search.name}</span>
        <span className="cd-list__meta">{filterSummary(filter)}</span>
      </span>
      <span className="cd-list__side cd-list__count">
        {total === undefined ? (error ? 'Count unavailable' : '…') : `${total.toLocaleString('en-US')} ${total === 1 ? 'candidate' : 'candidates'}`}
      </span>
    </li>
  );
}
