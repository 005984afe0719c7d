import { useEffect, useId, useRef } from 'react';
import { jobFamilyLabel } from '@hiring/contracts/vocabulary';
import { aiPositionText, formatInterviewDate, formatStage, shownPosition, stageColour } from '../format';
import { hasIssues, type Interview } from '../history';
import { OriginMarker } from '../../ui/components/OriginMarker';
import { PositionEditor } from './PositionEditor';
import { VerificationDetails } from './VerificationDetails';
import { levelTone, useInterviewLevel } from '../evidence-level';
import { useRowExpansion } from '../history-view';

interface InterviewItemProps {
  interview: Interview;
  companyName: string;
  editing: boolean;
  /** A visibility change of this interview is on its way. */
  visibilityPending: boolean;
  onToggleVisibility: () => void;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSavePosition: (jobFamily: string, jobTitle: string) => Promise<string | null>;
  onDelete: () => void;
}

function shown(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && text.toLowerCase() !== 'unknown' ? text : null;
}

/** One interview of a company card. */
export function InterviewItem({
  interview,
  companyName,
  editing,
  visibilityPending,
  onToggleVisibility,
  onEdit,
  onCancelEdit,
  onSavePosition,
  onDelete,
}: InterviewItemProps) {
  const labelId = useId();
  const switchLabelId = useId();
  const switchHintId = useId();
  const stage = interview.stageLabel?.trim() || formatStage(interview.stage);
  const colour = stageColour(interview.stage, interview.stageLabel);
  const date = formatInterviewDate(interview.date);
  const isPublic = interview.visibility === 'public';
  const locked = !isPublic && hasIssues(interview);
  const family = shown(interview.jobFamily);
  const title = shown(interview.jobTitle);
  const described = `${stage} at ${companyName}${date ? `, ${date}` : ''}`;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const detailsId = useId();
  // A compact row until opened (issue 32: the history was about 10,000 px tall); editing keeps it open.
  const expansion = useRowExpansion();
  const open = expansion.isOpen(interview.id) || editing;
  const level = useInterviewLevel(interview.id);

  // closing the editor (saved or cancelled) gives focus back to its button
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <article
      className={`interview${isPublic ? '' : ' interview--private'}${open ? ' is-open' : ''}`}
      aria-labelledby={labelId}
      data-interview-id={interview.id}
    >
      <div className="interview__row">
        <div className="interview__meta">
          <span className={`stage-badge stage-badge--${colour}`} data-colour={colour}>
            {stage}
          </span>
          {date ? (
            <time className="interview__date" dateTime={interview.date ?? undefined}>
              {date}
            </time>
          ) : (
            <span className="interview__date interview__date--unknown">Date unknown</span>
          )}
          <span className={`visibility-pill visibility-pill--${interview.visibility}`}>{isPublic ? 'Public' : 'Private'}</span>
          {level && <span className={`level-badge level-badge--${levelTone(level.evidenceLevel)} interview__row-level`}>{level.evidenceLevelLabel}</span>}
        </div>
        <h3 id={labelId} className="interview__position">
          <span>{shownPosition(interview)}</span> <PositionMarker interview={interview} />
        </h3>
        <button
          type="button"
          className="btn btn--ghost btn--sm interview__expand"
          aria-expanded={open}
          aria-controls={detailsId}
          disabled={editing}
          onClick={() => expansion.toggle(interview.id)}
        >
          {open ? 'Hide details' : 'Details'}
          <span className="visually-hidden">: {described}</span>
        </button>
      </div>
      <div id={detailsId} className="interview__details" hidden={!open}>
        <dl className="interview__facts">
          <div>
            <dt>Job family</dt>
            <dd>{family ? jobFamilyLabel(family) : 'Not set'}</dd>
          </div>
          <div>
            <dt>Job title</dt>
            <dd>{title ?? 'Not set'}</dd>
          </div>
        </dl>
        {interview.aiSummary && <p className="interview__summary">{interview.aiSummary}</p>}
        <EvidenceLevel id={interview.id} />

        <div className="interview__controls">
          <div className="visibility-control">
            <button
              type="button"
              role="switch"
              className="switch"
              aria-checked={isPublic}
              aria-labelledby={switchLabelId}
              aria-describedby={switchHintId}
              disabled={visibilityPending || locked}
              onClick={onToggleVisibility}
            >
              <span className="switch__track" aria-hidden="true">
                <span className="switch__thumb" />
              </span>
            </button>
            <span id={switchLabelId} className="visibility-control__label">
              Visible to companies
            </span>
            <span id={switchHintId} className="visibility-control__hint">
              {locked ? 'Stays private: verification issues' : isPublic ? 'Companies can see this interview' : 'Only you can see this interview'}
            </span>
          </div>
          <div className="interview__actions">
            <button
              ref={editButton}
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={onEdit}
              disabled={editing}
              aria-label={`Edit position: ${described}`}
            >
              <svg className="btn__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M13.5 3.5 16.5 6.5 7 16H4v-3l9.5-9.5Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              Edit position
            </button>
            <button type="button" className="btn btn--danger-ghost btn--sm" onClick={onDelete} aria-label={`Delete interview: ${described}`}>
              <svg className="btn__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M4 6h12M8 6V4h4v2M6 6l.8 10h6.4L14 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              Delete
            </button>
          </div>
        </div>

        {editing && <PositionEditor interview={interview} onSave={onSavePosition} onCancel={onCancelEdit} />}

        <VerificationDetails interview={interview} />
      </div>
    </article>
  );
}

/** AI = read by the AI from the email; Edited = edited by the candidate (the tip shows the AI's value). */
function PositionMarker({ interview }: { interview: Interview }) {
  const edited = Boolean(interview.positionEditedByCandidate);
  const tip = edited ? `Edited by you. AI extracted: ${aiPositionText(interview)}` : 'Extracted by AI from the email';
  return <OriginMarker edited={edited} tip={tip} base="marker" />;
}

/**
 * How strongly the email proves the employer sent it (issue 27), in the server's words, and what
 * would raise it. Nothing until the levels have loaded.
 */
function EvidenceLevel({ id }: { id: string }) {
  const level = useInterviewLevel(id);
  if (!level) return null;
  const tone = levelTone(level.evidenceLevel);
  return (
    <div className="interview__evidence" data-level={level.evidenceLevel}>
      <p className="interview__evidence-line">
        <span className="interview__evidence-term">Evidence level:</span>{' '}
        <span className={`level-badge level-badge--${tone}`} title={level.evidence?.levelDescription ?? undefined}>
          {tone === 'verified' && (
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="m4.8 8.2 2.2 2.2 4.2-4.4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
          {level.evidenceLevelLabel}
        </span>
        {level.evidence?.label && <span className="interview__evidence-label"> {level.evidence.label}</span>}
      </p>
      {level.evidence?.levelDescription && <p className="interview__evidence-description">{level.evidence.levelDescription}</p>}
      {level.evidenceAdvice && (
        <p className="interview__advice">
          <span className="interview__evidence-term">To raise it:</span> {level.evidenceAdvice}
        </p>
      )}
    </div>
  );
}
