import type { EnvelopeOf, ReferralSentV1 } from '@hiring/contracts';
import type { Mailer } from '@hiring/service-kit';
import { referralInvitationMail } from '../../domain/mail-templates.js';

/**
 * Mails the invitation of a referral. A failing mail server makes the consumer retry (then the
 * dead-letter topic); a redelivery after a crash may mail twice, never zero times.
 */
export function handleReferralSent(deps: { mailer: Mailer; publicUrl: string }) {
  return async (event: EnvelopeOf<typeof ReferralSentV1>): Promise<void> => {
    const { payload } = event;
    await deps.mailer.send(
      referralInvitationMail(deps.mailer.product, {
        to: payload.refereeEmail,
        refereeFirstName: payload.refereeFirstName,
        referrerFirstName: payload.referrerFirstName,
        referrerLastName: payload.referrerLastName,
        referralId: payload.referralId,
        publicUrl: deps.publicUrl,
      }),
    );
  };
}
