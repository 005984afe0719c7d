import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME, TAGLINE_COMPANY } from '../../../app/brand';
import { displayName, useSession } from '../../../app/session';
import { fetchSubscription, formatRenewal, planName, type Subscription } from '../../billing/billing.api';
import { Notice, success, type NoticeState } from '../../billing/components/Notice';
import type { PurchaseCompleted } from '../../billing/hooks/usePurchase';
import { StageBadge } from '../../search/components/StageBadge';
import { stageBadge } from '../../search/format';
import { DASHBOARD_PAGE_SIZE, searchCandidates } from '../../search/search.api';
import type { CompanyStats } from '../../search/types';
import { TokenPurchaseModal } from '../../tokens/components/TokenPurchaseModal';
import { fetchTokenBalance } from '../../tokens/tokens.api';
import { Spinner } from '../../ui/components/Spinner';
import { useMountedRef } from '../../ui/hooks';
import '../company-dashboard.css';

/** Dashboards spec: the top 3 stages are shown. */
export const TOP_STAGES = 3;

const EMPTY_STATS: CompanyStats = { total_candidates: 0, unlocked_candidates: 0, unlocked_offers: 0, unlocked_interviews: 0, top_stages: [] };

interface DashboardData {
  stats: CompanyStats;
  tokens: number | null;
  subscription: Subscription | null;
}

const log = (what: string) => (error: unknown) => {
  console.error(`Failed to load ${what}:`, error instanceof Error ? error.message : error);
  return null;
};

/** Company stats (search with per_page=100), the balance and the subscription; failures are only logged. */
async function loadDashboard(): Promise<DashboardData> {
  const [search, tokens, subscription] = await Promise.all([
    searchCandidates({ page: 1, companyName: '', stage: '', skills: '' }, { perPage: DASHBOARD_PAGE_SIZE }).catch(log('company stats')),
    fetchTokenBalance().catch(log('the token balance')),
    fetchSubscription().catch(log('the subscription')),
  ]);
  return { stats: search?.stats ?? EMPTY_STATS, tokens, subscription };
}

