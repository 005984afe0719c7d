import { useSearchParams } from 'react-router-dom';
import { userTypeParam } from '../modules/auth/user-type';
import { RegistrationWizard } from '../modules/registration/components/RegistrationWizard';

/** Multi-step registration (spec section 2, Registration); `?type=` skips the role step. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const type = userTypeParam(params.get('type'));
  // a different type in the address starts a fresh wizard
  return <RegistrationWizard key={type ?? 'none'} initialType={type} />;
}
