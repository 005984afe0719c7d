import { useSearchParams } from 'react-router-dom';
import { userTypeParam } from '../modules/auth/user-type';
import { RegistrationWizard } from '../modules/registration/components/RegistrationWizard';

/**
 * Multi-step registration (docs/product/screens.md#routes, Registration); `?type=` skips the role step and
 * `?email=` (a referral invitation's link) prefills the address, which stays editable.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const type = userTypeParam(params.get('type'));
  const email = params.get('email')?.trim().slice(0, 254) ?? '';
  // a different type in the address starts a fresh wizard
  return <RegistrationWizard key={type ?? 'none'} initialType={type} initialEmail={email} />;
}
