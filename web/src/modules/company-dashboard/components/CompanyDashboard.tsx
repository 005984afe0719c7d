import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';
import { useQuery } from '@apollo/client/react';
import { BRAND_NAME, TAGLINE_COMPANY } from '../../../app/brand';
import { displayName, useSession } from '../../../app/session';
import type { CompanyDashboardStatsQuery } from '../../../generated/graphql';
import { formatRenewal, planName, type Subscription } from '../../billing/billing';
import { Notice, success, type NoticeState } from '../../billing/components/Notice';
import type { PurchaseCompleted } from '../../billing/hooks/usePurchase';
import { useSubscription } from '../../billing/hooks/useSubscription';
import { StageBadge } from '../../search/components/StageBadge';
import { stageBadge } from '../../search/format';
import { TokenPurchaseModal } from '../../tokens/components/TokenPurchaseModal';
import { useTokenBalance } from '../../tokens/hooks/useTokenBalance';
import { Spinner } from '../../ui/components/Spinner';
import { COMPANY_DASHBOARD_STATS } from '../graphql/company-dashboard-stats.query';
import { CompanyActivity } from './CompanyActivity';
import { UnprovenCompany } from '../../company-identity/components/UnprovenCompany';
import { useCompanyIdentity } from '../../company-identity/hooks/useCompanyIdentity';
import { isNotProvenError } from '../../company-identity/identity';
import '../company-dashboard.css';

/** docs/product/screens.md#dashboard: the top 3 stages are shown. */
export const TOP_STAGES = 3;

/** The stats come from a search of this page size (as docs/product/screens.md#dashboard has it). */
const DASHBOARD_PAGE_SIZE = 100;

type CompanyStats = CompanyDashboardStatsQuery['searchCandidates']['stats'];

const EMPTY_STATS: CompanyStats = { totalCandidates: 0, unlockedCandidates: 0, unlockedOffers: 0, unlockedInterviews: 0, topStages: [] };

interface DashboardData {
  stats: CompanyStats;
  tokens: number | null;
  subscription: Subscription | null;
}

/**
 * The company view of /dashboard (docs/product/screens.md#dashboard): the stats, the balance and the
 * subscription, each its own query (a failure of one is only logged; the others still show). The
 * balance and the subscription are the cached ones every company screen shares, so an unlock or
 * a purchase elsewhere is already here.
 */
export function CompanyDashboard() {
  const { user } = useSession();
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const statsQuery = useQuery(COMPANY_DASHBOARD_STATS, { variables: { input: { page: 1, perPage: DASHBOARD_PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
  const balance = useTokenBalance();
  const { subscription, settled: subscriptionSettled } = useSubscription();
  // issue 27: an unproven company gets the way to prove itself instead of stats it may not see
  const identity = useCompanyIdentity();
  const notProven = identity.proven === false || isNotProvenError(statsQuery.error);

  useEffect(() => {
    if (statsQuery.error && !isNotProvenError(statsQuery.error)) console.error('Failed to load company stats:', statsQuery.error.message);
  }, [statsQuery.error]);

  // As before, the page shows once every part has answered (or failed).
  const statsSettled = statsQuery.data !== undefined || statsQuery.error !== undefined;
  const data: DashboardData | null =
    statsSettled && balance.settled && subscriptionSettled
      ? { stats: statsQuery.data?.searchCandidates.stats ?? EMPTY_STATS, tokens: balance.tokens, subscription }
      : null;

  // The balance and the subscription come through the cache from the purchase's answer.
  const onPurchased = (result: PurchaseCompleted) => {
    setPurchaseOpen(false);
    setNotice(success(result.message));
  };

  return (
    <div className="cd-page">
      <header className="cd-header">
        <h1 className="page-title">Welcome, {displayName(user)}</h1>
        <p className="page-lead">{TAGLINE_COMPANY}</p>
      </header>
      <Notice notice={notice} onDismiss={notice ? () => setNotice(null) : undefined} />
      {notProven ? (
        <UnprovenCompany />
      ) : !data ? (
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
  const topStages = stats.topStages.slice(0, TOP_STAGES);
  const renewal = formatRenewal(subscription?.nextRenewal);
  const maxCount = Math.max(1, ...topStages.map((stage) => stage.count));
  return (
    <>
      <section aria-labelledby="cd-stats-title">
        <h2 id="cd-stats-title" className="visually-hidden">
          Your numbers
        </h2>
        <ul className="cd-tiles">
          <Tile label="Total Candidates" value={stats.totalCandidates} icon="people">
            <p className="cd-tile__caption">Available to search</p>
          </Tile>
          <li className="cd-tile cd-tile--tokens">
            <button type="button" className="cd-tile__button" onClick={onOpenPurchase} aria-haspopup="dialog">
              <span className="cd-tile__head">
                <span className="cd-tile__label">Your Tokens</span>
                <TileIcon name="coin" />
              </span>
              <span className="cd-tile__value">{tokens === null ? '—' : tokens.toLocaleString('en-US')}</span>
              {subscription?.hasSubscription ? (
                <span className="cd-tile__details">
                  <span className="cd-tile__plan">{planName(subscription)} plan</span>
                  <span>{subscription.tokensPerMonth} tokens per month</span>
                  {renewal && <span>Next renewal: {renewal}</span>}
                </span>
              ) : (
                <span className="cd-tile__cta">Click to subscribe</span>
              )}
            </button>
          </li>
          <Tile label="Candidates Unlocked" value={stats.unlockedCandidates} icon="unlock" />
          <Tile label="Offers Unlocked" value={stats.unlockedOffers} icon="offer" />
          <Tile label="Interviews Unlocked" value={stats.unlockedInterviews} icon="chat" />
        </ul>
      </section>

      {stats.totalCandidates === 0 && <WelcomeBlock />}

      <div className="cd-grid">
        <nav className="cd-nav" aria-label="Company pages">
          <Link to="/search-candidates" className="cd-nav-card">
            <TileIcon name="search" />
            <span className="cd-nav-card__text">
              <span className="cd-nav-card__title">Search Candidates</span>
              <span className="cd-nav-card__desc">
                Browse verified interview histories for free, filter by company, stage and skills, and unlock the people you want to meet.
              </span>
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
      <CompanyActivity />
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
  { title: 'Unlock & Connect', text: `Spend ${UNLOCK_COST_TOKENS} tokens to reveal a candidate's name and email, then reach out directly.` },
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
    <svg
      className="cd-icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name]}
    </svg>
  );
}
