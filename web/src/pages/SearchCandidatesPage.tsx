import { useSession } from '../app/session';
import { NotAllowed } from '../modules/layout/components/NotAllowed';
import { CandidateSearch } from '../modules/search/components/CandidateSearch';

/**
 * /search-candidates: candidate search with details, unlock and token purchase (docs/product/screens.md#candidate-search,
 * docs/product/screens.md#candidate-detail, docs/product/screens.md#interview-process-summary,
 * docs/product/screens.md#token-purchase). Companies only: anyone else gets the refusal before
 * the page asks the server for anything (the server refuses them too).
 */
export function SearchCandidatesPage() {
  const { user } = useSession();
  if (user && user.user_type !== 'company') {
    return (
      <NotAllowed
        lead="Candidate search is for companies only."
        reason={`Your account (${user.email}) is a candidate account.`}
        note="Companies sign up with a company account to search candidates and unlock their contact details."
      />
    );
  }
  return <CandidateSearch />;
}
