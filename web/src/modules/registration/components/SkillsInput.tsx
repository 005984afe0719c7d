import { useState, type KeyboardEvent } from 'react';
import { FieldError, invalidProps } from './FieldError';
import { addSkills, MAX_SKILLS } from '../draft';

interface SkillsInputProps {
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

const REJECTIONS = {
  duplicate: 'You have already added that skill.',
  full: `You can add up to ${MAX_SKILLS} skills.`,
} as const;

/** Top skills: added with Enter or the Add button, several at once when separated by commas; trimmed, unique, at most 10. */
export function SkillsInput({ skills, onChange, error }: SkillsInputProps) {
  const [value, setValue] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const full = skills.length >= MAX_SKILLS;

  function add() {
    if (!value.trim()) return;
    const { skills: next, rejection } = addSkills(skills, value);
    setNote(rejection ? REJECTIONS[rejection] : null);
    if (next.length === skills.length) return;
    onChange(next);
    setValue('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="skills">
      <div className="field">
        <label className="field__label" htmlFor="reg-skill">
          Top skills{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </label>
        <div className="skills__row">
          <input
            id="reg-skill"
            className="input"
            value={value}
            disabled={full}
            placeholder={full ? 'Skill limit reached' : 'e.g. TypeScript, Kubernetes, SQL'}
            {...invalidProps('reg-skill', error)}
            onChange={(event) => {
              setValue(event.target.value);
              setNote(null);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="btn btn--secondary" onClick={add} disabled={full || !value.trim()}>
            Add
          </button>
        </div>
        <p id="reg-skill-hint" className="field__hint">
          Separate skills with commas, then press Enter or Add. {skills.length} of {MAX_SKILLS} added.
        </p>
        <FieldError id="reg-skill" error={error} />
        <p role="status" className="field__note">
          {note ?? ''}
        </p>
      </div>
      {skills.length > 0 && (
        <ul className="chips" aria-label="Added skills">
          {skills.map((skill) => (
            <li key={skill} className="chip">
              <span>{skill}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(skills.filter((existing) => existing !== skill))}
              >
                <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="m3 3 6 6M9 3 3 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
