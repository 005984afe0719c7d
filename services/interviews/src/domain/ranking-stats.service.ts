import { percentileLabel } from '@hiring/contracts';
import { SharedLoad } from '@hiring/service-kit';
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

const METRICS = ['totalInterviews', 'offersReceived', 'onsitesReceived', 'companies', 'profileUnlocks'] as const;
type Metric = (typeof METRICS)[number];

/** The platform's figures, computed once per cache period for every caller. */
interface Platform {
  perCandidate: Map<string, Counts>;
  /** Per metric, every counted candidate's value in ascending order (binary searches per call). */
  sorted: Record<Metric, number[]>;
  sums: Record<Metric, number>;
  totalCandidates: number;
}

/** How many values of the ascending `values` are below `value` (`lower`) or at most `value`. */
function countBelow(values: number[], value: number, inclusive: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] as number) < value || (inclusive && values[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Percentile: mid-rank over every candidate on the platform (see midRankPercentile).
 * Platform figures are computed over every registered candidate and cached briefly, with one load
 * for all concurrent callers (SharedLoad: 50 calls after an expiry are one load, not 50); each call
 * then costs a few binary searches, not a pass over the population. The candidate's own counts are
 * always fresh.
 */
export class RankingStats {
  private readonly platform: SharedLoad<Platform>;

  constructor(
    private readonly deps: { interviews: InterviewModel; mailboxes: CandidateMailboxModel; interest: CompanyInterestModel },
    cacheMs = 60_000,
  ) {
    this.platform = new SharedLoad(() => this.loadPlatform(), cacheMs);
  }

  private async loadPlatform(): Promise<Platform> {
    const rows = await this.deps.interviews
      .find({ deletedAt: null }, { candidateId: 1, stage: 1, processId: 1 })
      .lean<Pick<Interview, 'candidateId' | 'stage' | 'processId'>[]>()
      .exec();
    const grouped = new Map<string, Pick<Interview, 'stage' | 'processId'>[]>();
    for (const row of rows) {
      const list = grouped.get(row.candidateId);
      if (list) list.push(row);
      else grouped.set(row.candidateId, [row]);
    }
    const unlocks = new Map<string, number>();
    for (const row of await this.deps.interest.find({}, { candidateId: 1 }).lean<Pick<CompanyInterest, 'candidateId'>[]>().exec()) {
      unlocks.set(row.candidateId, (unlocks.get(row.candidateId) ?? 0) + 1);
    }
    const ids = new Set([...grouped.keys(), ...unlocks.keys()]);
    const perCandidate = new Map([...ids].map((id) => [id, countsOf(grouped.get(id) ?? [], unlocks.get(id) ?? 0)]));
    const totalCandidates = Math.max(await this.deps.mailboxes.countDocuments().exec(), perCandidate.size);
    const counts = [...perCandidate.values()];
    const sorted = Object.fromEntries(METRICS.map((metric) => [metric, counts.map((c) => c[metric]).sort((a, b) => a - b)])) as Record<Metric, number[]>;
    const sums = Object.fromEntries(METRICS.map((metric) => [metric, sorted[metric].reduce((total, value) => total + value, 0)])) as Record<Metric, number>;
    return { perCandidate, sorted, sums, totalCandidates };
  }

  async forCandidate(candidateId: string) {
    const own = countsOf(
      await this.deps.interviews.find({ candidateId, deletedAt: null }, { stage: 1, processId: 1 }).lean<Interview[]>().exec(),
      await this.deps.interest.countDocuments({ candidateId }).exec(),
    );
    const { perCandidate, sorted, sums, totalCandidates } = await this.platform.get();
    // The platform's figures without this candidate's cached entry (the own counts are fresher).
    const cachedOwn = perCandidate.get(candidateId);
    const othersCounted = perCandidate.size - (cachedOwn ? 1 : 0);
    const otherCount = Math.max(totalCandidates - 1, othersCounted);
    const ranking = (metric: Metric) => {
      const value = own[metric];
      const mine = cachedOwn?.[metric];
      const lessThan = countBelow(sorted[metric], value, false) - (mine !== undefined && mine < value ? 1 : 0);
      const equalTo = countBelow(sorted[metric], value, true) - countBelow(sorted[metric], value, false) - (mine === value ? 1 : 0);
      // Registered candidates without interviews or unlocks have 0 in every metric.
      const silent = otherCount - othersCounted;
      const below = lessThan + (value > 0 ? silent : 0);
      // This candidate ties with itself.
      const equal = 1 + equalTo + (value === 0 ? silent : 0);
      const percentile = midRankPercentile(below, equal, otherCount + 1);
      const sum = sums[metric] - (mine ?? 0) + value;
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
