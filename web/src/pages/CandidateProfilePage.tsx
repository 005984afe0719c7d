import '../modules/candidate-profile/candidate-profile.css';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { errorMessage } from '../app/error-message';
import { AccountTab } from '../modules/candidate-profile/components/AccountTab';
import { CareerTab } from '../modules/candidate-profile/components/CareerTab';
import { Notice, failure } from '../modules/candidate-profile/components/Notice';
import { CANDIDATE_PROFILE } from '../modules/candidate-profile/graphql/candidate-profile.query';
import { pendingProfile } from '../modules/candidate-profile/profile-form';
import { Spinner } from '../modules/ui/components/Spinner';

const TABS = [
  { id: 'career', label: 'Career' },
  { id: 'account', label: 'Account' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** /profile for a candidate (docs/product/screens.md#candidate-profile): the Career and Account tabs. */
export function CandidateProfilePage() {
  // Fresh on every visit (the profile may have been built or changed elsewhere); saves update it through the cache.
  const { data, error: queryError } = useQuery(CANDIDATE_PROFILE, { fetchPolicy: 'cache-and-network' });
  const [tab, setTab] = useState<TabId>('career');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ career: null, account: null });
  const account = data?.me;
  const profile = data?.myCandidateProfile ?? (account ? pendingProfile(account) : null);
  // Without an account in the answer there is nothing to show: the load failed.
  const error = queryError ? errorMessage(queryError, CANDIDATE_MESSAGES.profileLoadFailed) : data && !profile ? CANDIDATE_MESSAGES.profileLoadFailed : null;

  // ARIA tabs: arrows, Home and End move between the tabs
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    else return;
    event.preventDefault();
    const id = TABS[next]!.id;
    setTab(id);
    tabRefs.current[id]?.focus();
  }

  return (
    <section className="candidate-profile" aria-labelledby="page-title">
      <header className="candidate-profile__header">
        <h1 id="page-title" className="page-title">
          Your candidate profile
        </h1>
        <p className="page-lead">Your career details stay anonymous until a company unlocks you. Keep them current to be found for the right roles.</p>
      </header>

      {!profile && !error && (
        <p className="profile-loading" role="status">
          <Spinner /> Loading profile...
        </p>
      )}
      {error && !profile && <Notice notice={failure(error)} />}

      {profile && (
        <>
          <div className="profile-tabs" role="tablist" aria-label="Profile sections">
            {TABS.map((t) => (
              <button
                key={t.id}
                ref={(element) => {
                  tabRefs.current[t.id] = element;
                }}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                className={`profile-tabs__tab${tab === t.id ? ' is-active' : ''}`}
                onClick={() => setTab(t.id)}
                onKeyDown={onTabKey}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="profile-tabpanel">
            {tab === 'career' ? <CareerTab profile={profile} /> : <AccountTab profile={profile} />}
          </div>
        </>
      )}
    </section>
  );
}
