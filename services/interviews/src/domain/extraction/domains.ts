import { isPersonalMailDomain as isPersonalProvider, orgDomainOf } from '@hiring/contracts/domains';

/**
 * Which sending domains say nothing about the employer: applicant tracking systems, scheduling and
 * assessment tools, e-signature services, job boards and personal mailboxes. An interview email is
 * usually signed by one of these, so the employer has to come from the signed content instead.
 */
export interface AtsInfo {
  /** Product name, e.g. `Greenhouse`. */
  name: string;
  /** Registrable domains (and their subdomains) the product sends from or links to. */
  domains: readonly string[];
}

export const ATS_PROVIDERS: readonly AtsInfo[] = [
  { name: 'Greenhouse', domains: ['greenhouse.io', 'greenhouse-mail.io'] },
  { name: 'Lever', domains: ['lever.co'] },
  { name: 'Ashby', domains: ['ashbyhq.com', 'ashbyhq.io'] },
  { name: 'Workday', domains: ['myworkday.com', 'workday.com', 'myworkdayjobs.com', 'myworkdaysite.com'] },
  { name: 'iCIMS', domains: ['icims.com'] },
  { name: 'SmartRecruiters', domains: ['smartrecruiters.com', 'smartrecruitersmail.com'] },
  { name: 'Workable', domains: ['workable.com', 'workablemail.com'] },
  { name: 'Jobvite', domains: ['jobvite.com'] },
  { name: 'Taleo', domains: ['taleo.net'] },
  { name: 'SuccessFactors', domains: ['successfactors.com', 'successfactors.eu', 'sapsf.com', 'sapsf.eu'] },
  { name: 'BambooHR', domains: ['bamboohr.com'] },
  { name: 'Recruitee', domains: ['recruitee.com'] },
  { name: 'Teamtailor', domains: ['teamtailor.com', 'teamtailor-mail.com'] },
  { name: 'Personio', domains: ['personio.com', 'personio.de'] },
  { name: 'JazzHR', domains: ['jazzhr.com', 'applytojob.com'] },
  { name: 'Breezy HR', domains: ['breezy.hr', 'breezyhr.com'] },
  { name: 'Rippling', domains: ['rippling.com', 'rippling-ats.com'] },
  { name: 'Gem', domains: ['gem.com'] },
  { name: 'GoodTime', domains: ['goodtime.io'] },
  { name: 'Calendly', domains: ['calendly.com'] },
  { name: 'HackerRank', domains: ['hackerrank.com', 'hackerrankforwork.com'] },
  { name: 'CodeSignal', domains: ['codesignal.com'] },
  { name: 'Codility', domains: ['codility.com'] },
  { name: 'CoderPad', domains: ['coderpad.io'] },
  { name: 'Coderbyte', domains: ['coderbyte.com'] },
  { name: 'HackerEarth', domains: ['hackerearth.com'] },
  { name: 'TestGorilla', domains: ['testgorilla.com'] },
  { name: 'DevSkiller', domains: ['devskiller.com'] },
  { name: 'CodinGame', domains: ['codingame.com'] },
  { name: 'Karat', domains: ['karat.com', 'karat.io'] },
  { name: 'Byteboard', domains: ['byteboard.dev'] },
  { name: 'Qualified', domains: ['qualified.io'] },
  { name: 'Vervoe', domains: ['vervoe.com'] },
  { name: 'Criteria', domains: ['criteriacorp.com'] },
  { name: 'Pymetrics', domains: ['pymetrics.ai', 'pymetrics.com'] },
  { name: 'Harver', domains: ['harver.com'] },
  { name: 'Willo', domains: ['willo.video'] },
  { name: 'Spark Hire', domains: ['sparkhire.com'] },
  { name: 'ModernHire', domains: ['modernhire.com'] },
  { name: 'Cronofy', domains: ['cronofy.com'] },
  { name: 'Prelude', domains: ['prelude.co'] },
  { name: 'ModernLoop', domains: ['modernloop.io'] },
  { name: 'Avature', domains: ['avature.net'] },
  { name: 'Eightfold', domains: ['eightfold.ai'] },
  { name: 'Beamery', domains: ['beamery.com'] },
  { name: 'Phenom', domains: ['phenom.com', 'phenompeople.com'] },
  { name: 'Pinpoint', domains: ['pinpointhq.com'] },
  { name: 'Comeet', domains: ['comeet.co', 'comeet.com'] },
  { name: 'Manatal', domains: ['manatal.com'] },
  { name: 'Zoho Recruit', domains: ['zohorecruit.com'] },
  { name: 'Freshteam', domains: ['freshteam.com'] },
  { name: 'Homerun', domains: ['homerun.co'] },
  { name: 'JOIN', domains: ['join.com'] },
  { name: 'Welcome to the Jungle', domains: ['welcometothejungle.com'] },
  { name: 'StepStone', domains: ['stepstone.de', 'stepstone.com'] },
  { name: 'Xing', domains: ['xing.com'] },
  { name: 'HireVue', domains: ['hirevue.com'] },
  { name: 'Paradox', domains: ['paradox.ai'] },
  { name: 'Oracle Recruiting', domains: ['oraclecloud.com'] },
  { name: 'Dover', domains: ['dover.com', 'dover.io'] },
  { name: 'DocuSign', domains: ['docusign.net', 'docusign.com'] },
  { name: 'Adobe Sign', domains: ['echosign.com', 'adobesign.com'] },
  { name: 'LinkedIn', domains: ['linkedin.com'] },
  { name: 'Indeed', domains: ['indeed.com', 'indeedemail.com'] },
  { name: 'Glassdoor', domains: ['glassdoor.com'] },
  { name: 'ZipRecruiter', domains: ['ziprecruiter.com'] },
  { name: 'Wellfound', domains: ['wellfound.com', 'angel.co'] },
  { name: 'Hired', domains: ['hired.com'] },
  { name: 'Otta', domains: ['otta.com'] },
];

