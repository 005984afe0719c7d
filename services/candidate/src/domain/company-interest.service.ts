import { percentileLabel } from '@hiring/contracts';
import type { CandidateProfileModel } from '../models/candidate-profile.model.js';
import type { UnlockNotice, UnlockNoticeModel } from '../models/unlock-notice.model.js';

export interface CompanyInterestRanking {
  count: number;
  percentile: number;
  label: string;
  platformAverage: number;
}

/**
 * The dashboard's Company Interest card: how many companies unlocked the candidate, ranked like the
 * interview rankings (the share of the other candidates this one is ahead of). There is no ranking
 * (null, the card is not shown) until some company has unlocked someone. Platform figures are
 * cached briefly; the candidate's own count is always fresh.
 */
export class CompanyInterest {
  private cache: { at: number; perCandidate: Map<string, number>; totalCandidates: number } | undefined;

  constructor(
    private readonly deps: { unlocks: UnlockNoticeModel; profiles: CandidateProfileModel },
    private readonly cacheMs = 60_000,
  ) {}

  private async platform() {
    if (this.cache && Date.now() - this.cache.at < this.cacheMs) return this.cache;
    const rows = await this.deps.unlocks.find({}, { candidateId: 1 }).lean<Pick<UnlockNotice, 'candidateId'>[]>().exec();
    const perCandidate = new Map<string, number>();
    for (const row of rows) perCandidate.set(row.candidateId, (perCandidate.get(row.candidateId) ?? 0) + 1);
    const totalCandidates = Math.max(await this.deps.profiles.countDocuments().exec(), perCandidate.size);
    this.cache = { at: Date.now(), perCandidate, totalCandidates };
    return this.cache;
  }

  async forCandidate(candidateId: string): Promise<CompanyInterestRanking | null> {
    const own = await this.deps.unlocks.countDocuments({ candidateId }).exec();
    const { perCandidate, totalCandidates } = await this.platform();
    if (perCandidate.size === 0 && own === 0) return null;
    const others = [...perCandidate.entries()].filter(([id]) => id !== candidateId).map(([, count]) => count);
    const otherCount = Math.max(totalCandidates - 1, others.length);
    // Candidates nobody unlocked have 0.
    const below = others.filter((count) => count < own).length + (own > 0 ? otherCount - others.length : 0);
    const percentile = otherCount === 0 ? (own > 0 ? 100 : 0) : Math.round((100 * below) / otherCount);
    const sum = others.reduce((total, count) => total + count, 0) + own;
    return { count: own, percentile, label: percentileLabel(percentile), platformAverage: Math.round((sum / Math.max(otherCount + 1, 1)) * 100) / 100 };
  }
}
