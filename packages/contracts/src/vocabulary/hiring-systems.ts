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
}

export const HIRING_SYSTEMS: readonly HiringSystem[] = [
  { name: 'Greenhouse', category: 'ats', domains: ['greenhouse-mail.io', 'greenhouse.io'], namesEmployer: 'content' },
  { name: 'Lever', category: 'ats', domains: ['lever.co'], namesEmployer: 'content' },
  { name: 'Ashby', category: 'ats', domains: ['ashbyhq.com'], namesEmployer: 'content' },
  { name: 'Workday', category: 'ats', domains: ['myworkday.com', 'workday.com'], namesEmployer: 'content' },
  { name: 'iCIMS', category: 'ats', domains: ['icims.com'], namesEmployer: 'content' },
  { name: 'SmartRecruiters', category: 'ats', domains: ['smartrecruiters.com'], namesEmployer: 'content' },
  { name: 'Jobvite', category: 'ats', domains: ['jobvite.com'], namesEmployer: 'content' },
  { name: 'BambooHR', category: 'hr', domains: ['bamboohr.com'], namesEmployer: 'content' },
  { name: 'Teamtailor', category: 'ats', domains: ['teamtailor-mail.com', 'teamtailor.com'], namesEmployer: 'content' },
  { name: 'Personio', category: 'hr', domains: ['personio.de', 'personio.com'], namesEmployer: 'content' },
  { name: 'Recruitee', category: 'ats', domains: ['recruitee.com'], namesEmployer: 'content' },
  { name: 'Workable', category: 'ats', domains: ['workablemail.com', 'workable.com'], namesEmployer: 'content' },
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
