/** A candidate hid an interview whose evidence passes. */
export const HIDDEN_ADVICE = 'You made this interview private. Make it public to show it to companies.';
/** Sender named without the policy's own words (interviews judged before levels). */
export const SENDER_NAMED_ADVICE =
  "Ask the company to verify its domain or its hiring-system account with us, or upload an email from the employer's own domain.";

/**
 * What would raise an interview's level, in plain words: null at employer verified; the policy's
 * advice at sender named; for a private one, the first reason it is private, or (hidden by its
 * owner while its evidence passes) how to show it.
 */
export function adviceFor(level: string, passes: boolean, policyAdvice: string | null, issues: readonly { description: string }[]): string | null {
  if (level === 'employer_verified') return null;
  if (level === 'sender_named') return policyAdvice;
  if (issues.length > 0) return issues[0]!.description;
  return passes ? HIDDEN_ADVICE : policyAdvice;
}
