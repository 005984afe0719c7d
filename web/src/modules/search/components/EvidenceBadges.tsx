import { evidenceShare, isEmployerVerified } from '../format';
import type { InterviewProcess, ProcessEvidence } from '../types';

interface EvidenceBadgesProps {
  process: InterviewProcess;
  /** The summary modal: also what the level means, the signing domain of a hiring system and the share of interviews. */
  detailed?: boolean;
  className?: string;
}

/**
 * The evidence of a process's interviews, one entry per distinct level and label: the level badge
 * in the server's words ("Employer verified" with a check, or "Employer as named by the sender",
 * which never says verified), then the label ("Signed by northwind.com") as plain words. What the
 * level means is the entry's title and, for screen readers, part of its text (the summary shows it
 * to everyone). Not personal data, so shown before unlock. Nothing at all when no interview has evidence.
 * The level comes from the server only (issue 27): the browser never works one out.
 */
export function EvidenceBadges({ process, detailed = false, className }: EvidenceBadgesProps) {
  if (process.evidence.length === 0) return null;
  const total = process.interviewCount;
  return (
    <ul className={`cs-evidence${className ? ` ${className}` : ''}`} aria-label="Interview evidence">
      {process.evidence.map((evidence) => {
        const share = evidenceShare(evidence, total);
        // The label names the signing domain itself for employer domains; a hiring system's is added.
        const via = evidence.kind === 'hiring_system' && evidence.signingDomain ? evidence.signingDomain : null;
        return (
          <li
            key={`${evidence.level}|${evidence.label}`}
            className="cs-evidence__item"
            data-evidence={evidence.kind}
            data-level={evidence.level}
            title={`${evidence.levelLabel}: ${evidence.levelDescription} (DKIM signature of ${evidence.signingDomain || 'the sender'}${share ? `, ${share}` : ''})`}
          >
            <span className="cs-evidence__line">
              <LevelBadge evidence={evidence} /> <span className="cs-evidence__label">{evidence.label}</span>
            </span>
            {detailed ? (
              <>
                <span className="cs-evidence__description">{evidence.levelDescription}</span>
                {(via || share) && <span className="cs-evidence__meta">{[via && `via ${via}`, share].filter(Boolean).join(' · ')}</span>}
              </>
            ) : (
              <span className="visually-hidden">
                {`. ${evidence.levelDescription}`}
                {share && ` (${share})`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The level as a badge: not colour alone, the words and the icon differ too. */
export function LevelBadge({ evidence }: { evidence: Pick<ProcessEvidence, 'level' | 'levelLabel'> }) {
  const verified = isEmployerVerified(evidence.level);
  return (
    <span className={`cs-level cs-level--${verified ? 'verified' : 'named'}`} data-level={evidence.level}>
      {verified ? <CheckIcon /> : <NamedIcon />}
      <span className="cs-level__text">{evidence.levelLabel}</span>
    </span>
  );
}

function CheckIcon() {
  return (
    <svg className="cs-level__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="m4.8 8.2 2.2 2.2 4.2-4.4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** An envelope with a question: the sender names the employer, nobody vouched for it. */
function NamedIcon() {
  return (
    <svg className="cs-level__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M6.2 6.3a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.3" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="8" cy="11.4" r="0.85" fill="currentColor" />
    </svg>
  );
}
