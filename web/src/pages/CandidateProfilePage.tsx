import '../modules/candidate-profile/candidate-profile.css';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { loadProfile, type CandidateProfileResponse } from '../modules/candidate-profile/candidate-profile.api';
import { AccountTab } from '../modules/candidate-profile/components/AccountTab';
import { CareerTab } from '../modules/candidate-profile/components/CareerTab';
import { Notice, failure } from '../modules/candidate-profile/components/Notice';
import { Spinner } from '../modules/ui/components/Spinner';

const TABS = [
  { id: 'career', label: 'Career' },
  { id: 'account', label: 'Account' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** /profile for a candidate (profiles spec 2.1): the Career and Account tabs. */
export function CandidateProfilePage() {
  const [profile, setProfile] = useState<CandidateProfileResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<TabId>('career');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ career: null, account: null });

  const load = useCallback(async () => {
    try {
      setProfile(await loadProfile());
      setError(null);
    } catch (loadError) {
      setError(loadError instanceof Error ? loadError.message : CANDIDATE_MESSAGES.profileLoadFailed);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const onSaved = useCallback((saved: CandidateProfileResponse | undefined) => {
    if (saved) setProfile(saved);
  }, []);

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
            {tab === 'career' ? <CareerTab profile={profile} onSaved={onSaved} /> : <AccountTab profile={profile} onSaved={onSaved} />}
          </div>
        </>
      )}
    </section>
  );
}
