/**
 * Interview stages, defined once for the server and the web app: the stored keys, their display
 * labels, the badge colour rule, and how far along a hiring process a stage is. Also the ranking
 * cards' percentile label. Pure data and functions (no Node APIs), so the browser bundle can import it.
 */
export const INTERVIEW_STAGE_KEYS = [
  'application',
  'recruiter_screen',
  'phone_screen',
  'hr_screen',
  'hiring_manager_screen',
  'technical_screen',
  'coding_challenge',
  'technical',
  'system_design',
  'behavioral',
  'manager_round',
  'cultural_fit',
  'onsite',
  'final',
  'offer',
  'rejected',
  'unknown',
] as const;

export type InterviewStageKey = (typeof INTERVIEW_STAGE_KEYS)[number];

/** The spec's stage labels (docs/product/data.md#data-and-entities), plus the history page's extra values. */
export const INTERVIEW_STAGE_LABELS: Readonly<Record<InterviewStageKey, string>> = Object.freeze({
  application: 'Application',
  recruiter_screen: 'Recruiter Screen',
  phone_screen: 'Phone Screen',
  hr_screen: 'HR Screen',
  hiring_manager_screen: 'Hiring Manager Screen',
  technical_screen: 'Technical Screen',
  coding_challenge: 'Coding Challenge',
  technical: 'Technical',
  system_design: 'System Design',
  behavioral: 'Behavioral',
  manager_round: 'Manager Round',
  cultural_fit: 'Cultural Fit',
  onsite: 'Onsite',
  final: 'Final Round',
  offer: 'Offer',
  rejected: 'Rejected',
  unknown: 'Unknown',
});

export const UNKNOWN_STAGE: InterviewStageKey = 'unknown';

const STAGE_KEYS: ReadonlySet<string> = new Set(INTERVIEW_STAGE_KEYS);

export function isInterviewStageKey(value: string): value is InterviewStageKey {
  return STAGE_KEYS.has(value);
}