/** Meeting, mailing and publishing services: their links and notifications name no employer. */
const SERVICE_DOMAINS = [
  'zoom.us',
  'zoom.com',
  'zoomgov.com',
  'webex.com',
  'gotomeeting.com',
  'whereby.com',
  'bluejeans.com',
  'mailchimp.com',
  'mcsv.net',
  'mandrillapp.com',
  'sendgrid.net',
  'sendgrid.com',
  'mailgun.org',
  'mailgun.net',
  'amazonses.com',
  'sparkpostmail.com',
  'substack.com',
  'medium.com',
  'beehiiv.com',
  'convertkit.com',
  'eventbrite.com',
  'meetup.com',
  'luma.com',
  'lu.ma',
  'youtube.com',
  'twitter.com',
  'x.com',
  'facebook.com',
  'instagram.com',
  'bit.ly',
  'goo.gl',
  'forms.gle',
  'typeform.com',
  'w3.org',
  'schema.org',
  'aka.ms',
];

/** Hosts of the big platforms that are their tools (calendar, meetings, documents), not employers. */
const PLATFORM_HOSTS = [
  'meet.google.com',
  'calendar.google.com',
  'docs.google.com',
  'drive.google.com',
  'maps.google.com',
  'accounts.google.com',
  'support.google.com',
  'teams.microsoft.com',
  'teams.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'outlook.live.com',
  'facetime.apple.com',
];

/** Platforms whose bare domain in a link (a map, a help page) says nothing about the employer. */
const LINK_ONLY_PLATFORMS = [
  'google.com',
  'microsoft.com',
  'apple.com',
  'office.com',
  'live.com',
  'windows.net',
  'github.com',
  'gitlab.com',
  'bitbucket.org',
  'figma.com',
  'loom.com',
  'notion.so',
  'notion.site',
  'dropbox.com',
  'box.com',
  'amazonaws.com',
  'cloudfront.net',
];

/**
 * `careers.eu.acme.co.uk` → `acme.co.uk`; lower-cased; null for something that is not a domain. The
 * Public Suffix List (contracts' `orgDomainOf`), as the evidence policy and the hiding rule use it.
 */
export function registrableDomain(host: string | null | undefined): string | null {
  const clean = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^.*@/, '')
    .replace(/[>.\s]+$/, '');
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(clean)) return null;
  return orgDomainOf(clean);
}

/** The domain of an address (`jane@talent.acme.com` → `talent.acme.com`). */
export function domainOfAddress(address: string | null | undefined): string | null {
  const at = (address ?? '').lastIndexOf('@');
  if (at < 0) return null;
  const domain = address!
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain.includes('.') ? domain : null;
}

function matchesAny(host: string, domains: readonly string[]): boolean {
  const h = host.toLowerCase();
  return domains.some((domain) => h === domain || h.endsWith(`.${domain}`));
}

/** The ATS, scheduling, assessment, e-signature or job-board product behind a host, if any. */
export function atsForDomain(host: string | null | undefined): AtsInfo | null {
  if (!host) return null;
  return ATS_PROVIDERS.find((ats) => matchesAny(host, ats.domains)) ?? null;
}

/** A recruiter writing from a personal mailbox is not naming an employer (contracts' provider list). */
export function isPersonalMailDomain(host: string | null | undefined): boolean {
  return !!host && isPersonalProvider(host);
}

/**
 * Whether a host can be an employer's own domain: not an ATS or tool, not a personal mailbox, not a
 * meeting or mailing service.
 */
