import type { ReactNode } from 'react';
import { Modal } from '../../ui/components/Modal';
import { SEARCH_TEXT, candidateName, interviewDate, salaryRange, workModelLabel, yearsLong } from '../format';
import type { InterviewProcess, SearchCandidate } from '../types';
import { EmailLink } from './EmailLink';
import { EvidenceBadges } from './EvidenceBadges';
import { PositionMarker } from './PositionMarker';
import { StageBadge } from './StageBadge';

interface InterviewSummaryModalProps {
  candidate: SearchCandidate;
  unlocked: boolean;
  process: InterviewProcess;
  /** Opened from the detail modal: the button reads 'Back to Details' and closing returns there. */
  fromDetails: boolean;
  onClose: () => void;
}

/** Interview Process Summary modal (docs/product/screens.md#interview-process-summary). */
export function InterviewSummaryModal({ candidate, unlocked, process, fromDetails, onClose }: InterviewSummaryModalProps) {
  const notSpecified = SEARCH_TEXT.notSpecified;
  const salary = salaryRange(candidate.expectedBaseSalary, candidate.dreamScenarioBaseSalary);
  return (
    <Modal
      title="Interview Process Summary"
      description={`${process.companyName} · ${process.position}`}
      size="lg"
      className="cs-summary"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {fromDetails ? 'Back to Details' : 'Close'}
        </button>
      }
    >
      <div className="cs-summary__grid">
        <section className="cs-summary__panel" aria-labelledby="cs-summary-candidate">
          <h3 id="cs-summary-candidate" className="cs-section-title">
            Candidate Information
          </h3>
          <dl className="cs-pairs">
            <Pair term="Name" value={candidateName(candidate)} />
            <Pair
              term="Email"
              value={unlocked && candidate.email ? <EmailLink email={candidate.email} /> : <span className="cs-muted">{SEARCH_TEXT.emailLocked}</span>}
            />
            <Pair term="Experience" value={yearsLong(candidate.yearsExperience) ?? notSpecified} />
            {unlocked && (
              <>
                <Pair term="Location" value={candidate.preferredLocation ?? notSpecified} />
                <Pair term="Work Model" value={workModelLabel(candidate.workModel, candidate.isStrictlyRemote) ?? notSpecified} />
                <Pair term="Current Company" value={candidate.currentCompany ?? notSpecified} />
                <Pair term="Current Position" value={candidate.currentPosition ?? notSpecified} />
                {/* docs/product/rules.md: no salary values, nothing shown */}
                {salary && <Pair term="Salary Range" value={salary} />}
              </>
            )}
          </dl>
        </section>
        <section className="cs-summary__panel" aria-labelledby="cs-summary-interview">
          <h3 id="cs-summary-interview" className="cs-section-title">
            Interview Details
          </h3>
          <dl className="cs-pairs">
            <Pair term="Company" value={process.companyName} />
            <Pair
              term="Position"
              value={
                <>
                  {process.position} <PositionMarker edited={process.positionEditedByCandidate} aiPosition={process.aiExtractedPosition} />
                </>
              }
            />
            <Pair term="Final Stage" value={<StageBadge label={process.stageLabel} />} />
            <Pair term="Date" value={interviewDate(process.date)} />
            <Pair term="Source" value={process.sourceLabel} />
            {process.evidence.length > 0 && <Pair term="Evidence" value={<EvidenceBadges process={process} detailed />} />}
          </dl>
        </section>
      </div>
      <section className="cs-summary__text" aria-labelledby="cs-summary-ai">
        <h3 id="cs-summary-ai" className="cs-section-title">
          AI-Generated Summary
        </h3>
        <p className={process.aiSummary ? 'cs-summary__body' : 'cs-empty-text'}>
          {process.aiSummary ?? 'No AI summary is available for this interview process.'}
        </p>
      </section>
      <section className="cs-summary__text" aria-labelledby="cs-summary-notes">
        <h3 id="cs-summary-notes" className="cs-section-title">
          Interview Notes
        </h3>
        <p className={process.notes ? 'cs-summary__body' : 'cs-empty-text'}>{process.notes ?? 'No notes were added to this interview process.'}</p>
      </section>
    </Modal>
  );
}

function Pair({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="cs-pairs__row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