function titleCase(text: string): string {
  return text
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * The display label of a stage: the spec's label for a known key; any other value title-cased
 * with underscores and hyphens turned into spaces (`peer_review` → `Peer Review`); an empty stage
 * shows `Unknown`.
 */
export function stageLabel(stage: string | null | undefined): string {
  const value = stage?.trim() ?? '';
  if (!value) return INTERVIEW_STAGE_LABELS.unknown;
  if (isInterviewStageKey(value)) return INTERVIEW_STAGE_LABELS[value];
  return titleCase(value);
}

/** Spellings of stages found in stored data, forms and model answers, mapped onto the keys. */
const STAGE_ALIASES: Readonly<Record<string, InterviewStageKey>> = Object.freeze({
  applied: 'application',
  application_received: 'application',
  recruiter_call: 'recruiter_screen',
  intro_call: 'recruiter_screen',
  phone_interview: 'phone_screen',
  phone: 'phone_screen',
  hr_interview: 'hr_screen',
  hiring_manager: 'hiring_manager_screen',
  hiring_manager_interview: 'hiring_manager_screen',
  tech_screen: 'technical_screen',
  technical_phone_screen: 'technical_screen',
  take_home: 'coding_challenge',
  online_assessment: 'coding_challenge',
  assessment: 'coding_challenge',
  technical_interview: 'technical',
  technical_round: 'technical',
  behavioural: 'behavioral',
  behavioral_interview: 'behavioral',
  culture_fit: 'cultural_fit',
  on_site: 'onsite',
  virtual_onsite: 'onsite',
  final_round: 'final',
  final_interview: 'final',
  offer_accepted: 'offer',
  accepted: 'offer',
  rejection: 'rejected',
  declined: 'rejected',
});

/**
 * The stage key for a key, a label or a common spelling (`Final Round`, `on-site`, `Rejection`);
 * `unknown` for anything else.
 */
export function toStageKey(stage: string | null | undefined): InterviewStageKey {
  const normalized = (stage ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!normalized) return UNKNOWN_STAGE;
  if (isInterviewStageKey(normalized)) return normalized;
  const alias = STAGE_ALIASES[normalized];
  if (alias) return alias;
  const byLabel = INTERVIEW_STAGES.find((entry) => entry.label.toLowerCase().replace(/\s+/g, '_') === normalized);
  return byLabel?.key ?? UNKNOWN_STAGE;
}

export const STAGE_BADGE_COLOURS = ['green', 'purple', 'indigo', 'teal', 'blue', 'orange', 'amber', 'gray'] as const;
export type StageBadgeColour = (typeof STAGE_BADGE_COLOURS)[number];

/**
 * The spec's badge colour rule, applied in order to the stage text (a key or a label): offer or
 * accepted green; final purple; onsite indigo; technical without screen teal; technical screen or
 * system design blue; phone screen, hr screen, behavioral or manager orange; coding challenge
 * amber; application, rejected or declined gray; otherwise blue. `Rejection` (a stored value on
 * the history page) counts as rejected.
 */
export function stageBadgeColour(stageText: string | null | undefined): StageBadgeColour {
  const text = (stageText ?? '').toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (/offer|accepted/.test(text)) return 'green';
  if (text.includes('final')) return 'purple';
  if (/onsite|on site/.test(text)) return 'indigo';
  if (text.includes('technical') && !text.includes('screen')) return 'teal';
  if (text.includes('technical screen') || text.includes('system design')) return 'blue';
  if (/phone screen|hr screen|behaviou?ral|manager/.test(text)) return 'orange';
  if (text.includes('coding challenge')) return 'amber';
  if (/application|reject|declined/.test(text)) return 'gray';
  return 'blue';
}

/**
 * How far a hiring process got, for grouping a company's emails into one process and for the
 * ranking counts: application < screens < technical rounds < onsite < final < offer. `rejected`
 * and `unknown` are outside the progression (rank 0): a rejection ends a process at whatever
 * stage it had reached.
 */
export const STAGE_PROGRESS: Readonly<Record<InterviewStageKey, number>> = Object.freeze({
  unknown: 0,
  rejected: 0,
  application: 1,
  recruiter_screen: 2,
  phone_screen: 2,
  hr_screen: 2,
  hiring_manager_screen: 3,
  technical_screen: 3,
  coding_challenge: 3,
  technical: 4,
  system_design: 4,
  behavioral: 4,
  manager_round: 4,
  cultural_fit: 4,
  onsite: 5,
  final: 6,
  offer: 7,
});

export interface InterviewStage {
  key: InterviewStageKey;
  label: string;
  progress: number;
}

/** Every stage with its label and progress rank, in the order the keys are listed. */
export const INTERVIEW_STAGES: readonly InterviewStage[] = Object.freeze(
  INTERVIEW_STAGE_KEYS.map((key) => Object.freeze({ key, label: INTERVIEW_STAGE_LABELS[key], progress: STAGE_PROGRESS[key] })),
);

/** The progress rank of any stage value (key, label or alias); 0 for rejected and unknown. */
export function stageProgress(stage: string | null | undefined): number {
  return STAGE_PROGRESS[toStageKey(stage)];
}

/** Whether a process whose furthest stage is `stage` got at least as far as `milestone`. */
export function reachedStage(stage: string | null | undefined, milestone: InterviewStageKey): boolean {
  const rank = stageProgress(stage);
  return rank > 0 && rank >= STAGE_PROGRESS[milestone];
}

/**
 * The furthest stage among a process's emails (the one with the highest progress; the later one
 * wins a tie). `rejected` only when nothing else is known, `unknown` for no stages.
 */
export function furthestStage(stages: readonly (string | null | undefined)[]): InterviewStageKey {
  let best: InterviewStageKey = UNKNOWN_STAGE;
  let sawRejection = false;
  for (const stage of stages) {
    const key = toStageKey(stage);
    if (key === 'rejected') sawRejection = true;
    if (STAGE_PROGRESS[key] > 0 && STAGE_PROGRESS[key] >= STAGE_PROGRESS[best]) best = key;
  }
  return best === UNKNOWN_STAGE && sawRejection ? 'rejected' : best;
}

/** English ordinal of a whole number: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st. */
export function ordinal(n: number): string {
  const whole = Math.trunc(n);
  const lastTwo = Math.abs(whole) % 100;
  const last = Math.abs(whole) % 10;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${whole}${suffix}`;
}

/**
 * The ranking cards' label (dashboard spec): 90 or more 'Top 10%'; 75 or more 'Top 25%'; 50 or
 * more 'Top 50%'; otherwise 'Nth percentile' (the percentile rounded down, 0 to 49).
 */
export function percentileLabel(percentile: number | null | undefined): string {
  const p = typeof percentile === 'number' && Number.isFinite(percentile) ? Math.min(100, Math.max(0, percentile)) : 0;
  if (p >= 90) return 'Top 10%';
  if (p >= 75) return 'Top 25%';
  if (p >= 50) return 'Top 50%';
  return `${ordinal(Math.floor(p))} percentile`;
}