export function isCorporateDomain(host: string | null | undefined): boolean {
  if (!host || !registrableDomain(host)) return false;
  return !atsForDomain(host) && !isPersonalMailDomain(host) && !matchesAny(host, SERVICE_DOMAINS) && !matchesAny(host, PLATFORM_HOSTS);
}

/** Whether a domain seen in a link can name the employer (maps and help pages of platforms cannot). */
export function isCorporateLinkDomain(host: string | null | undefined): boolean {
  return isCorporateDomain(host) && !matchesAny(host!, LINK_ONLY_PLATFORMS);
}

/** Calendar and platform notifications (`calendar-notification@google.com`): the sender is a tool. */
export function isNotificationSender(address: string | null | undefined): boolean {
  const value = (address ?? '').toLowerCase();
  const domain = domainOfAddress(value);
  if (!domain) return false;
  if (!isCorporateDomain(domain)) return true;
  return matchesAny(domain, LINK_ONLY_PLATFORMS) && /^(?:calendar[\w.-]*|[\w.-]*no-?reply[\w.-]*|notifications?)@/.test(value);
}

const ATS_NAMES = new Set(
  ATS_PROVIDERS.flatMap((ats) => [ats.name, ...ats.domains.map((d) => d.split('.')[0]!)]).map((name) => name.toLowerCase().replace(/[^a-z0-9]/g, '')),
);

/** Whether a name is the name of an ATS or tool (`Greenhouse`, `lever`, `Docusign`). */
export function isAtsName(name: string | null | undefined): boolean {
  const compact = (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    !!compact &&
    (ATS_NAMES.has(compact) ||
      ['myworkday', 'greenhousemail', 'workday', 'google', 'googlecalendar', 'zoom', 'outlook', 'gmail', 'yahoo', 'icloud'].includes(compact))
  );
}

/**
 * The Workday tenant of a Workday sender (`acme@myworkday.com` → `acme`); Workday sends each
 * employer's mail from its tenant name.
 */
export function workdayTenant(address: string | null | undefined): string | null {
  const match = /^([a-z0-9][a-z0-9_.-]*)@(?:[a-z0-9-]+\.)*myworkday\.com$/i.exec((address ?? '').trim());
  if (!match) return null;
  const tenant = match[1]!.toLowerCase().replace(/[._-]?(?:noreply|no-reply|donotreply|notifications?|recruiting|careers|hr|talent)$/, '');
  return tenant && !/^(?:no-?reply|donotreply|notifications?|workday)$/.test(tenant) ? tenant : null;
}

/**
 * Company slugs in job-board links of the ATSs (`boards.greenhouse.io/acme`, `jobs.lever.co/acme`,
 * `acme.wd5.myworkdayjobs.com`, `careers-acme.icims.com`, ...): they name the employer.
 */
const BOARD_LINKS: readonly RegExp[] = [
  /\b(?:job-)?boards(?:\.eu)?\.greenhouse\.io\/(?:embed\/job_app\?for=)?([a-z0-9][a-z0-9_-]*)/gi,
  /\bjobs(?:\.eu)?\.lever\.co\/([a-z0-9][a-z0-9_-]*)/gi,
  /\bjobs\.ashbyhq\.com\/([a-z0-9][a-z0-9_.%-]*)/gi,
  /\b([a-z0-9][a-z0-9-]*)\.wd\d+\.myworkdayjobs\.com/gi,
  /\b(?:careers-)?([a-z0-9][a-z0-9-]*)\.icims\.com/gi,
  /\b(?:jobs|careers)\.smartrecruiters\.com\/([a-z0-9][a-z0-9_-]*)/gi,
  /\bapply\.workable\.com\/([a-z0-9][a-z0-9_-]*)/gi,
  /\b([a-z0-9][a-z0-9-]*)\.(?:teamtailor|recruitee|bamboohr|breezy|applytojob|jobs\.personio)\.(?:com|hr|de)/gi,
];

const GENERIC_SLUGS = new Set([
  'www',
  'app',
  'jobs',
  'careers',
  'career',
  'talent',
  'login',
  'api',
  'embed',
  'us',
  'eu',
  'mail',
  'click',
  'links',
  'email',
  'apply',
  'candidate',
  'candidates',
  'hire',
  'my',
]);

export function jobBoardSlugs(text: string): string[] {
  const slugs: string[] = [];
  for (const pattern of BOARD_LINKS) {
    for (const match of text.matchAll(pattern)) {
      const slug = decodeURIComponent(match[1]!)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      if (slug.length >= 2 && !GENERIC_SLUGS.has(slug) && !slugs.includes(slug)) slugs.push(slug);
    }
  }
  return slugs;
}