/** The company view of /dashboard (dashboards spec, Dashboard). */
export function CompanyDashboard() {
  const { user } = useSession();
  const [data, setData] = useState<DashboardData | null>(null);
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const mounted = useMountedRef();

  const reload = useCallback(async () => {
    const next = await loadDashboard();
    if (mounted.current) setData(next);
  }, [mounted]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const onPurchased = (result: PurchaseCompleted) => {
    setPurchaseOpen(false);
    setNotice(success(result.message));
    setData((current) =>
      current ? { ...current, tokens: result.tokens ?? current.tokens, subscription: result.subscription ?? current.subscription } : current,
    );
    void reload();
  };

  return (
    <div className="cd-page">
      <header className="cd-header">
        <h1 className="page-title">Welcome, {displayName(user)}</h1>
        <p className="page-lead">{TAGLINE_COMPANY}</p>
      </header>
      <Notice notice={notice} onDismiss={notice ? () => setNotice(null) : undefined} />
      {!data ? (
        <p className="cd-loading" role="status">
          <Spinner size="md" /> Loading dashboard...
        </p>
      ) : (
        <DashboardBody data={data} onOpenPurchase={() => setPurchaseOpen(true)} />
      )}
      {purchaseOpen && (
        <TokenPurchaseModal
          balance={data?.tokens ?? null}
          subscription={data?.subscription ?? null}
          errors="log"
          onClose={() => setPurchaseOpen(false)}
          onCompleted={onPurchased}
        />
      )}
    </div>
  );
}

function DashboardBody({ data, onOpenPurchase }: { data: DashboardData; onOpenPurchase: () => void }) {
  const { stats, tokens, subscription } = data;
  const topStages = stats.top_stages.slice(0, TOP_STAGES);
  const renewal = formatRenewal(subscription?.next_renewal);
  const maxCount = Math.max(1, ...topStages.map((stage) => stage.count));
  return (
    <>
      <section aria-labelledby="cd-stats-title">
        <h2 id="cd-stats-title" className="visually-hidden">
          Your numbers
        </h2>
        <ul className="cd-tiles">
          <Tile label="Total Candidates" value={stats.total_candidates} icon="people">
            <p className="cd-tile__caption">Available to search</p>
          </Tile>
          <li className="cd-tile cd-tile--tokens">
            <button type="button" className="cd-tile__button" onClick={onOpenPurchase} aria-haspopup="dialog">
              <span className="cd-tile__head">
                <span className="cd-tile__label">Your Tokens</span>
                <TileIcon name="coin" />
              </span>
              <span className="cd-tile__value">{tokens === null ? '—' : tokens.toLocaleString('en-US')}</span>
              {subscription?.has_subscription ? (
                <span className="cd-tile__details">
                  <span className="cd-tile__plan">{planName(subscription)} plan</span>
                  <span>{subscription.tokens_per_month} tokens per month</span>
                  {renewal && <span>Next renewal: {renewal}</span>}
                </span>
              ) : (
                <span className="cd-tile__cta">Click to subscribe</span>
              )}
            </button>
          </li>
          <Tile label="Candidates Unlocked" value={stats.unlocked_candidates} icon="unlock" />
          <Tile label="Offers Unlocked" value={stats.unlocked_offers} icon="offer" />
          <Tile label="Interviews Unlocked" value={stats.unlocked_interviews} icon="chat" />
        </ul>
      </section>

      {stats.total_candidates === 0 && <WelcomeBlock />}

      <div className="cd-grid">
        <nav className="cd-nav" aria-label="Company pages">
          <Link to="/search-candidates" className="cd-nav-card">
            <TileIcon name="search" />
            <span className="cd-nav-card__text">
              <span className="cd-nav-card__title">Search Candidates</span>
              <span className="cd-nav-card__desc">Browse verified interview histories for free, filter by company, stage and skills, and unlock the people you want to meet.</span>
            </span>
            <span className="cd-nav-card__arrow" aria-hidden="true">
              →
            </span>
          </Link>
          <Link to="/profile" className="cd-nav-card">
            <TileIcon name="building" />
            <span className="cd-nav-card__text">
              <span className="cd-nav-card__title">Company Profile</span>
              <span className="cd-nav-card__desc">Update your company details, see your tokens and manage your subscription.</span>
            </span>
            <span className="cd-nav-card__arrow" aria-hidden="true">
              →
            </span>
          </Link>
        </nav>
        {topStages.length > 0 && (
          <section className="cd-stages" aria-labelledby="cd-stages-title">
            <h2 id="cd-stages-title" className="cd-section-title">
              Top interview stages
            </h2>
            <p className="cd-stages__lead">Where the candidates you can search got to in their interviews.</p>
            <ol className="cd-stages__list">
              {topStages.map((stage) => {
                const badge = stageBadge(stage.stage, stage.label);
                return (
                  <li key={stage.stage} className="cd-stage">
                    <div className="cd-stage__row">
                      <StageBadge label={badge.label} colour={badge.colour} />
                      <span className="cd-stage__count">{stage.count.toLocaleString('en-US')}</span>
                    </div>
                    <span className="cd-stage__bar" aria-hidden="true">
                      <span style={{ width: `${Math.round((stage.count / maxCount) * 100)}%` }} />
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        )}
      </div>
    </>
  );
}

function Tile({ label, value, icon, children }: { label: string; value: number; icon: IconName; children?: ReactNode }) {
  return (
    <li className="cd-tile">
      <span className="cd-tile__head">
        <span className="cd-tile__label">{label}</span>
        <TileIcon name={icon} />
      </span>
      <span className="cd-tile__value">{value.toLocaleString('en-US')}</span>
      {children}
    </li>
  );
}

const WELCOME_STEPS = [
  { title: 'Search Talent', text: 'Filter candidates by the companies they interviewed with, the stage they reached and their skills.' },
  { title: 'Review Performance', text: 'See verified interview histories: companies, positions, stages and dates, read from real emails.' },
  { title: 'Unlock & Connect', text: "Spend 10 tokens to reveal a candidate's name and email, then reach out directly." },
] as const;

function WelcomeBlock() {
  return (
    <section className="cd-welcome" aria-labelledby="cd-welcome-title">
      <h2 id="cd-welcome-title" className="cd-welcome__title">
        Welcome to {BRAND_NAME}
      </h2>
      <p className="cd-welcome__lead">Candidates appear here as soon as they share verified interviews. Here is how hiring works on {BRAND_NAME}:</p>
      <ol className="cd-welcome__steps">
        {WELCOME_STEPS.map((step, index) => (
          <li key={step.title} className="cd-welcome__step">
            <span className="cd-welcome__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="cd-welcome__step-title">{step.title}</h3>
            <p className="cd-welcome__step-text">{step.text}</p>
          </li>
        ))}
      </ol>
      <Link to="/search-candidates" className="btn btn--primary">
        Start searching
      </Link>
    </section>
  );
}

type IconName = 'people' | 'coin' | 'unlock' | 'offer' | 'chat' | 'search' | 'building';

function TileIcon({ name }: { name: IconName }) {
  const paths: Record<IconName, ReactNode> = {
    people: (
      <>
        <circle cx="9" cy="8" r="3" />
        <path d="M3.5 17c.7-2.8 2.8-4.2 5.5-4.2s4.8 1.4 5.5 4.2M14 5.2a3 3 0 0 1 0 5.6M16 12.9c1.3.6 2.2 1.9 2.5 4.1" />
      </>
    ),
    coin: (
      <>
        <circle cx="10" cy="10" r="7" />
        <path d="M10 6v8M12.3 7.7c-.5-.6-1.3-.9-2.3-.9-1.2 0-2.1.6-2.1 1.5 0 2.2 4.4 1.1 4.4 3.4 0 1-.9 1.6-2.3 1.6-1 0-1.9-.4-2.4-1" />
      </>
    ),
    unlock: (
      <>
        <rect x="4" y="9" width="12" height="8" rx="2" />
        <path d="M7 9V6.5a3 3 0 0 1 5.8-1" />
      </>
    ),
    offer: (
      <>
        <path d="M5 3.5h7l3 3V16.5H5z" />
        <path d="m7.5 11 2 2 3.5-4" />
      </>
    ),
    chat: <path d="M4 5h12v8H9l-3.5 3v-3H4z" />,
    search: (
      <>
        <circle cx="9" cy="9" r="5" />
        <path d="m13 13 4 4" />
      </>
    ),
    building: (
      <>
        <path d="M4 17V4h8v13M12 8h4v9M3 17h14" />
        <path d="M7 7h2M7 10h2M7 13h2" />
      </>
    ),
  };
  return (
    <svg className="cd-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      {paths[name]}
    </svg>
  );
}
