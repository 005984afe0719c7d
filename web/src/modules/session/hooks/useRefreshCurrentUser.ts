import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { updateStoredUser, useSession, type StoredUser } from '../../../app/session';
import type { MeQuery } from '../../../generated/graphql';
import { ME } from '../graphql/me.query';

type Me = NonNullable<MeQuery['me']>;

/** Maps the GraphQL `me` onto the stored (snake_case) user fields it refreshes. */
export function storedUserPatchFromMe(me: Me): Partial<StoredUser> {
  const patch: Partial<StoredUser> = {
    id: me.id,
    email: me.email,
    user_type: me.userType,
    is_admin: me.isAdmin,
  };
  const firstName = me.candidateProfile?.firstName ?? me.firstName;
  if (firstName) patch.first_name = firstName;
  if (me.candidateProfile?.lastName) patch.last_name = me.candidateProfile.lastName;
  if (me.companyProfile?.companyName) patch.company_name = me.companyProfile.companyName;
  return patch;
}

/**
 * While a candidate is signed in, asks the gateway for `me` and merges it into the stored user
 * (docs/product/rules.md: only candidates get a profile refresh; it gives first and last name).
 * Failures are only logged: the stored user keeps the page working.
 */
export function useRefreshCurrentUser(): void {
  const { isAuthenticated, user } = useSession();
  const { data, error } = useQuery(ME, { skip: !isAuthenticated || user?.user_type !== 'candidate', fetchPolicy: 'network-only' });

  useEffect(() => {
    if (data?.me) updateStoredUser(storedUserPatchFromMe(data.me));
  }, [data]);

  useEffect(() => {
    if (error) console.warn('Could not refresh the signed-in user:', error.message);
  }, [error]);
}
