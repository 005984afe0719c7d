import { UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';
import { BILLING_TEXT, type Subscription } from '../../billing/billing';
import { Notice, failure, info } from '../../billing/components/Notice';
import { usePurchase, type PurchaseCompleted } from '../../billing/hooks/usePurchase';
import { Modal } from '../../ui/components/Modal';
import { tokensText } from '../tokens';
import { PlanOptions } from './PlanOptions';
import '../tokens.css';

interface TokenPurchaseModalProps {
  balance: number | null;
  subscription: Subscription | null;
  onClose: () => void;
  /** Dev mode: the purchase is done; the page shows the message, closes the modal and reloads the balance. */
  onCompleted: (result: PurchaseCompleted) => void;
  /** 'log': failures are only logged (the dashboard, docs/product/rules.md#errors). */
  errors?: 'show' | 'log';
}

const STEPS = [
  { title: 'Browse Free', text: 'Search verified interview histories and filter by company, stage and skills at no cost.' },
  { title: 'Unlock Profile', text: `Use ${UNLOCK_COST_TOKENS} tokens to reveal a candidate's name, email and full profile.` },
  { title: 'Connect', text: 'Reach out to the candidate directly with the contact details you unlocked.' },
  { title: 'Lifetime Access', text: 'Unlocked candidates stay available to your company, with no extra cost.' },
] as const;

/** "Unlock Top Talent" (docs/product/screens.md#token-purchase): balance, the plans, the one-time bundle, how it works. */
export function TokenPurchaseModal({ balance, subscription, onClose, onCompleted, errors = 'show' }: TokenPurchaseModalProps) {
  const { purchase, busy, error, redirecting } = usePurchase({ onCompleted, errors });
  return (
    <Modal
      title="Unlock Top Talent"
      description={
        <>
          Current balance: <strong data-testid="purchase-balance">{balance === null ? '…' : tokensText(balance)}</strong>
        </>
      }
      size="lg"
      className="purchase-modal"
      onClose={onClose}
      locked={busy !== null}
    >
      <p className="purchase-modal__intro">
        Browse candidates for free and spend tokens only on the people you want to talk to. Choose a monthly plan or buy a one-time bundle.
      </p>
      <Notice notice={error ? failure(error) : redirecting ? info(BILLING_TEXT.redirecting) : null} className="purchase-modal__notice" />
      <PlanOptions subscription={subscription} balance={balance} busy={busy} disabled={redirecting} onChoose={(key, choice) => void purchase(key, choice)} />
      <section className="how-tokens" aria-labelledby="how-tokens-title">
        <h3 id="how-tokens-title" className="how-tokens__title">
          How it works
        </h3>
        <ol className="how-tokens__steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="how-tokens__step">
              <span className="how-tokens__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <p className="how-tokens__name">{step.title}</p>
                <p className="how-tokens__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <p className="secure-note">
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <rect x="4" y="9" width="12" height="8" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        Payment is secure: card payments are processed by Stripe, our card payment provider. We never see or store your card details.
      </p>
    </Modal>
  );
}
