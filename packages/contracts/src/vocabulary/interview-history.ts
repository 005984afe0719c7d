/**
 * A candidate's own interview history: the process note's rule and the position editor's check,
 * the same in the interviews service and the web's forms (docs/product/rules.md#validation).
 */
export const NOTES_MAX_CHARS = 500;

export const INTERVIEW_HISTORY_MESSAGES = {
  notesPlainText: 'Notes can only contain plain text and line breaks',
  notesTooLong: `Notes must be at most ${NOTES_MAX_CHARS} characters`,
  positionRequired: 'Please choose a job family and a job title',
} as const;

/** A note as stored: line breaks as `\n`, trimmed (empty clears it). */
export const normalizeNotes = (raw: string): string => raw.replace(/\r\n?/g, '\n').trim();

/** The note's problem, or null: plain text and line breaks, at most NOTES_MAX_CHARS characters. */
export function notesProblem(raw: string): string | null {
  const notes = normalizeNotes(raw);
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/.test(notes)) return INTERVIEW_HISTORY_MESSAGES.notesPlainText;
  return [...notes].length > NOTES_MAX_CHARS ? INTERVIEW_HISTORY_MESSAGES.notesTooLong : null;
}
