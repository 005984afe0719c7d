import { describe, expect, it } from '@jest/globals';
import {
  atsForDomain,
  isAtsName,
  isCorporateDomain,
  isCorporateLinkDomain,
  isNotificationSender,
  jobBoardSlugs,
  registrableDomain,
  workdayTenant,
} from '../../../src/domain/extraction/domains.js';

describe('sending domains', () => {
  it.each([
    ['us.greenhouse-mail.io', 'Greenhouse'],
    ['hire.lever.co', 'Lever'],
    ['ashbyhq.com', 'Ashby'],
    ['myworkday.com', 'Workday'],
    ['talent.icims.com', 'iCIMS'],
    ['smartrecruiters.com', 'SmartRecruiters'],
    ['candidates.workablemail.com', 'Workable'],
    ['hackerrankforwork.com', 'HackerRank'],
    ['docusign.net', 'DocuSign'],
    ['goodtime.io', 'GoodTime'],
  ])('%s is %s, never an employer', (host, name) => {
    expect(atsForDomain(host)?.name).toBe(name);
    expect(isCorporateDomain(host)).toBe(false);
  });

  it('tells corporate domains from personal mailboxes and services', () => {
    expect(isCorporateDomain('acme.com')).toBe(true);
    expect(isCorporateDomain('talent.acme.co.uk')).toBe(true);
    for (const host of ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'hotmail.co.uk', 'zoom.us', 'meet.google.com'])
      expect(isCorporateDomain(host)).toBe(false);
    // A recruiter at Google is a Google employee; a map link is not an employer.
    expect(isCorporateDomain('google.com')).toBe(true);
    expect(isCorporateLinkDomain('google.com')).toBe(false);
    expect(isNotificationSender('calendar-notification@google.com')).toBe(true);
    expect(isNotificationSender('recruiter@google.com')).toBe(false);
    expect(isNotificationSender('no-reply@us.greenhouse-mail.io')).toBe(true);
  });

  it('reduces hosts to their registrable domain', () => {
    expect(registrableDomain('careers.eu.acme.co.uk')).toBe('acme.co.uk');
    expect(registrableDomain('jane@mail.Acme.com')).toBe('acme.com');
    expect(registrableDomain('miraitech.co.jp')).toBe('miraitech.co.jp');
    expect(registrableDomain('not a domain')).toBeNull();
  });

  it('reads the Workday tenant and job-board slugs', () => {
    expect(workdayTenant('acmebank@myworkday.com')).toBe('acmebank');
    expect(workdayTenant('acme-noreply@myworkday.com')).toBe('acme');
    expect(workdayTenant('no-reply@myworkday.com')).toBeNull();
    expect(workdayTenant('jane@acme.com')).toBeNull();
    expect(
      jobBoardSlugs(
        'see https://boards.greenhouse.io/harborandfinch/jobs/1 and jobs.lever.co/copperline, https://acme.wd5.myworkdayjobs.com/x, careers-summitfcu.icims.com',
      ),
    ).toEqual(['harborandfinch', 'copperline', 'acme', 'summitfcu']);
  });

  it('knows ATS and tool names', () => {
    for (const name of ['Greenhouse', 'lever', 'Workday', 'DocuSign', 'HackerRank', 'Google Calendar']) expect(isAtsName(name)).toBe(true);
    expect(isAtsName('Acme')).toBe(false);
  });
});
