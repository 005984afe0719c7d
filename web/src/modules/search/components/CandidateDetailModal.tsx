import { Notice, type NoticeState } from '../../billing/components/Notice';
import { Modal } from '../../ui/components/Modal';
import { Spinner } from '../../ui/components/Spinner';
import { SEARCH_TEXT, allSkills, candidateName, experienceDates, interviewDate, salaryRange, summaryPreview, yearsLong } from '../format';
import type { DetailEntry } from '../hooks/useCandidateDetails';
import type { CandidateDetails, InterviewProcess, SearchCandidate } from '../types';
import { LockIcon, SkillTags } from './CandidateTable';
import { EmailLink } from './EmailLink';
import { EvidenceBadges } from './EvidenceBadges';
import { PositionMarker } from './PositionMarker';
import { StageBadge } from './StageBadge';
import { UnlockButton } from './UnlockButton';
import { UnprovenCompany } from '../../company-identity/components/UnprovenCompany';

interface CandidateDetailModalProps {
  /** The row the modal was opened from (shown until the details arrive). */
  seed: SearchCandidate;
  entry: DetailEntry | undefined;
  unlocked: boolean;
  balance: number | null;
  unlocking: boolean;
  /** The last unlock outcome for this candidate. */
  notice: NoticeState | null;
  onUnlock: () => void;
  onRetry: () => void;
  onViewProcess: (process: InterviewProcess, candidate: SearchCandidate) => void;
  onClose: () => void;
}

