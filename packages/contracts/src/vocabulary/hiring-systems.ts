/**
 * Recognised hiring systems: applicant tracking, scheduling, assessment and HR platforms whose
 * DKIM-signed mail may stand as evidence of an interview at the employer it names. A system is here
 * only when sending through it needs an employer's account on it; self-serve tools anybody can
 * send from with any name (DocuSign, mailing tools, consumer calendars) are not, except the two
 * calendars below, which name the employer only by the organiser's own (non free-mail) address.
 *
 * `domains` are organisational domains (public suffix + one label) of the DKIM `d=` the system
 * signs with. `senders` narrows a system to some sender addresses when its domain also sends other
 * mail (google.com is Google the employer too). `namesEmployer` says where its mail names the
 * employer: `content` (the sender name, subject or body written through the employer's account)
 * or `organizer` (a calendar invitation's organiser address, whose domain must be the employer's).
 */
export interface HiringSystem {
  name: string;
  category: 'ats' | 'scheduling' | 'assessment' | 'hr';
  domains: readonly string[];
  senders?: readonly string[];
  namesEmployer: 'content' | 'organizer';
  /**
   * Where the system's signed mail names the employer's account on it (its tenant): links whose
   * first capture is the tenant key (`boards.greenhouse.io/<t>`), and for systems that send from a
   * per-tenant address, the local part of the From address (`<t>@myworkday.com`).
   */
  tenantLinks?: readonly RegExp[];
  tenantSender?: boolean;
}

