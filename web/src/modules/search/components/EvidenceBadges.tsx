import { evidenceShare, type InterviewProcess } from '../format';

interface EvidenceBadgesProps {
  process: InterviewProcess;
  /** The summary modal: also the signing domain of a hiring system and the share of interviews. */
  detailed?: boolean;
  className?: string;
}

/**
 * The evidence level of a process's interviews ("Signed by northwind.com"), one badge per distinct
 * label. Not personal data, so shown before unlock. Nothing at all when no interview has evidence.
 */
export function EvidenceBadges({ process, detailed = false, className }: EvidenceBadgesProps) {
  if (process.evidence.length === 0) return null;
  const total = process.interviews.length;
  return (
    <ul className={`cs-evidence${className ? ` ${className}` : ''}`} aria-label="Interview evidence">
      {process.evidence.map((evidence) => {
        const share = evidenceShare(evidence, total);
        // The label names the signing domain itself for employer domains; a hiring system's is added.
        const via = evidence.kind === 'hiring_system' && evidence.signingDomain ? evidence.signingDomain : null;
        return (
          <li
            key={evidence.label}
            className="cs-evidence__item"
            data-evidence={evidence.kind}
            title={`DKIM signature of ${evidence.signingDomain || 'the sender'}${share ? ` (${share})` : ''}`}
          >
            <span className={`cs-evidence__badge cs-evidence__badge--${evidence.kind === 'hiring_system' ? 'system' : 'employer'}`}>
              <CheckIcon />
              <span className="cs-evidence__label">{evidence.label}</span>
            </span>
            {detailed && (via || share) ? (
              <span className="cs-evidence__meta">{[via && `via ${via}`, share].filter(Boolean).join(' · ')}</span>
            ) : (
              share && <span className="visually-hidden"> ({share})</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function CheckIcon() {
  return (
    <svg className="cs-evidence__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="currentColor" opacity="0.15" />
      <path d="m5 8.2 2 2 4-4.2" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
