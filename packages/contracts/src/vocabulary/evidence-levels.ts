/**
 * How strongly an interview's email proves that the employer sent it (docs/decisions/
 * evidence-levels-and-company-identity.md). Stored with each interview, carried in its events and
 * shown to companies and candidates in these words.
 *
 * - employer_verified: signed by a domain proven to belong to the employer (a proven company on
 *   the platform, or the employer directory administrators keep), or by a hiring system whose
 *   tenant is bound to that employer; never a user-content notification sender.
 * - sender_named: a valid, aligned signature of a recognised hiring system whose tenant is not
 *   bound, or of a domain that merely spells the employer's name. Public, labelled, ranked below.
 * - private: everything else; never reaches search.
 */
export const EVIDENCE_LEVELS = ['employer_verified', 'sender_named', 'private'] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];
/** The levels a public interview can have. */
export type PublicEvidenceLevel = Exclude<EvidenceLevel, 'private'>;

export const EVIDENCE_LEVEL_LABELS: Readonly<Record<EvidenceLevel, string>> = {
  employer_verified: 'Employer verified',
  sender_named: 'Employer as named by the sender',
  private: 'Private',
};

/** Plain words for companies and candidates: what the level means. */
export const EVIDENCE_LEVEL_DESCRIPTIONS: Readonly<Record<EvidenceLevel, string>> = {
  employer_verified: 'Signed by a domain or hiring-system account proven to belong to this employer.',
  sender_named: 'Signed by the sender shown, which names this employer; we could not confirm the sender belongs to the employer.',
  private: 'Not shown to companies.',
};

/** Higher is stronger (ordering prefers stronger evidence). */
export function evidenceLevelRank(level: EvidenceLevel): number {
  return level === 'employer_verified' ? 2 : level === 'sender_named' ? 1 : 0;
}

export function isEvidenceLevel(value: unknown): value is EvidenceLevel {
  return typeof value === 'string' && (EVIDENCE_LEVELS as readonly string[]).includes(value);
}
