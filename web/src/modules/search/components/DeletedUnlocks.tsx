import { SEARCH_TEXT } from '../format';

/** Unlocks whose candidate deleted their account (docs/decisions/privacy-rights.md#erasure): the unlock stays, the person does not. */
export function DeletedUnlocks({ entries }: { entries: readonly { id: string; unlockedAt: string }[] }) {
  return (
    <section className="cs-deleted" aria-labelledby="cs-deleted-title">
      <h2 id="cs-deleted-title">{SEARCH_TEXT.deletedTitle}</h2>
      <p>{SEARCH_TEXT.deletedIntro}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            {SEARCH_TEXT.deletedCandidate} · unlocked{' '}
            {new Date(entry.unlockedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}
          </li>
        ))}
      </ul>
    </section>
  );
}
