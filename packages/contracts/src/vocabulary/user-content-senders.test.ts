import { describe, expect, it } from '@jest/globals';
import {
  HIRING_SYSTEMS,
  KNOWN_EMPLOYERS,
  hiringSystemFor,
  hiringSystemNamed,
  normalizeCompanyName,
  tenantsIn,
  userContentReason,
  userContentSenderFor,
} from './index.js';

describe('user-content senders', () => {
  it.each([
    ['google.com', 'drive-shares-dm-noreply@google.com', 'Google'],
    ['google.com', 'comments-noreply@docs.google.com', 'Google'],
    ['google.com', 'forms-receipts-noreply@google.com', 'Google'],
    ['googlegroups.com', 'stripe-recruiting@googlegroups.com', 'Google Groups'],
    ['github.com', 'notifications@github.com', 'GitHub'],
    ['github.com', 'noreply@github.com', 'GitHub'],
    ['stripe.com', 'receipts+acct_1AbC@stripe.com', 'Stripe'],
    ['stripe.com', 'invoice+statements@stripe.com', 'Stripe'],
    ['sharepointonline.com', 'no-reply@sharepointonline.com', 'Microsoft SharePoint'],
    ['microsoft.com', 'noreply@email.teams.microsoft.com', 'Microsoft'],
    ['slack.com', 'notification@slack.com', 'Slack'],
    ['notion.so', 'notify@mail.notion.so', 'Notion'],
    ['atlassian.net', 'jira@acme.atlassian.net', 'Atlassian'],
    ['dropbox.com', 'no-reply@dropbox.com', 'Dropbox'],
    ['zoom.us', 'no-reply@zoom.us', 'Zoom'],
    ['docusign.net', 'dse_na3@docusign.net', 'DocuSign'],
  ])('%s %s is %s notification mail', (org, address, brand) => {
    expect(userContentSenderFor(org, address)?.brand).toBe(brand);
  });

  it.each([
    ['google.com', 'jane.recruiter@google.com'],
    ['google.com', 'calendar-notification@google.com'],
    ['stripe.com', 'recruiting@stripe.com'],
    ['github.com', 'talent@github.com'],
    ['northwind.com', 'noreply@northwind.com'],
  ])('%s %s is a person or a hiring system, not a user-content sender', (org, address) => {
    expect(userContentSenderFor(org, address)).toBeNull();
  });

  it('gives a reason the candidate can act on', () => {
    expect(userContentReason('Google')).toMatch(/anyone can make Google send it with any text.*Upload the email the company sent you itself/);
  });

  it('never lists a hiring system as a user-content sender (their mail needs an employer account)', () => {
    for (const system of HIRING_SYSTEMS) {
      for (const domain of system.domains) {
        const address = system.senders?.[0] ?? `no-reply@${domain}`;
        expect({ system: system.name, sender: userContentSenderFor(domain, address)?.brand ?? null }).toEqual({ system: system.name, sender: null });
      }
    }
  });
});

describe('hiring-system tenants', () => {
  const system = (name: string) => hiringSystemNamed(name)!;
  it.each([
    ['Greenhouse', 'Apply at https://boards.greenhouse.io/northwind/jobs/123', null, ['northwind']],
    ['Greenhouse', 'https://job-boards.greenhouse.io/NorthWind/jobs/9', null, ['northwind']],
    ['Greenhouse', 'https://app.greenhouse.io/embed/job_app?for=northwind&token=1', null, ['northwind']],
    ['Greenhouse', 'https://app.greenhouse.io/scheduler/candidate/4f1a', null, []],
    ['Lever', 'https://jobs.lever.co/kestrel-ai/abc', null, ['kestrel-ai']],
    ['Ashby', 'https://jobs.ashbyhq.com/orbit/123', null, ['orbit']],
    ['Workday', 'Sign in: https://meridian.wd5.myworkday.com/meridian/d/home.htmld', null, ['meridian']],
    ['Workday', 'Thank you for applying', 'northwindhealth@myworkday.com', ['northwindhealth']],
    ['SmartRecruiters', 'jobs.smartrecruiters.com/HelioAerospace/7438', null, ['helioaerospace']],
    ['Workable', 'https://apply.workable.com/brightwave/j/ABC', null, ['brightwave']],
    ['Teamtailor', 'https://fjordanalytics.teamtailor.com/jobs/1', null, ['fjordanalytics']],
    ['Personio', 'https://nordwerk.jobs.personio.de/job/1', null, ['nordwerk']],
    ['Recruitee', 'https://lumio.recruitee.com/o/dev', null, ['lumio']],
    ['BambooHR', 'https://juniperhealth.bamboohr.com/careers and https://app.bamboohr.com/x', null, ['juniperhealth']],
    ['iCIMS', 'https://careers-bayviewmedical.icims.com/jobs/1 via mail09.icims.com', null, ['bayviewmedical']],
    ['Jobvite', 'https://jobs.jobvite.com/quanta/job/1', null, ['quanta']],
    ['Greenhouse', 'boards.greenhouse.io/acme and boards.greenhouse.io/netflix', null, ['acme', 'netflix']],
  ])('%s: %s', (name, text, from, tenants) => {
    expect(tenantsIn(system(name), text, from).map((t) => t.tenant)).toEqual(tenants);
  });

  it('a sender address counts as a tenant only for systems that send per tenant', () => {
    expect(tenantsIn(hiringSystemFor('greenhouse-mail.io', 'acme@greenhouse-mail.io')!, 'hello', 'acme@greenhouse-mail.io')).toEqual([]);
  });
});

describe('known employers (the directory seed)', () => {
  it('has well-known employers with their real domains, each name once, each tenant once', () => {
    expect(KNOWN_EMPLOYERS.length).toBeGreaterThanOrEqual(40);
    const names = KNOWN_EMPLOYERS.map((e) => normalizeCompanyName(e.name));
    expect(new Set(names).size).toBe(names.length);
    const tenants = KNOWN_EMPLOYERS.flatMap((e) => (e.tenants ?? []).map((t) => `${t.system}:${t.tenant}`));
    expect(new Set(tenants).size).toBe(tenants.length);
    for (const tenant of KNOWN_EMPLOYERS.flatMap((e) => e.tenants ?? [])) expect(hiringSystemNamed(tenant.system)).not.toBeNull();
    expect(KNOWN_EMPLOYERS.find((e) => e.name === 'Netflix')?.domains).toEqual(['netflix.com']);
  });
});
