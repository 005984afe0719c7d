import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import type { Filters } from '../hooks/useCandidateSearch';
import { DELETE_SAVED_SEARCH, SAVED_SEARCHES, SAVE_SEARCH } from '../graphql/saved-searches';

interface SavedSearchesProps {
  filters: Filters;
  canSave: boolean;
  onApply: (filter: { companyName: string; stage: string; skills: string; employerVerifiedOnly: boolean }) => void;
}

/**
 * "Save this search" under the filters: names the current filters; the saved ones apply with a
 * click and go with ×. Webhooks (candidate.matched_saved_search) run them on new candidates.
 */
export function SavedSearches({ filters, canSave, onApply }: SavedSearchesProps) {
  const { data } = useQuery(SAVED_SEARCHES, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SAVE_SEARCH, { refetchQueries: [SAVED_SEARCHES] });
  const [remove] = useMutation(DELETE_SAVED_SEARCH, { refetchQueries: [SAVED_SEARCHES] });
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const searches = data?.savedSearches ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const filter = {
        companyName: filters.companyName,
        interviewStage: filters.stage,
        skills: filters.skills,
        ...(filters.employerVerifiedOnly ? { employerVerifiedOnly: true } : {}),
      };
      await save({ variables: { input: { name, filter } } });
      setNotice(success(`Saved "${name.trim()}"`));
      setName('');
    } catch (problem) {
      setNotice(failure(errorMessage(problem, 'Could not save the search.')));
    }
  }

  return (
    <section className="cs-saved" aria-label="Saved searches">
      <form className="cs-saved__form" onSubmit={(event) => void submit(event)} noValidate>
        <input
          className="input"
          aria-label="Name of this search"
          placeholder="Name this search"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="btn btn--secondary btn--sm" disabled={!canSave || saving}>
          Save this search
        </button>
      </form>
      {searches.length > 0 && (
        <ul className="cs-saved__list">
          {searches.map((search) => (
            <li key={search.id} className="cs-saved__chip">
              <button
                type="button"
                className="cs-saved__apply"
                onClick={() =>
                  onApply({
                    companyName: search.filter.companyName ?? '',
                    stage: search.filter.interviewStage ?? '',
                    skills: search.filter.skills ?? '',
                    employerVerifiedOnly: search.filter.employerVerifiedOnly,
                  })
                }
              >
                {search.name}
              </button>
              <button
                type="button"
                className="cs-saved__delete"
                aria-label={`Delete saved search ${search.name}`}
                onClick={() =>
                  void remove({ variables: { id: search.id } }).catch((problem: unknown) =>
                    setNotice(failure(errorMessage(problem, 'Could not delete the search.'))),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <Notice notice={notice} onDismiss={notice ? () => setNotice(null) : undefined} />
    </section>
  );
}
