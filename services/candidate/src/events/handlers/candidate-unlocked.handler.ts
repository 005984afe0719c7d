import type { CandidateUnlockedV1, EnvelopeOf } from '@hiring/contracts';
import { insertOnce, retryWhileUnreachable, type Mailer } from '@hiring/service-kit';
import type { ProfileStore } from '../../domain/profile/profile-store.js';
import { profileUnlockedMail } from '../../domain/mail-templates.js';
import type { UnlockNotice, UnlockNoticeModel } from '../../models/unlock-notice.model.js';

/**
 * A company unlocked the candidate: kept (one notice per unlock id) and mailed to the candidate
 * once, naming the company by its proven domain (never by its chosen name alone: issue 27). The mail is marked sent only after it went out, so a failed send is retried by the
 * consumer; only a crash between the two mails twice.
 */
export function handleCandidateUnlocked(deps: { unlocks: UnlockNoticeModel; profiles: ProfileStore; mailer: Mailer; publicUrl: string }) {
  return async (event: EnvelopeOf<typeof CandidateUnlockedV1>): Promise<void> => {
    const { payload } = event;
    const inserted = await insertOnce(deps.unlocks, {
      _id: payload.unlockId,
      candidateId: payload.candidateId,
      companyId: payload.companyId,
      companyName: payload.companyName,
      unlockedAt: new Date(payload.unlockedAt),
      notifiedAt: null,
    });
    // Just inserted: not notified yet, no need to read it back. Otherwise (a redelivery) it may have been.
    if (!inserted) {
      const notice = await deps.unlocks.findById(payload.unlockId, { notifiedAt: 1 }).lean<Pick<UnlockNotice, 'notifiedAt'>>().exec();
      if (!notice || notice.notifiedAt) return;
    }
    const profile = await deps.profiles.current(payload.candidateId);
    if (!profile) return;
    await deps.mailer.send(
      profileUnlockedMail(deps.mailer.product, {
        to: profile.data.email,
        firstName: profile.data.firstName,
        companyName: payload.companyName,
        companyDomain: payload.companyDomain,
        publicUrl: deps.publicUrl,
      }),
    );
    // The mail is out: a failed write here would mail again on redelivery, so a database outage
    // (seen by the fault-injection test: FerretDB killed right after a send) is waited out.
    await retryWhileUnreachable(() => deps.unlocks.updateOne({ _id: payload.unlockId }, { $set: { notifiedAt: new Date() } }).exec());
  };
}
