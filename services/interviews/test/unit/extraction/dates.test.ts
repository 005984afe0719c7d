import { describe, expect, it } from '@jest/globals';
import { chooseInterviewDate, findDateMentions, parseLooseDateTime } from '../../../src/domain/extraction/dates.js';

// Wednesday, 4 November 2026
const sent = new Date('2026-11-04T17:00:00Z');
const days = (text: string, reference: Date | null = sent) => findDateMentions(text, reference).map((m) => m.iso);

describe('date mentions', () => {
  it.each([
    ['on Thursday, November 12, 2026 at 1pm', '2026-11-12'],
    ['Nov 19, 2026 10am', '2026-11-19'],
    ['on Tuesday, November 17', '2026-11-17'],
    ['November 19th at 10am', '2026-11-19'],
    ['the 19th of November', '2026-11-19'],
    ['24 November 2026 at 14:00', '2026-11-24'],
    ['am Dienstag, 17. November 2026 um 14:00 Uhr', '2026-11-17'],
    ['le jeudi 12 novembre à 10h00', '2026-11-12'],
    ['el martes 10 de noviembre a las 16:00', '2026-11-10'],
    ['日時：2026年11月12日（木）14:00', '2026-11-12'],
    ['on 2026-11-10 at 15:00 UTC', '2026-11-10'],
    ['Thursday, 11/19/2026 at 10:00 AM', '2026-11-19'],
    ['Tue, Nov 3, 2026 at 10:05 AM', '2026-11-03'],
  ])('reads "%s"', (text, iso) => {
    expect(days(text)).toEqual([iso]);
  });

  it('reads an ambiguous numeric date by its weekday, else the reading nearest after the email', () => {
    // 12 November 2026 is a Thursday; 11 December a Friday.
    expect(days('Thursday 12/11/2026 at 11:00')).toEqual(['2026-11-12']);
    expect(days('Friday 12/11/2026 at 11:00')).toEqual(['2026-12-11']);
    expect(days('on 11/12/2026')).toEqual(['2026-11-12']);
    expect(days('am 12.11.2026')).toEqual(['2026-11-12']);
  });

  it('gives a date without a year the year that puts it after the email', () => {
    expect(days('on January 5', new Date('2026-12-20T12:00:00Z'))).toEqual(['2027-01-05']);
    expect(days('on December 28', new Date('2026-12-20T12:00:00Z'))).toEqual(['2026-12-28']);
  });

  it('resolves weekdays and tomorrow against the email date, and ignores times, versions and addresses', () => {
    expect(days('Would Thursday at 3pm work?')).toEqual(['2026-11-05']);
    expect(days('see you tomorrow')).toEqual(['2026-11-05']);
    expect(days('next Monday')).toEqual(['2026-11-09']);
    expect(days('from 2:30 to 3:00, version 1.2.3, host 10.13.182.102, 24/7 support, 90 minutes')).toEqual([]);
  });

  it('reads the date lines of forwarded headers', () => {
    expect(parseLooseDateTime('Friday, October 30, 2026 3:12 PM', sent)?.toISOString()).toBe('2026-10-30T12:00:00.000Z');
    expect(parseLooseDateTime('November 6, 2026 at 11:20:41 AM EST', sent)?.toISOString()).toBe('2026-11-06T12:00:00.000Z');
    expect(parseLooseDateTime('2026-11-04T17:30:05.000Z', sent)?.toISOString()).toBe('2026-11-04T17:30:05.000Z');
    expect(parseLooseDateTime('whenever', sent)).toBeNull();
  });
});

describe('the interview day', () => {
  it('is the date the email schedules', () => {
    expect(chooseInterviewDate('Interview Confirmation', 'Date: Thursday, November 12, 2026\nTime: 1:00 PM', sent)).toBe('2026-11-12');
    expect(chooseInterviewDate('Invitation: Onsite @ Thu Nov 19, 2026 10am - 3pm (PST)', 'You have been invited.', sent)).toBe('2026-11-19');
    expect(chooseInterviewDate('', 'I sent an invite for Thursday at 3pm for our intro call.', sent)).toBe('2026-11-05');
  });

  it('is not a deadline, a start date or an earlier meeting', () => {
    expect(chooseInterviewDate('', 'Please submit your solution by Friday, November 13.', sent)).toBeNull();
    expect(chooseInterviewDate('', 'Your start date is Monday, January 4, 2027. Please sign by November 20, 2026.', sent)).toBeNull();
    expect(chooseInterviewDate('', 'Thanks for your time on Monday, November 2. Your onsite is on November 16.', sent)).toBe('2026-11-16');
    expect(chooseInterviewDate('', 'Thanks again for chatting on Wednesday!', sent)).toBeNull();
  });

  it('is none when the email offers several options', () => {
    expect(
      chooseInterviewDate(
        '',
        'Please reply with your availability for one of the following times:\n- Tuesday 11/10 at 9:00am\n- Wednesday 11/11 at 2:00pm',
        sent,
      ),
    ).toBeNull();
  });
});
