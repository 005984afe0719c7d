import { describe, expect, it } from '@jest/globals';
import { ALLOWED, sharedTexts } from '../checks/shared-texts.mjs';

/**
 * Issue 28: a user-facing text is typed out once, in packages/contracts (or the kit), and every
 * workspace imports it. deploy/checks/shared-texts.mjs finds the texts of 20+ characters that
 * two workspaces both type out; only the few in its ALLOWED list, each with its reason, may be.
 */
describe('user-facing texts in more than one workspace', () => {
  const shared = sharedTexts();

  it('are none, beyond the allowed ones', () => {
    const unexplained = shared.filter((entry) => !ALLOWED.has(entry.text)).map((entry) => `${entry.text} (${entry.places.join(', ')})`);
    expect(unexplained).toEqual([]);
  });

  it('are found: the check sees a text two workspaces share', () => {
    // The allowed job titles are typed in the job classification (packages/extraction, shared by the
    // email and resume readers since issue 32) and in contracts, so the finder must list them.
    expect(shared.find((entry) => entry.text === 'Site Reliability Engineer')?.workspaces).toEqual(['packages/contracts', 'packages/extraction']);
  });

  it('allows only texts that are still shared, each with a reason', () => {
    const found = new Set(shared.map((entry) => entry.text));
    expect([...ALLOWED.keys()].filter((text) => !found.has(text))).toEqual([]);
    for (const reason of ALLOWED.values()) expect(reason.length).toBeGreaterThan(20);
  });
});
