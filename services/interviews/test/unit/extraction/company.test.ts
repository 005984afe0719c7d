import { describe, expect, it } from '@jest/globals';
import { findCompany, type CompanyGuess } from '../../../src/domain/extraction/company.js';
import { readSerializedEmail } from '../../../src/domain/extraction/serialize.js';

function company(
  email: { subject?: string; from?: string; replyTo?: string; organizers?: string[]; body: string },
  people: string[] = ['Ada', 'Ada Lovelace'],
): CompanyGuess {
  const lines = [`Subject: ${email.subject ?? ''}`, `From: ${email.from ?? ''}`];
  if (email.replyTo) lines.push(`Reply-To: ${email.replyTo}`);
  lines.push('To: Ada Lovelace <ada.lovelace@gmail.com>', 'Date: 2026-11-02T17:00:00.000Z');
  for (const organizer of email.organizers ?? []) lines.push(`Calendar-Organizer: <${organizer}>`);
  return findCompany(readSerializedEmail(`${lines.join('\n')}\n\n${email.body}`), { people, position: null });
}

describe('the employer', () => {
  it('comes from an ATS display name, never from the ATS', () => {
    expect(company({ from: 'Harbor & Finch via Greenhouse <no-reply@us.greenhouse-mail.io>', body: 'Hi Ada' }).name).toBe('Harbor & Finch');
    expect(company({ from: 'Orbit Labs Recruiting <no-reply@ashbyhq.com>', body: 'Hi Ada' }).name).toBe('Orbit Labs');
    expect(company({ from: 'Sam Okafor (Nimbus Health) <no-reply@ashbyhq.com>', body: 'Hi Ada' }).name).toBe('Nimbus Health');
    expect(company({ from: 'Greenhouse <no-reply@greenhouse.io>', body: 'Hi Ada, thanks.' })).toEqual({ name: null, domain: null });
  });

  it('comes from the subject and the body when the sender is a person or a tool', () => {
    expect(company({ subject: 'Interview with Quillstone', from: 'Jordan Park <no-reply@hire.lever.co>', body: 'Hi Ada' }).name).toBe('Quillstone');
    expect(
      company({
        subject: 'Phone Screen: Fieldnote <> Ada',
        from: 'Dana Whitfield <no-reply@hire.lever.co>',
        body: 'Talk soon,\nDana Whitfield\nTalent Partner, Fieldnote',
      }).name,
    ).toBe('Fieldnote');
    expect(
      company({
        subject: "Invitation to take Helix Biotech's Software Engineer Test",
        from: 'HackerRank <support@hackerrankforwork.com>',
        body: 'Greetings from Helix Biotech!',
      }).name,
    ).toBe('Helix Biotech');
    expect(
      company({
        subject: 'Complete with Docusign: Wavecrest Offer Letter - Ada Lovelace.pdf',
        from: 'Natalie Brooks via Docusign <dse@docusign.net>',
        body: 'Natalie Brooks\nnatalie.brooks@wavecrest.com\nyour offer letter for the position at Wavecrest.',
      }),
    ).toEqual({ name: 'Wavecrest', domain: 'wavecrest.com' });
  });

  it('uses the Workday tenant to pick the employer named in the body', () => {
    expect(
      company({
        from: 'Workday <northwindhealth@myworkday.com>',
        body: 'Thank you for your interest in the Customer Success Manager position with Northwind Health Partners.',
      }).name,
    ).toBe('Northwind Health Partners');
    expect(company({ from: 'Workday <brightfields@myworkday.com>', body: 'You have been scheduled for an interview.' }).name).toBe('Brightfields');
  });

  it("takes a calendar organiser's or a recruiter's corporate domain, never a personal mailbox", () => {
    expect(
      company({
        subject: 'Invitation: Intro call with Ada @ Fri Nov 13, 2026',
        from: 'Google Calendar <calendar-notification@google.com>',
        organizers: ['jlee@brambleworks.com'],
        body: 'Intro call',
      }),
    ).toEqual({ name: 'Brambleworks', domain: 'brambleworks.com' });
    expect(company({ from: 'Elena Rossi <elena.rossi@tessellate.ai>', body: 'the Staff Engineer role here at Tessellate.' })).toEqual({
      name: 'Tessellate',
      domain: 'tessellate.ai',
    });
    expect(company({ from: 'Chris Donnelly <chris.donnelly.talent@gmail.com>', body: "I'm recruiting on behalf of Halcyon Games for their opening." })).toEqual(
      { name: 'Halcyon Games', domain: null },
    );
    expect(company({ from: 'Chris <chris@gmail.com>', body: 'Hi Ada, are you free tomorrow?' })).toEqual({ name: null, domain: null });
  });

  it('prefers the employer to the staffing agency that recruits for it', () => {
    expect(
      company({
        subject: 'Phone interview - Bluewater Insurance - Claims Data Analyst',
        from: 'Tom Reyes <treyes@apexstaffing.com>',
        body: 'Bluewater Insurance would like to move forward with a phone interview.\n\nThanks,\nTom Reyes\nSenior Recruiter | Apex Staffing Group',
      }),
    ).toEqual({ name: 'Bluewater Insurance', domain: null });
  });

  it('reads names in other languages and scripts', () => {
    expect(company({ from: 'Équipe Recrutement Lumio <recrutement@lumio.fr>', body: 'Bonjour' })).toEqual({ name: 'Lumio', domain: 'lumio.fr' });
    expect(company({ from: '株式会社ミライテック 採用担当 <saiyo@miraitech.co.jp>', body: '最終面接のご案内' })).toEqual({
      name: 'ミライテック',
      domain: 'miraitech.co.jp',
    });
  });

  it("never answers with the candidate's own name", () => {
    expect(
      company({
        subject: 'Technical Interview - Senior Data Engineer - Ada Lovelace',
        from: 'Tomasz Nowak <tnowak@ridgelinesystems.com>',
        body: 'Tomasz Nowak\nEngineering Manager\nRidgeline Systems',
      }),
    ).toEqual({
      name: 'Ridgeline Systems',
      domain: 'ridgelinesystems.com',
    });
  });
});