/** Candidate detail modal (docs/product/screens.md#candidate-detail). */
export function CandidateDetailModal({
  seed,
  entry,
  unlocked,
  balance,
  unlocking,
  notice,
  onUnlock,
  onRetry,
  onViewProcess,
  onClose,
}: CandidateDetailModalProps) {
  const data: CandidateDetails | null = entry?.status === 'ready' ? entry.data : null;
  const candidate = data ? data.candidate : seed;
  const name = candidateName(candidate);
  const years = yearsLong(candidate.yearsExperience);
  const salary = salaryRange(candidate.expectedBaseSalary, candidate.dreamScenarioBaseSalary);
  // issue 27: the server refused the details because the company is not proven: explain, offer no unlock
  const notProven = entry?.status === 'error' && entry.notProven;
  return (
    <Modal
      title={name}
      description={
        <span className="cs-detail__contact">
          {unlocked && candidate.email ? (
            <EmailLink email={candidate.email} />
          ) : (
            !unlocked && (
              <span className="cs-detail__hidden">
                <LockIcon /> {SEARCH_TEXT.emailHidden}
              </span>
            )
          )}
          {years && <span>{years} experience</span>}
        </span>
      }
      size="lg"
      className="cs-detail"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {unlocked && (candidate.preferredLocation || candidate.currentCompany || salary) && (
        <dl className="cs-facts">
          {candidate.preferredLocation && <Fact term="Location" value={candidate.preferredLocation} />}
          {candidate.currentCompany && <Fact term="Current company" value={candidate.currentCompany} />}
          {salary && <Fact term="Salary range" value={salary} />}
        </dl>
      )}
      <Notice notice={notice} className="cs-detail__notice" />
      {!unlocked && !notProven && (
        <div className="cs-detail__unlock">
          <p>Unlock this candidate to see their name, email, location, salary expectations and career journey.</p>
          <UnlockButton balance={balance} busy={unlocking} onUnlock={onUnlock} size="md" />
        </div>
      )}
      {entry?.status === 'loading' || entry === undefined ? (
        <p className="cs-loading" role="status">
          <Spinner size="md" /> Loading candidate details...
        </p>
      ) : entry.status === 'error' && entry.notProven ? (
        <UnprovenCompany headingLevel={3} />
      ) : entry.status === 'error' ? (
        <div className="cs-detail__error">
          <Notice notice={{ tone: 'error', text: entry.message }} />
          <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : (
        data && <DetailBody data={data} unlocked={unlocked} onViewProcess={(process) => onViewProcess(process, candidate)} />
      )}
    </Modal>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="cs-facts__item">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function DetailBody({ data, unlocked, onViewProcess }: { data: CandidateDetails; unlocked: boolean; onViewProcess: (process: InterviewProcess) => void }) {
  const { candidate } = data;
  const { stats } = candidate;
  const skills = allSkills(candidate);
  // Both in the company subgraph's display order (current roles first; processes newest first).
  const career = candidate.workExperiences;
  const processes = candidate.processes;
  return (
    <>
      <ul className="cs-stats" aria-label="Interview statistics">
        <li className="cs-stats__item">
          <span className="cs-stats__value">{stats.totalInterviews}</span>
          <span className="cs-stats__label">Interviews</span>
        </li>
        <li className="cs-stats__item">
          <span className="cs-stats__value">{stats.totalCompanies}</span>
          <span className="cs-stats__label">Companies</span>
        </li>
        <li className="cs-stats__item">
          <span className="cs-stats__value">{stats.offersReceived}</span>
          <span className="cs-stats__label">Offers</span>
        </li>
      </ul>
      <div className="cs-detail__columns">
        <div className="cs-detail__column">
          <section aria-labelledby="cs-detail-skills">
            <h3 id="cs-detail-skills" className="cs-section-title">
              Skills &amp; Expertise
            </h3>
            <SkillTags skills={skills} label="Skills and expertise" empty={unlocked ? SEARCH_TEXT.skillsMissing : SEARCH_TEXT.skillsAfterUnlock} />
          </section>
          {unlocked && (
            <section aria-labelledby="cs-detail-career">
              <h3 id="cs-detail-career" className="cs-section-title">
                Career Journey
              </h3>
              {career.length === 0 ? (
                <p className="cs-empty-text">{SEARCH_TEXT.careerMissing}</p>
              ) : (
                <ol className="cs-journey">
                  {career.map((entry, index) => (
                    <li key={`${entry.company ?? ''}-${entry.jobTitle ?? ''}-${index}`} className={`cs-journey__item${entry.isCurrent ? ' is-current' : ''}`}>
                      <p className="cs-journey__title">{entry.jobTitle ?? 'Role'}</p>
                      {entry.company && <p className="cs-journey__company">{entry.company}</p>}
                      {experienceDates(entry) && <p className="cs-journey__dates">{experienceDates(entry)}</p>}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
        </div>
        <section className="cs-detail__column" aria-labelledby="cs-detail-history">
          <h3 id="cs-detail-history" className="cs-section-title">
            Interview History
          </h3>
          {processes.length === 0 ? (
            <p className="cs-empty-text">{SEARCH_TEXT.noInterviews}</p>
          ) : (
            <ul className="cs-interview-cards">
              {processes.map((process) => (
                <li key={process.key} className="cs-interview-card">
                  <div className="cs-interview-card__top">
                    <p className="cs-interview-card__company">{process.companyName}</p>
                    <StageBadge label={process.stageLabel} />
                  </div>
                  <p className="cs-interview-card__position">
                    {process.position} <PositionMarker edited={process.positionEditedByCandidate} aiPosition={process.aiExtractedPosition} />
                  </p>
                  <p className="cs-interview-card__date">{interviewDate(process.date)}</p>
                  <EvidenceBadges process={process} />
                  {summaryPreview(process.aiSummary) && <p className="cs-interview-card__summary">{summaryPreview(process.aiSummary)}</p>}
                  {/* issue 32: the candidate's own words on the process; not personal data, so shown before unlock too (as the summary modal does) */}
                  {process.notes?.trim() && (
                    <div className="cs-interview-card__notes">
                      <p className="cs-interview-card__notes-label">{SEARCH_TEXT.candidateNote}</p>
                      <p className="cs-interview-card__notes-text">{process.notes.trim()}</p>
                    </div>
                  )}
                  <button type="button" className="btn btn--ghost btn--sm cs-interview-card__more" onClick={() => onViewProcess(process)}>
                    View Full
                    <span className="visually-hidden"> summary of the {process.companyName} interview process</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
