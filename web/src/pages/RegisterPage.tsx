import { useSearchParams } from 'react-router-dom';
import { userTypeParam } from '../modules/auth/user-type';
import { RegistrationWizard } from '../modules/registration/components/RegistrationWizard';

/**
 * Multi-step registration (docs/product/screens.md#routes, Registration); `?type=` skips the role step and
 * `?email=` (a referral invitation's link) prefills the address, which stays editable; `?ref=`
 * (the same link) goes with the registration, so the invitation counts whichever address is used.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const type = userTypeParam(params.get('type'));
  const email = params.get('email')?.trim().slice(0, 254) ?? '';
  const referralId = params.get('ref')?.trim().slice(0, 64) || null;
  // a different type in the address starts a fresh wizard
  return <RegistrationWizard key={type ?? 'none'} initialType={type} initialEmail={email} referralId={referralId} />;
}
