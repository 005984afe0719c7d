import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { Notice, success, type NoticeState } from '../../candidate-profile/components/Notice';
import { ReferralForm } from '../../referrals/components/ReferralForm';
import { ReferralSlots } from '../../referrals/components/ReferralSlots';
import type { Referral } from '../../referrals/referrals';
import { checklist } from '../dashboard';

interface GettingStartedChecklistProps {
  totalInterviews: number;
  workExperienceCount: number;
  referrals: Referral[];
  maxReferrals: number;
  onReferralSent: () => void;
}

/** The candidate dashboard's getting-started checklist (docs/product/screens.md#dashboard). */
export function GettingStartedChecklist({ totalInterviews, workExperienceCount, referrals, maxReferrals, onReferralSent }: GettingStartedChecklistProps) {
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState<NoticeState | null>(null);
  const { items, done, complete } = checklist({ totalInterviews, workExperienceCount, referralCount: referrals.length, maxReferrals });
  const canInvite = referrals.length < maxReferrals;

  return (
    <section className="dash-card checklist" aria-labelledby="checklist-title">
      <div className="checklist__header">
        <h2 id="checklist-title" className="dash-card__title">
          Getting started
        </h2>
        <span className="checklist__progress-text" aria-label={`${done} of ${items.length} done`}>
          {done}/{items.length}
        </span>
      </div>
      <div className="checklist__progress" aria-hidden="true">
        <span className="checklist__progress-fill" style={{ width: `${(done / items.length) * 100}%` }} />
      </div>
      {complete && (
        <p className="checklist__complete" role="status">
          {CANDIDATE_MESSAGES.profileComplete}
        </p>
      )}
      <ol className="checklist__items">
        {items.map((item) => (
          <li key={item.key} className={`checklist-item${item.done ? ' is-done' : ''}`} data-item={item.key}>
            <span className="checklist-item__mark" aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <div className="checklist-item__body">
              <p className="checklist-item__title">
                {item.key === 'interviews' && <Link to="/interviews">{item.title}</Link>}
                {item.key === 'work-history' && <Link to="/profile">{item.title}</Link>}
                {item.key === 'referrals' && item.title}
                <span className="visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
              </p>
              <p className="checklist-item__detail">{item.detail}</p>
              {item.key === 'referrals' && (
                <div className="checklist-item__referrals">
                  <ReferralSlots referrals={referrals} max={maxReferrals} />
                  {canInvite && !formOpen && (
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      onClick={() => {
                        setSent(null);
                        setFormOpen(true);
                      }}
                    >
                      Invite a friend
                    </button>
                  )}
                  {canInvite && formOpen && (
                    <ReferralForm
                      onSent={(message) => {
                        setSent(success(message));
                        setFormOpen(false);
                        onReferralSent();
                      }}
                      onCancel={() => setFormOpen(false)}
                    />
                  )}
                  <Notice notice={sent} />
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
