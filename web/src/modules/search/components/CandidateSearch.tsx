import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';
import { Notice, success, type NoticeState } from '../../billing/components/Notice';
import type { PurchaseCompleted } from '../../billing/hooks/usePurchase';
import { useSubscription } from '../../billing/hooks/useSubscription';
import { TokenBalance } from '../../tokens/components/TokenBalance';
import { TokenPurchaseModal } from '../../tokens/components/TokenPurchaseModal';
import { useTokenBalance } from '../../tokens/hooks/useTokenBalance';
import { unlockQuestion } from '../../tokens/tokens';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { Spinner } from '../../ui/components/Spinner';
import { SEARCH_TEXT, candidateName } from '../format';
import { SUPPORT_EMAIL } from '../../../app/brand';
import { useCandidateDetails } from '../hooks/useCandidateDetails';
import { useCandidateSearch } from '../hooks/useCandidateSearch';
import { useUnlock, type UnlockOutcome } from '../hooks/useUnlock';
import { emptyHint, isUnlocked } from '../state';
import type { InterviewProcess, SearchCandidate } from '../types';
import { CandidateDetailModal } from './CandidateDetailModal';
import { CandidateTable } from './CandidateTable';
import { DeletedUnlocks } from './DeletedUnlocks';
import { InterviewSummaryModal } from './InterviewSummaryModal';
import { Pagination } from './Pagination';
import { SavedSearches } from './SavedSearches';
import { SearchFilters } from './SearchFilters';
import { UnprovenCompany } from '../../company-identity/components/UnprovenCompany';
import { useCompanyIdentity } from '../../company-identity/hooks/useCompanyIdentity';
import '../search.css';

interface SummaryState {
  candidate: SearchCandidate;
  process: InterviewProcess;
  fromDetails: boolean;
}

/** A success message leaves by itself after this long; errors stay until dismissed. */
const SUCCESS_VISIBLE_MS = 6000;

