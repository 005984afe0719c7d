import { OriginMarker } from '../../ui/components/OriginMarker';
import { SEARCH_TEXT } from '../format';

/**
 * The position's origin (docs/product/screens.md#candidate-search): AI = extracted by AI from the email; Edited = edited by the
 * candidate, whose tip shows the AI's value. The tip shows on hover, keyboard focus and a tap.
 */
export function PositionMarker({ edited, aiPosition }: { edited: boolean; aiPosition: string | null }) {
  const tip = edited
    ? `Edited by the candidate. AI extracted: ${aiPosition?.trim() || SEARCH_TEXT.unknownPosition}`
    : 'Extracted by AI from the interview email';
  return <OriginMarker edited={edited} tip={tip} base="cs-marker" />;
}
