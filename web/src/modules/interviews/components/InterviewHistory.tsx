import '../interviews.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { FormAlert } from '../../ui/components/FormAlert';
import { Spinner } from '../../ui/components/Spinner';
import { useToasts } from '../../ui/components/Toasts';
import { useMountedRef } from '../../ui/hooks';
import { DELETE_INTERVIEW } from '../graphql/delete-interview.mutation';
import { INTERVIEW_HISTORY } from '../graphql/interview-history.query';
import { SET_INTERVIEW_VISIBILITY } from '../graphql/set-interview-visibility.mutation';
import { UPDATE_INTERVIEW_POSITION } from '../graphql/update-interview-position.mutation';
import { countInterviews, HISTORY_MESSAGES, historyGroups, removeInterview, type Interview } from '../history';
import { CompanyCard } from './CompanyCard';
import { INTERVIEW_EVIDENCE_LEVELS } from '../graphql/interview-evidence-levels.query';
import { InterviewLevelsContext, levelsById } from '../evidence-level';
import { DEFAULT_VIEW, isDefaultView, RowExpansionContext, viewOfHistory, type HistoryView, type RowExpansion } from '../history-view';
import { HistoryToolbar } from './HistoryToolbar';
import { DeleteInterviewModal } from './DeleteInterviewModal';
import { UploadInterviewEmailsModal } from './UploadInterviewEmailsModal';

/**
 * The rankings count the candidate's interviews: once one changes visibility or goes, the cached
 * rankings are stale. Dropping them makes any screen that shows them fetch them again.
 */
function forgetRankings(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'rankingStats' });
}

