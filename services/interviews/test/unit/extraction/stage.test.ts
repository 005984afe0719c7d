import { describe, expect, it } from '@jest/globals';
import { detectStage, interviewRelatedness } from '../../../src/domain/extraction/stage.js';

const stage = (subject: string, body: string) => detectStage(subject, body).stage;

describe('interview stage', () => {
  it.each([
    [
      'Your virtual onsite with Harbor & Finch',
      'We are excited to invite you to a virtual onsite. Sessions: system design, behavioral with the hiring manager.',
      'onsite',
    ],
    ['Interview Confirmation - Technical Screen', 'Your Technical Screen has been confirmed.', 'technical_screen'],
    ['Next steps', "I'd love to set up a 30-minute recruiter screen with me.", 'recruiter_screen'],
    ['Onsite interview invitation', 'Congratulations on completing the technical screen! We would like to invite you to an onsite interview.', 'onsite'],
    ['Manager round - Bluefin Security', 'Thanks for completing the technical rounds. We would like to schedule your manager round.', 'manager_round'],
    ['Take-home exercise', 'Please submit your solution by Friday.', 'coding_challenge'],
    ['Invitation', 'As part of the interview process, please complete an online coding assessment on HackerRank.', 'coding_challenge'],
    ['Entrevista telefónica - Data Analyst', 'Nos gustaría programar una entrevista telefónica.', 'phone_screen'],
    ['【株式会社ミライテック】最終面接のご案内', '最終面接の日程が決まりましたので、ご案内いたします。', 'final'],
    ['Thank you for applying to Verdant Energy', "We've received your application.", 'application'],
    ['Rescheduling our call', 'Unfortunately something came up and I need to move our phone screen. Would Friday work instead?', 'phone_screen'],
    ['Hello', 'Just checking in.', 'unknown'],
  ])('%s → %s', (subject, body, expected) => {
    expect(stage(subject, body)).toBe(expected);
  });

  it('lets an outcome decide over the rounds it mentions', () => {
    expect(
      stage(
        'Thank you from Quillstone',
        'Thank you for taking the time to interview. After careful consideration, we have decided to move forward with other candidates.',
      ),
    ).toBe('rejected');
    expect(stage('Update from Tandem', "Unfortunately, we won't be moving ahead with your application for the Senior Product Designer role.")).toBe('rejected');
    expect(
      stage('Congratulations from Sable Analytics!', "Following your final round last week, we're excited to extend you an offer for the Data Scientist role."),
    ).toBe('offer');
    expect(stage('Offer - Solutions Consultant', "We're delighted to offer you the Solutions Consultant role on our Enterprise team.")).toBe('offer');
    expect(stage('Interview', 'Leider müssen wir Ihnen mitteilen, dass wir uns für einen anderen Kandidaten entschieden haben.')).toBe('rejected');
    expect(stage('Interview', 'If you are not selected for this role, we will keep your details on file. Your phone screen is confirmed for Monday.')).toBe(
      'phone_screen',
    );
    expect(stage('Interview', 'If your experience matches, we will reach out to schedule a first conversation.')).toBe('unknown');
  });

  it('does not read a job-location tag as an onsite', () => {
    expect(stage('Ada, your application was sent to Northstar Freight', 'Logistics Coordinator\nNorthstar Freight · Columbus, OH (On-site)')).toBe(
      'application',
    );
  });
});

describe('interview-related', () => {
  const related = (subject: string, body: string, senderDomain: string | null = 'acme.com', companyFound = true, atsSender = false) =>
    interviewRelatedness({ subject, primary: body, senderDomain, reading: detectStage(subject, body), companyFound, atsSender }).related;

  it('accepts process emails and rejects alerts, newsletters and chatter', () => {
    expect(related('Interview Confirmation', 'Your onsite interview is confirmed for Monday.')).toBe(true);
    expect(related('Thank you for applying', "We've received your application.", 'greenhouse-mail.io', true, true)).toBe(true);
    expect(related('30+ new Data Analyst jobs in Austin, TX', 'See more jobs. Easily apply. Unsubscribe.', 'indeed.com', false)).toBe(false);
    expect(
      related('How to ace your system design interview', 'After the onsite, send a note. When the offer lands, negotiate. Unsubscribe', 'substack.com', false),
    ).toBe(false);
    expect(related('how did it go?!', 'How did your onsite go on Thursday?? Dinner Friday?', 'gmail.com', false)).toBe(false);
  });
});
