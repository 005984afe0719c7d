import { useId } from 'react';
import type { CompanyGroup, Interview } from '../history';
import { InterviewItem } from './InterviewItem';
import { avatarTone } from '../../ui/avatar-tone';
import { ProcessNotes } from './ProcessNotes';

interface CompanyCardProps {
  group: CompanyGroup;
  editingId: string | null;
  pendingVisibility: ReadonlySet<string>;
  onToggleVisibility: (interview: Interview) => void;
  onEdit: (interview: Interview) => void;
  onCancelEdit: () => void;
  onSavePosition: (interview: Interview, jobFamily: string, jobTitle: string) => Promise<string | null>;
  onDelete: (interview: Interview, companyName: string) => void;
}

/** A company with its interviews, newest first. */
export function CompanyCard({ group, editingId, pendingVisibility, onToggleVisibility, onEdit, onCancelEdit, onSavePosition, onDelete }: CompanyCardProps) {
  const headingId = useId();
  const name = group.companyName.trim() || 'Unknown company';
  const website = group.companyWebsite;
  const count = group.interviews.length;
  return (
    <article className="company-card" aria-labelledby={headingId}>
      <header className="company-card__header">
        <span className={`company-card__logo avatar-tone-${avatarTone(name)}`} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="company-card__title">
          <h2 id={headingId} className="company-card__name">
            {name}
          </h2>
          {website && (
            <a className="company-card__domain" href={website} target="_blank" rel="noopener noreferrer">
              {group.companyDomain?.replace(/^https?:\/\//i, '')}
              <span className="visually-hidden"> (opens in a new tab)</span>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          )}
        </div>
        <span className="company-card__count">{count === 1 ? '1 interview' : `${count} interviews`}</span>
      </header>
      <ProcessNotes processId={group.processId} notes={group.notes ?? null} companyName={name} />
      <ol className="company-card__interviews">
        {group.interviews.map((interview) => (
          <li key={interview.id}>
            <InterviewItem
              interview={interview}
              companyName={name}
              editing={editingId === interview.id}
              visibilityPending={pendingVisibility.has(interview.id)}
              onToggleVisibility={() => onToggleVisibility(interview)}
              onEdit={() => onEdit(interview)}
              onCancelEdit={onCancelEdit}
              onSavePosition={(family, title) => onSavePosition(interview, family, title)}
              onDelete={() => onDelete(interview, name)}
            />
          </li>
        ))}
      </ol>
    </article>
  );
}