export const HIRING_SYSTEMS: readonly HiringSystem[] = [
  {
    name: 'Greenhouse',
    category: 'ats',
    domains: ['greenhouse-mail.io', 'greenhouse.io'],
    namesEmployer: 'content',
    tenantLinks: [
      /\b(?:job-)?boards(?:\.eu)?\.greenhouse\.io\/(?:embed\/job_(?:app|board)\?for=)?([a-z0-9][a-z0-9_-]*)/gi,
      /\bapp(?:\.eu)?\.greenhouse\.io\/embed\/job_(?:app|board)[^\s"'<>]*?[?&]for=([a-z0-9][a-z0-9_-]*)/gi,
    ],
  },
  { name: 'Lever', category: 'ats', domains: ['lever.co'], namesEmployer: 'content', tenantLinks: [/\bjobs(?:\.eu)?\.lever\.co\/([a-z0-9][a-z0-9_-]*)/gi] },
  { name: 'Ashby', category: 'ats', domains: ['ashbyhq.com'], namesEmployer: 'content', tenantLinks: [/\bjobs\.ashbyhq\.com\/([a-z0-9][a-z0-9_.%-]*)/gi] },
  {
    name: 'Workday',
    category: 'ats',
    domains: ['myworkday.com', 'workday.com'],
    namesEmployer: 'content',
    tenantLinks: [/\b([a-z0-9][a-z0-9-]*)\.wd\d+\.myworkday(?:site)?\.com/gi, /\b[a-z0-9-]+\.myworkday\.com\/(?:wday\/[a-z]+\/)?([a-z0-9][a-z0-9_-]*)\/d\//gi],
    tenantSender: true,
  },
  {
    name: 'iCIMS',
    category: 'ats',
    domains: ['icims.com'],
    namesEmployer: 'content',
    tenantLinks: [/\b(?:careers|jobs|uscareers|internal)-([a-z0-9][a-z0-9-]*)\.icims\.com/gi],
  },
  {
    name: 'SmartRecruiters',
    category: 'ats',
    domains: ['smartrecruiters.com'],
    namesEmployer: 'content',
    tenantLinks: [/\b(?:jobs|careers)\.smartrecruiters\.com\/([a-z0-9][a-z0-9_-]*)/gi],
  },
  { name: 'Jobvite', category: 'ats', domains: ['jobvite.com'], namesEmployer: 'content', tenantLinks: [/\bjobs\.jobvite\.com\/([a-z0-9][a-z0-9_-]*)/gi] },
  { name: 'BambooHR', category: 'hr', domains: ['bamboohr.com'], namesEmployer: 'content', tenantLinks: [/\b([a-z0-9][a-z0-9-]*)\.bamboohr\.com/gi] },
  {
    name: 'Teamtailor',
    category: 'ats',
    domains: ['teamtailor-mail.com', 'teamtailor.com'],
    namesEmployer: 'content',
    tenantLinks: [/\b([a-z0-9][a-z0-9-]*)\.teamtailor\.com/gi],
  },
  {
    name: 'Personio',
    category: 'hr',
    domains: ['personio.de', 'personio.com'],
    namesEmployer: 'content',
    tenantLinks: [/\b([a-z0-9][a-z0-9-]*)\.jobs\.personio\.(?:de|com)/gi],
  },
  { name: 'Recruitee', category: 'ats', domains: ['recruitee.com'], namesEmployer: 'content', tenantLinks: [/\b([a-z0-9][a-z0-9-]*)\.recruitee\.com/gi] },
  {
    name: 'Workable',
    category: 'ats',
    domains: ['workablemail.com', 'workable.com'],
    namesEmployer: 'content',
    tenantLinks: [/\bapply\.workable\.com\/(?:j\/)?([a-z0-9][a-z0-9_-]*)/gi, /\b([a-z0-9][a-z0-9-]*)\.workable\.com/gi],
  },
  { name: 'SAP SuccessFactors', category: 'hr', domains: ['successfactors.com', 'successfactors.eu', 'sapsf.com', 'sapsf.eu'], namesEmployer: 'content' },
  { name: 'Taleo', category: 'ats', domains: ['taleo.net'], namesEmployer: 'content' },
  { name: 'Oracle Recruiting', category: 'ats', domains: ['oraclecloud.com'], namesEmployer: 'content' },
  { name: 'Gem', category: 'ats', domains: ['gem.com'], namesEmployer: 'content' },
  { name: 'Rippling', category: 'hr', domains: ['rippling.com'], namesEmployer: 'content' },
  { name: 'JazzHR', category: 'ats', domains: ['jazzhr.com', 'applytojob.com'], namesEmployer: 'content' },
  { name: 'Breezy HR', category: 'ats', domains: ['breezy.hr'], namesEmployer: 'content' },
  { name: 'Pinpoint', category: 'ats', domains: ['pinpointhq.com'], namesEmployer: 'content' },
  { name: 'Dover', category: 'ats', domains: ['dover.com', 'dover.io'], namesEmployer: 'content' },
  { name: 'Paradox', category: 'scheduling', domains: ['paradox.ai'], namesEmployer: 'content' },
  { name: 'GoodTime', category: 'scheduling', domains: ['goodtime.io'], namesEmployer: 'content' },
  { name: 'ModernLoop', category: 'scheduling', domains: ['modernloop.io'], namesEmployer: 'content' },
  { name: 'Prelude', category: 'scheduling', domains: ['prelude.co'], namesEmployer: 'content' },
  { name: 'Calendly', category: 'scheduling', domains: ['calendly.com'], namesEmployer: 'organizer' },
  { name: 'Google Calendar', category: 'scheduling', domains: ['google.com'], senders: ['calendar-notification@google.com'], namesEmployer: 'organizer' },
  { name: 'HackerRank', category: 'assessment', domains: ['hackerrank.com', 'hackerrankforwork.com'], namesEmployer: 'content' },
  { name: 'CodeSignal', category: 'assessment', domains: ['codesignal.com'], namesEmployer: 'content' },
  { name: 'Codility', category: 'assessment', domains: ['codility.com'], namesEmployer: 'content' },
  { name: 'CoderPad', category: 'assessment', domains: ['coderpad.io'], namesEmployer: 'content' },
  { name: 'Coderbyte', category: 'assessment', domains: ['coderbyte.com'], namesEmployer: 'content' },
  { name: 'Karat', category: 'assessment', domains: ['karat.com', 'karat.io'], namesEmployer: 'content' },
  { name: 'HireVue', category: 'assessment', domains: ['hirevue.com'], namesEmployer: 'content' },
  { name: 'TestGorilla', category: 'assessment', domains: ['testgorilla.com'], namesEmployer: 'content' },
];

/**
 * The hiring system a signature speaks for: `orgDomain` is the organisational domain of the DKIM
 * `d=`, `fromAddress` the (signed) From address. Null when it is not a recognised system.
 */
export function hiringSystemFor(orgDomain: string, fromAddress: string): HiringSystem | null {
  const domain = orgDomain.toLowerCase();
  const from = fromAddress.toLowerCase();
  return HIRING_SYSTEMS.find((system) => system.domains.includes(domain) && (!system.senders || system.senders.includes(from))) ?? null;
}

export interface HiringSystemTenant {
  /** The system's name in HIRING_SYSTEMS (e.g. "Greenhouse"). */
  system: string;
  /** The account's key in that system, lower case (e.g. "northwind"). */
  tenant: string;
}

/**
 * Host labels and path segments that are the system's own, never an employer's account
 * (`app.bamboohr.com`, `boards.greenhouse.io/embed/...`, `mail09.icims.com`).
 */
const NOT_TENANTS = new Set([
  'www',
  'app',
  'apps',
  'api',
  'mail',
  'email',
  'em',
  'e',
  'jobs',
  'job',
  'careers',
  'career',
  'help',
  'support',
  'static',
  'assets',
  'cdn',
  'talent',
  'no-reply',
  'noreply',
  'do-not-reply',
  'donotreply',
  'notification',
  'notifications',
  'notify',
  'embed',
  'images',
  'img',
  'links',
  'link',
  'click',
  'go',
  'login',
  'my',
  'secure',
  'portal',
  'status',
  'blog',
  'docs',
  'info',
  'hello',
  'marketplace',
  'account',
  'accounts',
  'candidates',
  'candidate',
  'apply',
  'v1',
  'v2',
  'workday',
  'greenhouse',
  'lever',
  'ashby',
  'bamboohr',
  'teamtailor',
  'recruitee',
  'workable',
  'personio',
  'icims',
  'jobvite',
  'smartrecruiters',
  'hire',
  'us',
  'eu',
  'de',
  'uk',
  'en',
  'scheduler',
  'admin',
  'impl',
  'sandbox',
  'wd1',
  'wd3',
  'wd5',
]);

function tenantKey(raw: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(raw).toLowerCase();
  } catch {
    key = raw.toLowerCase();
  }
  key = key.replace(/[^a-z0-9_.-]/g, '');
  // Trim separators at both ends (by index: a regex anchored at the end would be quadratic here).
  let start = 0;
  let end = key.length;
  while (start < end && '._-'.includes(key[start]!)) start += 1;
  while (end > start && '._-'.includes(key[end - 1]!)) end -= 1;
  key = key.slice(start, end);
  if (key.length < 2 || key.length > 63 || NOT_TENANTS.has(key) || /^mail\d*$/.test(key) || /^\d+$/.test(key)) return null;
  return key;
}

/**
 * The tenants of `system` that its signed mail names: in links of the signed text (subject, body,
 * HTML) and, for systems that send from a per-tenant address, in the From address. Distinct, in
 * order of appearance. Several different tenants in one email make it ambiguous (the evidence
 * policy then counts none): this function reports them all and leaves that judgement to it.
 */
export function tenantsIn(system: HiringSystem, signedText: string, fromAddress: string | null): HiringSystemTenant[] {
  const found: string[] = [];
  for (const pattern of system.tenantLinks ?? []) {
    for (const match of signedText.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))) {
      const key = match[1] ? tenantKey(match[1]) : null;
      if (key) found.push(key);
    }
  }
  if (system.tenantSender && fromAddress) {
    const at = fromAddress.lastIndexOf('@');
    const key = at > 0 && system.domains.includes(fromAddress.slice(at + 1).toLowerCase()) ? tenantKey(fromAddress.slice(0, at)) : null;
    if (key) found.push(key);
  }
  return [...new Set(found)].map((tenant) => ({ system: system.name, tenant }));
}

/** The system by its name in HIRING_SYSTEMS (case-insensitive), for tenants stored by name. */
export function hiringSystemNamed(name: string): HiringSystem | null {
  const wanted = name.trim().toLowerCase();
  return HIRING_SYSTEMS.find((system) => system.name.toLowerCase() === wanted) ?? null;
}
