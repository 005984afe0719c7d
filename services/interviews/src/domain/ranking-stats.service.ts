import { percentileLabel } from '@hiring/contracts';
import type { CandidateMailboxModel } from '../models/candidate-mailbox.model.js';
import type { CompanyInterest, CompanyInterestModel } from '../models/company-interest.model.js';
import type { Interview, InterviewModel } from '../models/interview.model.js';

interface Counts {
  totalInterviews: number;
  offersReceived: number;
  onsitesReceived: number;
  companies: number;
  /** Companies that unlocked the candidate (from CandidateUnlocked). */
  profileUnlocks: number;
}

const ONSITE_STAGES = new Set(['onsite', 'final']);

function countsOf(interviews: Pick<Interview, 'stage' | 'processId'>[], profileUnlocks = 0): Counts {
  return {
    profileUnlocks,
    totalInterviews: interviews.length,
    offersReceived: interviews.filter((i) => i.stage === 'offer').length,
    onsitesReceived: interviews.filter((i) => ONSITE_STAGES.has(i.stage)).length,
    companies: new Set(interviews.map((i) => i.processId)).size,
  };
}

/**
 * Mid-rank percentile (docs/product/data.md#display-rules): 100 * (below + 0.5 * equal) / N over
 * every candidate, this one included (so `equal` counts at least this one). Ties share the middle
 * of their block: two candidates with 1 unlock each are both at the 50th, a lone candidate is at
 * the 50th, and nobody with a count is at 0 merely because others have the same count.
 * `below`/`equal`/`total` are counts of candidates; the result is rounded to a whole number.
 */
export function midRankPercentile(below: number, equal: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((100 * (below + 0.5 * equal)) / total);
}

/**
 * Percentile: mid-rank over every candidate on the platform (see midRankPercentile).
 * Platform figures are computed over every registered candidate and cached briefly; the
 * candidate's own counts are always fresh.
 */
export class RankingStats {
  private cache: { at: number; perCandidate: Map<string, Counts>; totalCandidates: number } | undefined;

  constructor(
    private readonly deps: { interviews: InterviewModel; mailboxes: CandidateMailboxModel; interest: CompanyInterestModel },
    private readonly cacheMs = 60_000,
  ) {}

  private async platform() {
    if (this.cache && Date.now() - this.cache.at < this.cacheMs) return this.cache;
    const rows = await this.deps.interviews
      .find({ deletedAt: null }, { candidateId: 1, stage: 1, processId: 1 })
      .lean<Pick<Interview, 'candidateId' | 'stage' | 'processId'>[]>()
      .exec();
    const grouped = new Map<string, Pick<Interview, 'stage' | 'processId'>[]>();
    for (const row of rows) grouped.set(row.candidateId, [...(grouped.get(row.candidateId) ?? []), row]);
    const unlocks = new Map<string, number>();
    for (const row of await this.deps.interest.find({}, { candidateId: 1 }).lean<Pick<CompanyInterest, 'candidateId'>[]>().exec()) {
      unlocks.set(row.candidateId, (unlocks.get(row.candidateId) ?? 0) + 1);
    }
    const ids = new Set([...grouped.keys(), ...unlocks.keys()]);
    const perCandidate = new Map([...ids].map((id) => [id, countsOf(grouped.get(id) ?? [], unlocks.get(id) ?? 0)]));
    const totalCandidates = Math.max(await this.deps.mailboxes.countDocuments().exec(), perCandidate.size);
    this.cache = { at: Date.now(), perCandidate, totalCandidates };
    return this.cache;
  }

  async forCandidate(candidateId: string) {
    const own = countsOf(
      await this.deps.interviews.find({ candidateId, deletedAt: null }, { stage: 1, processId: 1 }).lean<Interview[]>().exec(),
      await this.deps.interest.countDocuments({ candidateId }).exec(),
    );
    const { perCandidate, totalCandidates } = await this.platform();
    const others = [...perCandidate.entries()].filter(([id]) => id !== candidateId).map(([, counts]) => counts);
    const otherCount = Math.max(totalCandidates - 1, others.length);
    const ranking = (metric: keyof Counts) => {
      const value = own[metric];
      // Registered candidates without interviews or unlocks have 0 in every metric.
      const silent = otherCount - others.length;
      const below = others.filter((c) => c[metric] < value).length + (value > 0 ? silent : 0);
      // This candidate ties with itself.
      const equal = 1 + others.filter((c) => c[metric] === value).length + (value === 0 ? silent : 0);
      const percentile = midRankPercentile(below, equal, otherCount + 1);
      const sum = others.reduce((total, c) => total + c[metric], 0) + value;
      return { count: value, percentile, label: percentileLabel(percentile), platformAverage: Math.round((sum / Math.max(otherCount + 1, 1)) * 100) / 100 };
    };
    return {
      totalInterviews: ranking('totalInterviews'),
      offersReceived: ranking('offersReceived'),
      onsitesReceived: ranking('onsitesReceived'),
      companies: ranking('companies'),
      // The spec shows the Company Interest card only when this ranking exists: after a first unlock.
      profileUnlocks: own.profileUnlocks > 0 ? ranking('profileUnlocks') : null,
      totalCandidates: Math.max(totalCandidates, 1),
    };
  }
}
