import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import type { UserType } from '../../../app/session';
import { SEND_VERIFICATION_CODE } from '../graphql/send-verification-code.mutation';
import { VALIDATE_VERIFICATION_CODE } from '../graphql/validate-verification-code.mutation';
import { VERIFICATION_MESSAGES } from '../messages';

/** Who the code is for: the registration's address, names and role. */
export interface VerificationIdentity {
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType | null;
}

function identityInput(identity: VerificationIdentity) {
  return {
    email: identity.email.trim(),
    firstName: identity.firstName.trim(),
    lastName: identity.lastName.trim(),
    userType: identity.userType,
  };
}

/**
 * Sending and checking email codes (the verify-email page and the registration wizard). Both
 * throw an Error whose message is ready to show: the server's text, else the screen's default.
 */
export function useVerificationCode() {
  const [send] = useMutation(SEND_VERIFICATION_CODE);
  const [validate] = useMutation(VALIDATE_VERIFICATION_CODE);

  async function sendCode(identity: VerificationIdentity, { resend = false } = {}): Promise<void> {
    try {
      await send({ variables: { input: identityInput(identity) } });
    } catch (error) {
      throw new Error(errorMessage(error, resend ? VERIFICATION_MESSAGES.resendFailed : VERIFICATION_MESSAGES.sendFailed));
    }
  }

  /** Resolves to the temporary registration token the server issued for the matched code. */
  async function validateCode(identity: VerificationIdentity, code: string): Promise<string | null> {
    try {
      const { data } = await validate({ variables: { input: { ...identityInput(identity), verificationCode: code.trim() } } });
      return data?.validateVerificationCode.tempAccessToken ?? null;
    } catch (error) {
      throw new Error(errorMessage(error, VERIFICATION_MESSAGES.codeFailed));
    }
  }

  return { sendCode, validateCode };
}
