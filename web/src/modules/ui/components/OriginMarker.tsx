import { useId, useState } from 'react';

interface OriginMarkerProps {
  /** The position was edited by the candidate (else read by the AI from the email). */
  edited: boolean;
  /** What the tip says. */
  tip: string;
  /** The class of the marker's look: `marker` (the candidate's history) or `cs-marker` (search). */
  base: string;
}

/**
 * Where a position comes from: `AI` (read from the email) or `Edited` (by the candidate; the tip
 * names the AI's reading). Issue 32: the spec's bare "C" explained nothing and its tip showed on
 * hover and focus only, so never on a phone; the marker is a button now, and a tap shows the tip.
 */
export function OriginMarker({ edited, tip, base }: OriginMarkerProps) {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className={`${base} ${base}--${edited ? 'candidate' : 'ai'}${open ? ' is-open' : ''}`}
      aria-describedby={tipId}
      aria-expanded={open}
      onClick={() => setOpen((shown) => !shown)}
      onBlur={() => setOpen(false)}
    >
      <span aria-hidden="true">{edited ? 'Edited' : 'AI'}</span>
      <span className="visually-hidden">{edited ? 'Edited by the candidate: show what the AI read' : 'Read by AI from the email'}</span>
      <span role="tooltip" id={tipId} className={`${base}__tip`}>
        {tip}
      </span>
    </button>
  );
}
