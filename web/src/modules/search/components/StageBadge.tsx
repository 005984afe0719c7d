import { stageBadgeColour, type StageBadgeColour } from '@hiring/contracts/vocabulary';

/** A stage in its badge colour (spec: badge colours by stage text, from the shared vocabulary). */
export function StageBadge({ label, colour = stageBadgeColour(label) }: { label: string; colour?: StageBadgeColour }) {
  return (
    <span className={`cs-stage cs-stage--${colour}`} data-colour={colour}>
      {label}
    </span>
  );
}