/** /search-candidates (docs/product/screens.md#candidate-search, docs/product/screens.md#candidate-detail, docs/product/screens.md#interview-process-summary, docs/product/screens.md#token-purchase). */
export function CandidateSearch() {
  const [params] = useSearchParams();
  const search = useCandidateSearch(params.get('skills') ?? '');
  // issue 27: an unproven company sees why and where to prove it, not candidates nor unlock buttons
  const identity = useCompanyIdentity();
  const notProven = identity.proven === false || search.notProven;
  const { tokens, reload: reloadTokens } = useTokenBalance();
  const { subscription } = useSubscription();

  const [detail, setDetail] = useState<{ id: string; seed: SearchCandidate } | null>(null);
  const { entry: detailEntry, retry: retryDetails } = useCandidateDetails(detail?.id ?? null);
  const [summary, setSummary] = useState<SummaryState | null>(null);
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  // Tokens are spent only after the company confirms the cost (issue 16).
  const [unlockAsked, setUnlockAsked] = useState<SearchCandidate | null>(null);
  const [notice, setNotice] = useState<{ state: NoticeState; candidateId: string | null } | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The unlocked candidate reaches the row and the detail modal through the cache.
  const unlock = useUnlock({
    onInsufficient: useCallback(() => {
      void reloadTokens();
      setPurchaseOpen(true);
    }, [reloadTokens]),
    onOutcome: useCallback((outcome: UnlockOutcome) => setNotice({ state: outcome.notice, candidateId: outcome.candidateId }), []),
  });

  useEffect(() => {
    if (notice?.state.tone !== 'success') return undefined;
    const timer = setTimeout(() => setNotice((current) => (current === notice ? null : current)), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const openDetails = (candidate: SearchCandidate) => {
    setDetail({ id: candidate.id, seed: candidate });
  };

  const onPurchased = (result: PurchaseCompleted) => {
    setPurchaseOpen(false);
    setNotice({ state: success(result.message), candidateId: null });
  };

  const goToPage = (page: number) => {
    search.goToPage(page);
    resultsHeading.current?.focus();
  };

  const rowOf = (id: string) => search.result?.candidates.find((candidate) => candidate.id === id) ?? null;
  const detailCandidate = detail ? (detailEntry?.status === 'ready' ? detailEntry.data.candidate : (rowOf(detail.id) ?? detail.seed)) : null;
  const total = search.result?.pagination.total ?? null;
  const lowBalance = tokens !== null && tokens < UNLOCK_COST_TOKENS;
  const pageNotice = notice && !(detail && notice.candidateId === detail.id) ? notice.state : null;

  return (
    <div className="cs-page">
      <header className="cs-header">
        <div>
          <h1 className="page-title">Search Candidates</h1>
          <p className="cs-header__lead">Browse anonymous candidates by their verified interview history for free. Unlock the ones you want to contact.</p>
        </div>
        <div className="cs-header__tokens">
          <TokenBalance tokens={tokens} />
          <button type="button" className="btn btn--primary" onClick={() => setPurchaseOpen(true)} aria-haspopup="dialog">
            Buy Tokens
          </button>
        </div>
      </header>

      {notProven ? (
        <UnprovenCompany focus />
      ) : (
        <>
          {lowBalance && (
            <div className="cs-low-balance">
              <p>Unlocking a candidate costs {UNLOCK_COST_TOKENS} tokens. Buy tokens to see names and contact details.</p>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPurchaseOpen(true)} aria-haspopup="dialog">
                Get tokens
              </button>
            </div>
          )}

          <SearchFilters
            filters={search.filters}
            stages={search.stages}
            canClear={search.hasFilters}
            onChange={search.changeFilter}
            onClear={search.clearFilters}
          />
          <SavedSearches
            filters={search.filters}
            canSave={Boolean(
              search.filters.companyName.trim() || search.filters.stage.trim() || search.filters.skills.trim() || search.filters.employerVerifiedOnly,
            )}
            onApply={(filter) => {
              search.changeFilter('companyName', filter.companyName);
              search.changeFilter('stage', filter.stage);
              search.changeFilter('skills', filter.skills);
              search.changeFilter('employerVerifiedOnly', filter.employerVerifiedOnly);
            }}
          />

          <section className="cs-results" aria-labelledby="cs-results-title" aria-busy={search.pending}>
            <div className="cs-results__header">
              <h2 id="cs-results-title" className="cs-results__title" ref={resultsHeading} tabIndex={-1}>
                Search Results
                {total !== null && <span className="cs-results__count"> ({total})</span>}
              </h2>
              {search.result && search.result.pagination.pages > 1 && (
                <p className="cs-results__page">
                  Page {search.result.pagination.page} of {search.result.pagination.pages}
                </p>
              )}
            </div>

            {search.error ? (
              <div className="cs-results__error">
                <Notice notice={{ tone: 'error', text: search.error }} />
                <button type="button" className="btn btn--secondary btn--sm" onClick={search.retry}>
                  Try again
                </button>
              </div>
            ) : !search.result ? (
              <p className="cs-loading" role="status">
                <Spinner size="md" /> {SEARCH_TEXT.searching}
              </p>
            ) : (
              <div className="cs-results__body">
                {search.visible.length === 0 ? (
                  <div className="cs-empty">
                    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
                      <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
                      <path d="m31 31 10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
                    </svg>
                    <p className="cs-empty__title">{SEARCH_TEXT.noResults}</p>
                    <p className="cs-empty__hint">{emptyHint(search.filters.unlock)}</p>
                    {search.hasFilters && (
                      <button type="button" className="btn btn--secondary btn--sm" onClick={search.clearFilters}>
                        Clear Filters
                      </button>
                    )}
                  </div>
                ) : (
                  <div className="cs-table-wrap">
                    <CandidateTable
                      candidates={search.visible}
                      highlight={search.applied}
                      unlockedIds={search.unlockedIds}
                      balance={tokens}
                      unlocking={unlock.unlocking}
                      onOpen={openDetails}
                      onUnlock={(candidate) => setUnlockAsked(candidate)}
                      onOpenProcess={(candidate, process) => setSummary({ candidate, process, fromDetails: false })}
                    />
                  </div>
                )}
                {search.pending && (
                  <div className="cs-overlay" data-testid="search-overlay">
                    <Spinner size="md" />
                    <span className="visually-hidden">{SEARCH_TEXT.searching}</span>
                  </div>
                )}
              </div>
            )}
            {search.result && <Pagination page={search.page} pages={search.result.pagination.pages} onPage={goToPage} />}
          </section>
          {search.deletedUnlocks.length > 0 && <DeletedUnlocks entries={search.deletedUnlocks} />}
        </>
      )}

      <p className="cs-support">
        Questions about a candidate or your tokens? Contact us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>

      <div className="cs-toast">
        <Notice notice={pageNotice} onDismiss={() => setNotice(null)} />
      </div>

      {detail && detailCandidate && !notProven && (
        <CandidateDetailModal
          seed={detailCandidate}
          entry={detailEntry}
          unlocked={isUnlocked(detailCandidate, search.unlockedIds)}
          balance={tokens}
          unlocking={unlock.unlocking.has(detail.id)}
          notice={notice && notice.candidateId === detail.id ? notice.state : null}
          onUnlock={() => setUnlockAsked(detailCandidate)}
          onRetry={retryDetails}
          onViewProcess={(process, candidate) => {
            setDetail(null);
            setSummary({ candidate, process, fromDetails: true });
          }}
          onClose={() => setDetail(null)}
        />
      )}
      {summary && (
        <InterviewSummaryModal
          candidate={summary.candidate}
          unlocked={isUnlocked(summary.candidate, search.unlockedIds)}
          process={summary.process}
          fromDetails={summary.fromDetails}
          onClose={() => {
            const back = summary.fromDetails ? summary.candidate : null;
            setSummary(null);
            if (back) setDetail({ id: back.id, seed: back });
          }}
        />
      )}
      {unlockAsked && (
        <UnlockConfirm
          candidate={unlockAsked}
          balance={tokens}
          onCancel={() => setUnlockAsked(null)}
          onConfirm={() => {
            setUnlockAsked(null);
            void unlock.unlock(unlockAsked.id);
          }}
        />
      )}
      {purchaseOpen && <TokenPurchaseModal balance={tokens} subscription={subscription} onClose={() => setPurchaseOpen(false)} onCompleted={onPurchased} />}
    </div>
  );
}

function UnlockConfirm({
  candidate,
  balance,
  onCancel,
  onConfirm,
}: {
  candidate: SearchCandidate;
  balance: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const name = candidateName(candidate);
  const question = unlockQuestion(name === SEARCH_TEXT.anonymous ? 'this candidate' : name, balance);
  return (
    <ConfirmDialog title={question.title} description={question.description} confirmLabel={question.confirmLabel} onCancel={onCancel} onConfirm={onConfirm} />
  );
}
