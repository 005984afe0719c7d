import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { api, errorMessage } from '../../app/api';

/** A referral (dashboards spec section 3). */
export interface Referral {
  id: string;
  refereeFirstName: string;
  refereeLastName: string;
  refereeEmail: string;
  hasSignedUp: boolean;
}

export interface ReferralRequest {
  first_name: string;
  last_name: string;
  email: string;
}

interface SendReferralBody {
  success?: boolean;
  message?: string | null;
  error?: string | null;
}

/** POST /api/candidate/send-referral; a failure shows the server's text, else 'Failed to send referral'. */
export async function sendReferral(request: ReferralRequest): Promise<string> {
  let body: SendReferralBody;
  try {
    body = await api.post<SendReferralBody>('/api/candidate/send-referral', request);
  } catch (error) {
    throw new Error(errorMessage(error, CANDIDATE_MESSAGES.referralFailed));
  }
  if (body?.success === false) throw new Error(body.error || body.message || CANDIDATE_MESSAGES.referralFailed);
  return body?.message || 'Invitation sent!';
}

/** Slot status as the checklist shows it. */
export function referralStatus(referral: Referral): 'Signed up' | 'Invited' {
  return referral.hasSignedUp ? 'Signed up' : 'Invited';
}
