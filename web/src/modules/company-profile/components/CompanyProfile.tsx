import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { useSession } from '../../../app/session';
import { BILLING_TEXT } from '../../billing/billing';
import { Notice, info, success, type NoticeState } from '../../billing/components/Notice';
import { CHECK_PENDING_PURCHASE } from '../../billing/graphql/check-pending-purchase.mutation';
import type { PurchaseCompleted } from '../../billing/hooks/usePurchase';
import { useSubscription } from '../../billing/hooks/useSubscription';
import { awaitGrantedBalance, cachedBalance } from '../../tokens/balance-cache';
import { TokenPurchaseModal } from '../../tokens/components/TokenPurchaseModal';
import { useTokenBalance } from '../../tokens/hooks/useTokenBalance';
import { Spinner } from '../../ui/components/Spinner';
import { useScrollEdges } from '../../ui/hooks';
import { PROFILE_TEXT } from '../company-profile';
import { COMPANY_PROFILE } from '../graphql/company-profile.query';
import { AccountTab } from './AccountTab';
import { CompanyInfoTab } from './CompanyInfoTab';
import { SubscriptionTab } from './SubscriptionTab';
import { ApiKeysPanel } from '../../partners/components/ApiKeysPanel';
import { WebhooksPanel } from '../../partners/components/WebhooksPanel';
import '../company-profile.css';

const TABS = [
  { id: 'account', label: 'User Account' },
  { id: 'company', label: 'Company Information' },
  { id: 'subscription', label: 'Subscription' },
  { id: 'api', label: 'API' },
] as const;

type TabId = (typeof TABS)[number]['id'];

function tabFrom(value: string | null): TabId {
  return TABS.some((tab) => tab.id === value) ? (value as TabId) : 'account';
}

/** Pending purchases already checked in this page session (one check per return from checkout). */
const checkedReturns = new Set<string>();

/**
 * The company profile (docs/product/screens.md#company-profile): four tabs (User Account, Company Information,
 * Subscription, API), kept in `?tab=`; on the return from checkout (`?purchase=success`) the pending
 * purchase is checked once and the balance reloaded.
 */
