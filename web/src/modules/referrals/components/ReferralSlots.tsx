import { referralStatus, type Referral } from '../referrals';

interface ReferralSlotsProps {
  referrals: Referral[];
  max: number;
}

/** The checklist's referral slots: each Invited or Signed up; the rest are open. */
export function ReferralSlots({ referrals, max }: ReferralSlotsProps) {
  const open = Math.max(0, max - referrals.length);
  return (
    <ul className="referral-slots" aria-label="Referrals">
      {referrals.map((referral) => {
        const status = referralStatus(referral);
        return (
          <li key={referral.id} className={`referral-slot referral-slot--${referral.hasSignedUp ? 'joined' : 'invited'}`}>
            <span className="referral-slot__name">
              {referral.refereeFirstName} {referral.refereeLastName}
            </span>
            <span className={`badge ${referral.hasSignedUp ? 'badge--verified' : 'badge--pending'}`}>{status}</span>
          </li>
        );
      })}
      {Array.from({ length: open }, (_, index) => (
        <li key={`open-${index}`} className="referral-slot referral-slot--open">
          <span className="referral-slot__name">Open invitation</span>
        </li>
      ))}
    </ul>
  );
}
