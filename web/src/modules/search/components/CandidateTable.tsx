import { useId, useState } from 'react';
import {
  CAREER_PREVIEW,
  HISTORY_PREVIEW,
  SEARCH_TEXT,
  candidateHandle,
  candidateHeadline,
  candidateName,
  experienceDates,
  filterTerms,
  interviewDate,
  matches,
  skillChips,
  titleAtCompany,
  verifiedInterviewsText,
  yearsShort,
} from '../format';
import type { InterviewProcess, SearchCandidate } from '../types';
import { EmailLink } from './EmailLink';
import { EvidenceBadges } from './EvidenceBadges';
import { PositionMarker } from './PositionMarker';
import { StageBadge } from './StageBadge';
import { UnlockButton } from './UnlockButton';

/** The applied text filters, to mark what matched them in each row (issue 32). */
export interface RowHighlight {
  skills: string;
  companyName: string;
}

interface CandidateTableProps {
  candidates: readonly SearchCandidate[];
  highlight?: RowHighlight;
  unlockedIds: ReadonlySet<string>;
  balance: number | null;
  unlocking: ReadonlySet<string>;
  onOpen: (candidate: SearchCandidate) => void;
  onUnlock: (candidate: SearchCandidate) => void;
  onOpenProcess: (candidate: SearchCandidate, process: InterviewProcess) => void;
}

/** The results table (docs/product/screens.md#candidate-search): Candidate, Skills, Career History, Interview History. */
export function CandidateTable({
  candidates,
  highlight = { skills: '', companyName: '' },
  unlockedIds,
  balance,
  unlocking,
  onOpen,
  onUnlock,
  onOpenProcess,
}: CandidateTableProps) {
  return (
    <table className="cs-table">
      <caption className="visually-hidden">Candidates matching the filters</caption>
      <thead>
        <tr>
          <th scope="col">Candidate</th>
          <th scope="col">Skills</th>
          <th scope="col">Career History</th>
          <th scope="col">Interview History</th>
        </tr>
      </thead>
      <tbody>
        {candidates.map((candidate) => (
          <CandidateRow
            key={candidate.id}
            candidate={candidate}
            highlight={highlight}
            unlocked={candidate.isUnlocked || unlockedIds.has(candidate.id)}
            balance={balance}
            busy={unlocking.has(candidate.id)}
            onOpen={() => onOpen(candidate)}
            onUnlock={() => onUnlock(candidate)}
            onOpenProcess={(process) => onOpenProcess(candidate, process)}
          />
        ))}
      </tbody>
    </table>
  );
}

interface CandidateRowProps {
  candidate: SearchCandidate;
  highlight: RowHighlight;
  unlocked: boolean;
  balance: number | null;
  busy: boolean;
  onOpen: () => void;
  onUnlock: () => void;
  onOpenProcess: (process: InterviewProcess) => void;
}

function CandidateRow({ candidate, highlight, unlocked, balance, busy, onOpen, onUnlock, onOpenProcess }: CandidateRowProps) {
  const nameId = useId();
  const name = candidateName(candidate);
  const headline = candidateHeadline(candidate);
  const skills = skillChips(candidate, highlight.skills);
  const years = yearsShort(candidate.yearsExperience);
  const position = unlocked ? titleAtCompany(candidate) : candidate.currentPosition;
  const verified = verifiedInterviewsText(candidate.employerVerifiedInterviews);
  return (
    <tr className={`cs-row${unlocked ? ' is-unlocked' : ''}`} data-candidate-id={candidate.id}>
      <td data-label="Candidate" className="cs-cell cs-cell--candidate">
        <div className={`cs-bubble${unlocked ? ' cs-bubble--unlocked' : ''}`}>
          <span className="cs-bubble__avatar" aria-hidden="true">
            {unlocked && name !== SEARCH_TEXT.anonymous ? name.charAt(0).toUpperCase() : <LockIcon />}
          </span>
          <div className="cs-bubble__body">
            <button type="button" id={nameId} className="cs-bubble__name" onClick={onOpen} aria-haspopup="dialog">
              {name}
              {!unlocked && (
                <>
                  {' '}
                  <span className="cs-bubble__handle">{candidateHandle(candidate.id)}</span>
                </>
              )}
              <span className="visually-hidden">: view details</span>
            </button>
            {headline && <p className="cs-bubble__headline">{headline}</p>}
            {unlocked && candidate.email ? (
              <EmailLink className="cs-bubble__email" email={candidate.email} />
            ) : unlocked ? null : (
              <p className="cs-bubble__hidden">{SEARCH_TEXT.emailHidden}</p>
            )}
            {position && <p className="cs-bubble__position">{position}</p>}
            {years && <p className="cs-bubble__years">{years}</p>}
            {verified && (
              <p className="cs-bubble__verified">
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <circle cx="8" cy="8" r="7" fill="currentColor" />
                  <path d="m4.8 8.2 2.2 2.2 4.2-4.4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {verified}
              </p>
            )}
          </div>
        </div>
        {!unlocked && (
          <div className="cs-cell__unlock">
            <UnlockButton balance={balance} busy={busy} onUnlock={onUnlock} describedBy={nameId} />
          </div>
        )}
      </td>
      <td data-label="Skills" className="cs-cell">
        <SkillTags
          skills={skills.chips.map((chip) => chip.skill)}
          matched={skills.chips.filter((chip) => chip.matched).map((chip) => chip.skill)}
          more={skills.more}
        />
      </td>
      <td data-label="Career History" className="cs-cell">
        <CareerPreview candidate={candidate} />
      </td>
      <td data-label="Interview History" className="cs-cell cs-cell--history">
        <HistoryPreview candidate={candidate} companyTerms={filterTerms(highlight.companyName)} onOpenProcess={onOpenProcess} onMore={onOpen} />
      </td>
    </tr>
  );
}

