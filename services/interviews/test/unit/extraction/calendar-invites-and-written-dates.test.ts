/**
 * Issue 16, extraction that companies see: a Google Calendar invitation names the organiser's
 * employer (never "via Google Calendar"), a day written out in the body wins over the email's
 * own date, and summaries (heuristic or a model's) show human dates, never ISO strings.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parseEml } from '../../../src/domain/parsing/parse-eml.js';
import { serializeForExtraction } from '../../../src/domain/extraction/serialize.js';
import { heuristicInterviewFacts, interviewFactsTask } from '../../../src/domain/extraction/interview-facts.task.js';
import { chooseInterviewDate, humanDay, humanizeIsoDates } from '../../../src/domain/extraction/dates.js';

const corpus = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/corpus');
const read = async (file: string) => serializeForExtraction(await parseEml(await readFile(join(corpus, file))));

describe('a Google Calendar invitation relayed "via Google Calendar"', () => {
  it("names the organiser's employer from the ORGANIZER domain, never the relaying tool", async () => {
    const facts = heuristicInterviewFacts(await read('88-google-calendar-via-invite.eml'));
    expect(facts).toMatchObject({
      company_name: 'Lumenworks',
      company_domain: 'lumenworks.io',
      interview_date: '2026-04-14',
      position: 'Staff Frontend Engineer',
    });
    expect(facts.summary).not.toMatch(/calendar|via/i);
  });

  it('never takes "via <tool>" from a display name, with or without parentheses', () => {
    const email = (from: string) =>
      [
        'Subject: Invitation: Intro call',
        `From: ${from}`,
        'To: <ada@gmail.com>',
        'Date: 2026-04-06T16:15:22.000Z',
        'Calendar-Organizer: <sam@orbitlabs.com>',
        '',
        'You have been invited to an interview.',
      ].join('\n');
    for (const from of [
      'Sam Okafor (via Google Calendar) <calendar-notification@google.com>',
      'Sam Okafor via Google Calendar <calendar-notification@google.com>',
      '"(via Google Calendar)" <calendar-notification@google.com>',
    ]) {
      expect({ from, company: heuristicInterviewFacts(email(from)).company_name }).toEqual({ from, company: 'Orbitlabs' });
    }
  });
});

describe('a day written out in the body', () => {
  it('is the interview day even when the email was saved or re-sent months later (not the email day)', async () => {
    const facts = heuristicInterviewFacts(await read('89-saved-later-long-date.eml'));
    expect(facts.interview_date).toBe('2026-04-14');
    expect(facts.summary).toBe('Onsite interview with Brightpath for the Senior Data Engineer position (April 14, 2026).');
  });

  it.each([
    ['Your interview is confirmed for Tuesday, April 14, 2026 at 10am.'],
    ['Your interview is confirmed for April 14, 2026 at 10am.'],
    ['Your interview is confirmed for 14 April 2026 at 10:00.'],
  ])('reads %s against a later email date', (body) => {
    expect(chooseInterviewDate('Interview confirmation', body, new Date('2026-11-24T09:00:00Z'))).toBe('2026-04-14');
    expect(chooseInterviewDate('Interview confirmation', body, null)).toBe('2026-04-14');
  });

  it('still skips an earlier round the email thanks for, and falls back to the email date when nothing is written', () => {
    expect(
      chooseInterviewDate(
        'Next steps',
        'Thanks for meeting us on April 14, 2026. We will be in touch about the final round.',
        new Date('2026-04-20T09:00:00Z'),
      ),
    ).toBeNull();
    const facts = heuristicInterviewFacts(
      [
        'Subject: Onsite interview at Brightpath',
        'From: Marcus <talent@brightpath.com>',
        'To: <ada@gmail.com>',
        'Date: 2026-04-06T16:15:22.000Z',
        '',
        'Your onsite interview at Brightpath is confirmed. Details to follow.',
      ].join('\n'),
    );
    expect(facts.interview_date).toBe('2026-04-06');
  });
});

describe('summaries show human dates', () => {
  it('writes ISO days and timestamps out', () => {
    expect(humanDay('2026-04-14')).toBe('April 14, 2026');
    expect(humanizeIsoDates('Onsite on 2026-04-14 and 2026-11-02T17:00:00.000Z.')).toBe('Onsite on April 14, 2026 and November 2, 2026.');
    expect(humanizeIsoDates('Call at 10:00, ref 12345-67.')).toBe('Call at 10:00, ref 12345-67.');
  });

  it("rewrites a model's ISO date in its summary", async () => {
    const input = await read('89-saved-later-long-date.eml');
    const facts = interviewFactsTask.finish!(
      {
        is_interview_related: true,
        company_name: 'Brightpath',
        company_domain: 'brightpath.com',
        interview_stage: 'onsite',
        interview_date: '2026-04-14',
        position: 'Senior Data Engineer',
        job_family: 'data-analytics',
        job_title: 'Data Engineer',
        summary: 'Onsite interview at Brightpath scheduled for 2026-04-14.',
      },
      input,
    );
    expect(facts.summary).toBe('Onsite interview at Brightpath scheduled for April 14, 2026.');
  });
});