/** The Interview History page (docs/product/screens.md#interview-history). */
export function InterviewHistory() {
  const mounted = useMountedRef();
  const { data, previousData, loading, error, refetch } = useQuery(INTERVIEW_HISTORY, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  // issue 27: each interview's evidence level and advice; not cached (its interviewHistory would
  // replace the history's own in the cache), fetched again with every reload
  const levelsQuery = useQuery(INTERVIEW_EVIDENCE_LEVELS, { fetchPolicy: 'no-cache' });
  const levels = useMemo(() => levelsById(levelsQuery.data), [levelsQuery.data]);
  const [setVisibility] = useMutation(SET_INTERVIEW_VISIBILITY);
  const [updatePosition] = useMutation(UPDATE_INTERVIEW_POSITION);
  const [deleteInterview] = useMutation(DELETE_INTERVIEW);
  // Outcomes in the viewport: the control may be thousands of pixels below the page's top.
  const toasts = useToasts();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pendingVisibility, setPendingVisibility] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<{ interview: Interview; companyName: string } | null>(null);
  const [view, setView] = useState<HistoryView>(DEFAULT_VIEW);
  // Rows open by the candidate; with `allOpen`, every row but those closed since.
  const [opened, setOpened] = useState<{ allOpen: boolean; flipped: ReadonlySet<string> }>({ allOpen: false, flipped: new Set() });
  const expansion = useMemo<RowExpansion>(
    () => ({
      isOpen: (id) => opened.allOpen !== opened.flipped.has(id),
      toggle: (id) =>
        setOpened((current) => {
          const flipped = new Set(current.flipped);
          if (flipped.has(id)) flipped.delete(id);
          else flipped.add(id);
          return { ...current, flipped };
        }),
    }),
    [opened],
  );
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);

  // A failed reload keeps what was shown before.
  const groups = historyGroups((data ?? previousData)?.interviewHistory);
  const loadError = error ? errorMessage(error, HISTORY_MESSAGES.networkError) : null;
  const reload = () => {
    void refetch().catch(() => {
      // the query's error state shows it
    });
    void levelsQuery.refetch().catch(() => undefined);
  };

  useEffect(() => {
    if (!focusTitle.current) return;
    focusTitle.current = false;
    titleRef.current?.focus();
  });

  const setPending = (id: string, pending: boolean) =>
    setPendingVisibility((current) => {
      const next = new Set(current);
      if (pending) next.add(id);
      else next.delete(id);
      return next;
    });

  // Optimistic: the switch moves at once; Apollo drops the optimistic answer when the call fails.
  async function toggleVisibility(interview: Interview) {
    const next = interview.visibility === 'public' ? 'private' : 'public';
    toasts.clear();
    setPending(interview.id, true);
    try {
      await setVisibility({
        variables: { id: interview.id, visibility: next },
        optimisticResponse: { setInterviewVisibility: { ...interview, visibility: next } },
        update: forgetRankings,
      });
      if (mounted.current)
        toasts.show({ tone: 'success', text: next === 'public' ? 'The interview is now visible to companies.' : 'The interview is now private.' });
    } catch (failure) {
      if (mounted.current) toasts.show({ tone: 'error', text: errorMessage(failure, HISTORY_MESSAGES.networkError) });
    } finally {
      if (mounted.current) setPending(interview.id, false);
    }
  }

  async function savePosition(interview: Interview, jobFamily: string, jobTitle: string): Promise<string | null> {
    toasts.clear();
    try {
      await updatePosition({ variables: { id: interview.id, jobFamily, jobTitle } });
      if (!mounted.current) return null;
      setEditingId(null);
      toasts.show({ tone: 'success', text: 'Position updated.' });
      return null;
    } catch (failure) {
      return errorMessage(failure, HISTORY_MESSAGES.positionFailed);
    }
  }

  // Optimistic too: the interview (and a company left empty) goes at once and comes back on failure.
  async function confirmDelete() {
    if (!deleting) return;
    const { id } = deleting.interview;
    setDeleting(null);
    toasts.clear();
    if (editingId === id) setEditingId(null);
    focusTitle.current = true;
    try {
      await deleteInterview({
        variables: { id },
        optimisticResponse: { deleteInterview: true },
        update: (cache, { data: answer }) => {
          if (!answer?.deleteInterview) return;
          cache.updateQuery({ query: INTERVIEW_HISTORY }, (current) =>
            current
              ? {
                  interviewHistory: {
                    ...current.interviewHistory,
                    totalInterviews: Math.max(0, current.interviewHistory.totalInterviews - 1),
                    companies: removeInterview(current.interviewHistory.companies, id),
                  },
                }
              : current,
          );
          forgetRankings(cache);
        },
      });
      if (mounted.current) toasts.show({ tone: 'success', text: 'Interview deleted.' });
    } catch (failure) {
      if (mounted.current) toasts.show({ tone: 'error', text: errorMessage(failure, HISTORY_MESSAGES.networkError) });
    }
  }

  const shownGroups = viewOfHistory(groups, view, (id) => levels.get(id)?.evidenceLevel ?? null);
  const total = countInterviews(groups);
  const publicCount = groups.reduce((sum, group) => sum + group.interviews.filter((interview) => interview.visibility === 'public').length, 0);
  const uploadButton = (
    <button type="button" className="btn btn--primary" onClick={() => setUploadOpen(true)}>
      <svg className="btn__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M10 13V3m0 0L6 7m4-4 4 4M3.5 12.5v2.5a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2v-2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Upload interview emails
    </button>
  );

  return (
    <section className="history" aria-labelledby="page-title">
      <header className="history__header">
        <div>
          <h1 id="page-title" ref={titleRef} tabIndex={-1} className="page-title">
            Interview history
          </h1>
          <p className="page-lead">Your verified interview record: the evidence companies see when they discover you.</p>
        </div>
        {uploadButton}
      </header>

      <div className="history__info">
        <section className="info-block" aria-labelledby="history-intro-title">
          <h2 id="history-intro-title" className="info-block__title">
            How it works
          </h2>
          <ol className="info-block__steps">
            <li>Export interview emails (invitations, schedules, offers) as .eml files and upload them here.</li>
            <li>We check each email is authentic and was sent to one of your verified addresses.</li>
            <li>The company, stage, date and position are read from the email and grouped by company.</li>
          </ol>
        </section>
        <section className="info-block info-block--privacy" aria-labelledby="history-privacy-title">
          <h2 id="history-privacy-title" className="info-block__title">
            Your privacy
          </h2>
          <ul className="info-block__list">
            <li>Companies see only the company, date, position and stage of your public interviews.</li>
            <li>Your profile is hidden from companies you interviewed with or worked for.</li>
            <li>Names, email addresses and phone numbers are removed from what the AI reads and from summaries.</li>
            <li>Private interviews, and every email with verification issues, are never shown to companies.</li>
          </ul>
        </section>
      </div>

      {loading && !data && !previousData ? (
        <div className="history__loading" role="status">
          <Spinner size="md" />
          <span>Loading interview history...</span>
        </div>
      ) : loadError && groups.length === 0 ? (
        <div className="history__error">
          <FormAlert message={loadError} />
          <button type="button" className="btn btn--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      ) : groups.length === 0 ? (
        <div className="history-empty">
          <span className="history-empty__icon" aria-hidden="true">
            <svg viewBox="0 0 48 48" focusable="false">
              <rect x="6" y="11" width="36" height="27" rx="5" fill="currentColor" opacity="0.12" />
              <rect x="6" y="11" width="36" height="27" rx="5" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="m7.5 14 16.5 12.5L40.5 14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
              <circle cx="37" cy="35" r="8" fill="var(--color-surface)" stroke="currentColor" strokeWidth="2.2" />
              <path d="m33.6 35 2.3 2.3 4.4-4.6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <h2 className="history-empty__title">Start building your interview portfolio</h2>
          <p className="history-empty__text">
            Upload the emails of your interview processes and each one becomes a verified entry of your record. Candidates with at least 3 interviews stand out
            in search.
          </p>
          {uploadButton}
        </div>
      ) : (
        <>
          <p className="history__summary">
            <strong>{total === 1 ? '1 interview' : `${total} interviews`}</strong> at{' '}
            <strong>{groups.length === 1 ? '1 company' : `${groups.length} companies`}</strong>
            <span aria-hidden="true"> · </span>
            <span>{publicCount} visible to companies</span>
          </p>
          <HistoryToolbar
            view={view}
            onChange={setView}
            shown={countInterviews(shownGroups)}
            total={total}
            allOpen={opened.allOpen && opened.flipped.size === 0}
            onExpandAll={(open) => setOpened({ allOpen: open, flipped: new Set() })}
          />
          {shownGroups.length === 0 && !isDefaultView(view) && (
            <p className="history__none">
              No interview matches these filters.{' '}
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setView(DEFAULT_VIEW)}>
                Show all
              </button>
            </p>
          )}
          <RowExpansionContext.Provider value={expansion}>
            <InterviewLevelsContext.Provider value={levels}>
              <ol className="history__companies" aria-label="Interviews by company">
                {shownGroups.map((group) => (
                  <li key={group.processId}>
                    <CompanyCard
                      group={group}
                      editingId={editingId}
                      pendingVisibility={pendingVisibility}
                      onToggleVisibility={(interview) => void toggleVisibility(interview)}
                      onEdit={(interview) => {
                        toasts.clear();
                        setEditingId(interview.id);
                      }}
                      onCancelEdit={() => setEditingId(null)}
                      onSavePosition={savePosition}
                      onDelete={(interview, companyName) => setDeleting({ interview, companyName })}
                    />
                  </li>
                ))}
              </ol>
            </InterviewLevelsContext.Provider>
          </RowExpansionContext.Provider>
        </>
      )}

      {deleting && (
        <DeleteInterviewModal
          interview={deleting.interview}
          companyName={deleting.companyName}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
      {uploadOpen && <UploadInterviewEmailsModal onClose={() => setUploadOpen(false)} onUploaded={reload} />}
    </section>
  );
}
