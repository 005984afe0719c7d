import { useId } from 'react';
import { SEARCH_TEXT } from '../format';

/**
 * The position's origin (docs/product/screens.md#candidate-search): AI = extracted by AI from the email; C = edited by the
 * candidate, whose tooltip shows the AI's value. The tooltip shows on hover and keyboard focus.
 */
export function PositionMarker({ edited, aiPosition }: { edited: boolean; aiPosition: string | null }) {
  const tipId = useId();
  const tip = edited
    ? `Edited by the candidate. AI extracted: ${aiPosition?.trim() || SEARCH_TEXT.unknownPosition}`
    : 'Extracted by AI from the interview email';
  return (
    <span className={`cs-marker cs-marker--${edited ? 'candidate' : 'ai'}`} tabIndex={0} aria-describedby={tipId}>
      <span aria-hidden="true">{edited ? 'C' : 'AI'}</span>
      <span className="visually-hidden">{edited ? 'Edited by the candidate' : 'AI extracted'}</span>
      <span role="tooltip" id={tipId} className="cs-marker__tip">
        {tip}
      </span>
    </span>
  );
}
