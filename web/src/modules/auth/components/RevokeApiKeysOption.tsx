import { PASSWORD_API_KEY_MESSAGES } from '@hiring/contracts/vocabulary';

/**
 * The option of a password reset or change to revoke the company's API keys too (issue 29): off by
 * default, and it says in plain words what either choice does.
 */
export function RevokeApiKeysOption({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="field">
      <label className="checkbox">
        <input id={id} type="checkbox" aria-describedby={`${id}-hint`} checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{PASSWORD_API_KEY_MESSAGES.option}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {PASSWORD_API_KEY_MESSAGES.optionHint}
      </p>
    </div>
  );
}

/** What the server's answer says happened to the API keys, to show after the form's own success text ('' when nothing). */
export function apiKeysOutcome(message: string | null | undefined): string {
  const sentence = [PASSWORD_API_KEY_MESSAGES.revoked, PASSWORD_API_KEY_MESSAGES.kept].find((text) => message?.endsWith(text));
  return sentence ? ` ${sentence}` : '';
}