export function CompanyProfile() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const profileQuery = useQuery(COMPANY_PROFILE, { fetchPolicy: 'cache-and-network' });
  const profile = profileQuery.data?.myCompanyProfile ?? null;
  // A company without a profile: the REST facade answered 404 with this text; the query answers null.
  const missing = profileQuery.data !== undefined && profile === null;
  const loadError = profileQuery.error ? errorMessage(profileQuery.error, PROFILE_TEXT.loadFailed) : missing ? PROFILE_TEXT.notFound : null;
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  const { subscription } = useSubscription();
  const { tokens } = useTokenBalance();
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  // On a phone the strip scrolls sideways with its scrollbar hidden: fade the side that hides tabs.
  const [stripRef, more] = useScrollEdges<HTMLDivElement>();
  const client = useApolloClient();
  const [checkPendingPurchase] = useMutation(CHECK_PENDING_PURCHASE);

  useEffect(() => {
    if (profileQuery.error) console.error('Failed to load the company profile:', profileQuery.error.message);
  }, [profileQuery.error]);

  // the return from checkout: check the pending purchase once (its errors are only logged)
  const purchase = params.get('purchase');
  const sessionId = params.get('session_id');
  useEffect(() => {
    if (!purchase) return;
    const clearReturn = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('purchase');
          next.delete('session_id');
          return next;
        },
        { replace: true },
      );
    if (purchase === 'canceled' || purchase === 'cancelled') {
      setNotice(info('Checkout was canceled. You have not been charged.'));
      clearReturn();
      return;
    }
    if (purchase !== 'success') return;
    const key = sessionId ?? 'latest';
    if (checkedReturns.has(key)) return;
    checkedReturns.add(key);
    const before = cachedBalance(client.cache);
    checkPendingPurchase({ variables: { forceAddTokens: true, sessionId } })
      .then(({ data }) => {
        const result = data?.checkPendingPurchase;
        // The subscription came back in the answer; the balance follows when the wallet has it.
        void awaitGrantedBalance(client, before, result?.tokensGranted ?? 0);
        if (result?.status === 'completed') setNotice(success(result.message || BILLING_TEXT.purchaseCompleted));
        else console.info('Pending purchase:', result?.status, result?.message ?? '');
      })
      .catch((error: unknown) => console.error('Pending purchase check failed:', error instanceof Error ? error.message : error))
      .finally(clearReturn);
  }, [purchase, sessionId, setParams, checkPendingPurchase, client]);

  // On a narrow strip the active tab (from ?tab= or the keyboard) may sit outside the visible part.
  const shown = profile !== null;
  useEffect(() => {
    if (shown) tabRefs.current[tab]?.scrollIntoView?.({ inline: 'nearest', block: 'nearest' });
  }, [tab, shown]);

  const selectTab = (id: TabId, focus = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[id]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // from the tab that has the focus (WAI-ARIA tabs), not from the rendered state: a second key
    // pressed before the page re-rendered for the first must move on from where the focus is
    const focused = TABS.findIndex((item) => tabRefs.current[item.id] === event.currentTarget);
    const index = focused >= 0 ? focused : TABS.findIndex((item) => item.id === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = TABS[(moves[event.key]! + TABS.length) % TABS.length]!;
    selectTab(target.id, true);
  };

  // The balance and the subscription come through the cache from the purchase's answer.
  const onPurchased = (result: PurchaseCompleted) => {
    setPurchaseOpen(false);
    setNotice(success(result.message));
  };

  return (
    <div className="cp-page">
      <header className="cp-header">
        <h1 className="page-title">Company Profile</h1>
        <p className="cp-header__lead">Your account, your company&apos;s details, tokens and subscription.</p>
      </header>
      <Notice notice={notice} onDismiss={notice ? () => setNotice(null) : undefined} />
      {loadError && !profile ? (
        <div className="cp-load-error">
          <Notice notice={{ tone: 'error', text: loadError }} />
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void profileQuery.refetch().catch(() => undefined)}>
            Try again
          </button>
        </div>
      ) : !profile ? (
        <p className="cp-loading" role="status">
          <Spinner size="md" /> Loading profile...
        </p>
      ) : (
        <>
          <div
            ref={stripRef}
            className={`cp-tabs${more.start ? ' has-more-start' : ''}${more.end ? ' has-more-end' : ''}`}
            role="tablist"
            aria-label="Company profile sections"
          >
            {TABS.map((item) => (
              <button
                key={item.id}
                ref={(element) => {
                  tabRefs.current[item.id] = element;
                }}
                type="button"
                role="tab"
                id={`cp-tab-${item.id}`}
                aria-selected={tab === item.id}
                aria-controls={`cp-panel-${item.id}`}
                tabIndex={tab === item.id ? 0 : -1}
                className={`cp-tab${tab === item.id ? ' is-active' : ''}`}
                onClick={() => selectTab(item.id)}
                onKeyDown={onTabKey}
              >
                {item.label}
              </button>
            ))}
          </div>
          <div className="cp-panel" role="tabpanel" id={`cp-panel-${tab}`} aria-labelledby={`cp-tab-${tab}`}>
            {tab === 'account' && <AccountTab profile={profile} user={user} />}
            {tab === 'company' && (
              <CompanyInfoTab
                profile={profile}
                user={user}
                tokens={tokens}
                subscription={subscription}
                onBuyTokens={() => setPurchaseOpen(true)}
                onManageSubscription={() => selectTab('subscription')}
              />
            )}
            {tab === 'subscription' && <SubscriptionTab tokens={tokens} subscription={subscription} onBuyTokens={() => setPurchaseOpen(true)} />}
            {tab === 'api' && (
              <div className="cp-api">
                <ApiKeysPanel />
                <WebhooksPanel />
              </div>
            )}
          </div>
        </>
      )}
      {purchaseOpen && <TokenPurchaseModal balance={tokens} subscription={subscription} onClose={() => setPurchaseOpen(false)} onCompleted={onPurchased} />}
    </div>
  );
}
