import { useMutation } from '@apollo/client/react';
import type { CandidateProfileInput } from '../../../generated/graphql';
import { UPDATE_CANDIDATE_PROFILE } from '../graphql/update-candidate-profile.mutation';

/**
 * Saves one of the profile's forms. The answer's profile updates the page (and the dashboard)
 * through the cache; a profile the page did not have yet (it showed the account's names while
 * the candidate service built it) becomes the page's profile.
 */
export function useUpdateCandidateProfile() {
  const [mutate, { loading }] = useMutation(UPDATE_CANDIDATE_PROFILE, {
    update(cache, { data }) {
      const profile = data?.updateCandidateProfile.profile;
      const id = profile ? cache.identify({ __typename: 'CandidateProfile', id: profile.id }) : undefined;
      if (!id) return;
      cache.modify({ id: 'ROOT_QUERY', fields: { myCandidateProfile: (existing, { toReference }) => existing ?? toReference(id) } });
    },
  });
  const save = (input: CandidateProfileInput) => mutate({ variables: { input } });
  return { save, saving: loading };
}