export function SkillTags({
  skills,
  matched = [],
  more = 0,
  empty = SEARCH_TEXT.noSkills,
  label = 'Top skills',
}: {
  skills: readonly string[];
  /** Skills the Skills filter matched: marked (issue 32). */
  matched?: readonly string[];
  /** Skills not shown. */
  more?: number;
  empty?: string;
  label?: string;
}) {
  if (skills.length === 0) return <p className="cs-empty-text">{empty}</p>;
  return (
    <ul className="cs-tags" aria-label={label}>
      {skills.map((skill) =>
        matched.includes(skill) ? (
          <li key={skill} className="cs-tag cs-tag--matched">
            <mark>{skill}</mark>
            <span className="visually-hidden"> (matches your filter)</span>
          </li>
        ) : (
          <li key={skill} className="cs-tag">
            {skill}
          </li>
        ),
      )}
      {more > 0 && (
        <li className="cs-tag cs-tag--more" aria-label={`${more} more ${more === 1 ? 'skill' : 'skills'}`}>
          +{more}
        </li>
      )}
    </ul>
  );
}

/** First 3 experiences, then '+ N more' / '- Show less' for this candidate. */
function CareerPreview({ candidate }: { candidate: SearchCandidate }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const entries = candidate.workExperiences;
  if (entries.length === 0) return <p className="cs-empty-text">{SEARCH_TEXT.noCareer}</p>;
  const shown = expanded ? entries : entries.slice(0, CAREER_PREVIEW);
  const more = entries.length - CAREER_PREVIEW;
  return (
    <div className="cs-career">
      <ul id={listId} className="cs-career__list">
        {shown.map((entry, index) => (
          <li key={`${entry.company ?? ''}-${entry.jobTitle ?? ''}-${index}`} className="cs-career__item">
            {entry.company && <span className="cs-career__company">{entry.company}</span>}
            {entry.jobTitle && <span className="cs-career__title">{entry.jobTitle}</span>}
            {experienceDates(entry) && <span className="cs-career__dates">{experienceDates(entry)}</span>}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button type="button" className="cs-toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? '- Show less' : `+ ${more} more`}
        </button>
      )}
    </div>
  );
}

/** Companies newest first, at most 5, then '+N more'. */
function HistoryPreview({
  candidate,
  companyTerms,
  onOpenProcess,
  onMore,
}: {
  candidate: SearchCandidate;
  /** The Company Name filter's terms: a matching company is marked (issue 32). */
  companyTerms: readonly string[];
  onOpenProcess: (process: InterviewProcess) => void;
  onMore: () => void;
}) {
  const processes = candidate.processes;
  if (processes.length === 0) return <p className="cs-empty-text">{SEARCH_TEXT.noInterviews}</p>;
  const more = processes.length - HISTORY_PREVIEW;
  return (
    <div className="cs-history">
      <ul className="cs-history__list">
        {processes.slice(0, HISTORY_PREVIEW).map((process) => (
          <li key={process.key} className={`cs-history__item${matches(process.companyName, companyTerms) ? ' is-matched' : ''}`}>
            <ProcessLine process={process} onOpen={() => onOpenProcess(process)} />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button type="button" className="cs-toggle" onClick={onMore} aria-haspopup="dialog">
          +{more} more
        </button>
      )}
    </div>
  );
}

/** Company (a link to its website when it has a domain), position with its marker, stage badge, date, evidence. */
export function ProcessLine({ process, onOpen }: { process: InterviewProcess; onOpen: () => void }) {
  const website = process.companyWebsite;
  return (
    <div className="cs-process">
      <div className="cs-process__top">
        {website ? (
          <a className="cs-process__company" href={website} target="_blank" rel="noopener noreferrer">
            {process.companyName}
            <span className="visually-hidden"> (website, opens in a new tab)</span>
          </a>
        ) : (
          <span className="cs-process__company">{process.companyName}</span>
        )}
        <StageBadge label={process.stageLabel} />
      </div>
      <div className="cs-process__bottom">
        <button type="button" className="cs-process__position" onClick={onOpen} aria-haspopup="dialog">
          {process.position}
          <span className="visually-hidden">: interview process summary</span>
        </button>
        <PositionMarker edited={process.positionEditedByCandidate} aiPosition={process.aiExtractedPosition} />
        <span className="cs-process__date">{interviewDate(process.date)}</span>
      </div>
      <EvidenceBadges process={process} />
    </div>
  );
}

export function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
