import { describe, expect, it } from '@jest/globals';
import { createExtractor } from '@hiring/extraction';
import { parseEml } from '../../../src/domain/parsing/parse-eml.js';
import { analyzeEmailText, composeEmail } from '../../../src/domain/email-analysis.service.js';

describe('the admin test analysis', () => {
  it('composes a real message: any charset in subject and body, HTML kept as HTML, no sender when none is given', async () => {
    const parsed = await parseEml(
      composeEmail({ subject: 'Entretien — étape finale', body: 'Bonjour,\nvotre entretien final est confirmé.', senderEmail: 'rh@exemple.fr' }),
    );
    expect(parsed).toMatchObject({
      subject: 'Entretien — étape finale',
      from: [{ address: 'rh@exemple.fr' }],
      text: 'Bonjour,\nvotre entretien final est confirmé.',
    });
    const html = await parseEml(composeEmail({ subject: '', body: '<p>Your <b>onsite</b> interview</p>', senderEmail: null }));
    expect(html.html).toContain('<b>onsite</b>');
    expect(html.from).toEqual([]);
  });

  it('reads the email with the interview task, unwraps a pasted forward, and stores nothing (no dependencies to store with)', async () => {
    const extractor = createExtractor({});
    const analysis = await analyzeEmailText(extractor, {
      subject: 'Fwd: Technical screen with Initech',
      body: [
        '---------- Forwarded message ---------',
        'From: Initech Recruiting <no-reply@us.greenhouse-mail.io>',
        'Date: Tue, Nov 3, 2026 at 10:00 AM',
        'Subject: Technical screen with Initech',
        'To: <ada@example.test>',
        '',
        'We would like to invite you to a technical screen for the Backend Engineer position at Initech on November 20, 2026.',
      ].join('\n'),
      senderEmail: 'ada@example.test',
    });
    expect(analysis).toMatchObject({
      extractedBy: 'heuristic',
      forwarded: 'gmail',
      facts: { is_interview_related: true, interview_stage: 'technical_screen' },
    });
    expect(analysis.facts.company_name).toMatch(/^Initech/);
  });
});
