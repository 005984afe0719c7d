import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { logout } from '../../../app/session';
import { useMountedRef } from '../../ui/hooks';
import { DELETE_MY_ACCOUNT } from '../graphql/delete-my-account.mutation';
import { ERASURE_TEXT, erasureOutcome } from '../personal-data';

/**
 * Deleting the account (docs/decisions/privacy-rights.md#erasure): DeleteMyAccount with the
 * password. On success the server has already ended every session, so the browser signs out as
 * the app's logout does (token, user and the Apollo cache go) without calling Logout, and the
 * login page shows the server's words. A refusal stays in the dialog with its reason.
 */
export function useAccountErasure() {
  const [deleteAccount] = useMutation(DELETE_MY_ACCOUNT);
  const [state, setState] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  const mounted = useMountedRef();

  const start = useCallback(
    async (password: string) => {
      setState({ sending: true, error: null });
      let outcome: { done: boolean; text: string };
      try {
        const answer = await deleteAccount({ variables: { password } });
        outcome = erasureOutcome(answer.data?.deleteMyAccount);
      } catch (error) {
        outcome = { done: false, text: errorMessage(error, ERASURE_TEXT.failed) };
      }
      // signed out even if the dialog went away meanwhile: the account is gone either way
      if (outcome.done) logout(outcome.text);
      else if (mounted.current) setState({ sending: false, error: outcome.text });
    },
    [deleteAccount, mounted],
  );

  return { ...state, start };
}
