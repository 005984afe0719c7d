import { normalizeCompanyName } from '@hiring/contracts';
import {
  domainOfAddress,
  isAtsName,
  isCorporateDomain,
  isCorporateLinkDomain,
  isNotificationSender,
  jobBoardSlugs,
  registrableDomain,
  workdayTenant,
} from './domains.js';
import { looksLikePerson } from './people.js';
import type { SerializedEmail } from './serialize.js';
import { collapse, compact, leadingCapitalisedPhrase, lines, primaryText, titleCase } from './text.js';

/**
 * The employer of an interview email. The signing and sending domain is usually an ATS, so the
 * employer is read from the content: the sender's display name ("Acme via Greenhouse", "Acme
 * Recruiting", "Jane (Acme)"), the subject ("Interview with Acme", "Acme - Next steps"), the body
 * ("your interest in Acme", "the role at Acme", signatures), a Workday tenant, job-board links, a
 * calendar organiser's domain and a recruiter's own corporate domain. Candidates that agree with
 * each other add up; the best supported one wins. ATS, tool and personal-mail names never win.
 */
export interface CompanyGuess {
  name: string | null;
  domain: string | null;
}

type Source = 'display' | 'subject' | 'body' | 'signature';

interface Candidate {
  name: string;
  key: string;
  weight: number;
  source: Source;
}

type HintSource = 'sender' | 'reply-to' | 'organizer' | 'tenant' | 'slug' | 'body-email' | 'body-link';

interface DomainHint {
  label: string;
  domain: string | null;
  weight: number;
  source: HintSource;
}

const HINT_PRIORITY: readonly HintSource[] = ['sender', 'organizer', 'reply-to', 'body-email', 'body-link', 'tenant', 'slug'];

const TAIL =
  /\s+(?:recruiting team|recruiting|recruitment|talent acquisition(?: team)?|talent team|talent partners|talent|careers?|hiring team|hiring|jobs|hr|human resources|people team|people ops|people|team|university recruiting|karriere(?:[- ]team)?|personalabteilung|recrutement|reclutamiento|offer letter|offer|general coding assessment|coding assessment|assessment|test|interviews?|onsite|final round|phone screen|technical screen|screen|application|invitation|update|opportunity|notifications?|採用担当|人事部|採用チーム|人事担当|採用|人事)$/i;
const HEAD =
  /^(?:the|your|our|ihr|a|an|l'équipe|équipe|equipe|equipo de|talento|recrutement|team|talent team|recruiting|karriere(?:[- ]team)?(?: der| des| von)?|personalabteilung(?: der)?|recruiting[- ]team(?: der)?)\s+/i;

const GENERIC = new Set(
  [
    'us',
    'we',
    'our',
    'you',
    'your',
    'i',
    'me',
    'team',
    'recruiting',
    'hr',
    'talent',
    'careers',
    'career',
    'hiring',
    'company',
    'thecompany',
    'interview',
    'hello',
    'hi',
    'hey',
    'thanks',
    'thank',
    'thankyou',
    'congratulations',
    'invitation',
    'confirmed',
    'update',
    'application',
    'nextsteps',
    'nextstep',
    'google',
    'googlemeet',
    'meet',
    'zoom',
    'microsoftteams',
    'teams',
    'microsoft',
    'gmail',
    'outlook',
    'calendar',
    'googlecalendar',
    'noreply',
    'donotreply',
    'notifications',
    'support',
    'admin',
    'info',
    'unknown',
    'na',
    'github',
    'figma',
    'coderpad',
    'slack',
    'pdf',
    'linkedin',
    'premium',
    'jobs',
    'human',
    'humanresources',
    'people',
    'peopleteam',
    'talentacquisition',
    'recruitingteam',
    'hiringteam',
    'workday',
    'candidate',
    'candidatehome',
    'reminder',
    'confirmation',
    'rsvp',
    'accepted',
    'declined',
    'fyi',
    'fwd',
    're',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'today',
    'tomorrow',
    'headquarters',
    'hq',
    'office',
    'remote',
    'hybrid',
    'onsite',
    'star',
    'please',
    'engineering',
    'product',
    'design',
    'data',
    'platform',
    'payments',
    'infrastructure',
    'phone',
    'video',
    'screen',
    'technical',
    'final',
    'call',
    'chat',
    'event',
    'new event',
    'invitee',
    'karriere',
    'karriereteam',
  ].map((word) => compact(word)),
);
const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
const ROLE_OR_STAGE =
  /\b(?:engineer|developer|manager|analyst|designer|scientist|recruiter|coordinator|director|interview|interviews|screen|round|position|role|application|assessment|offer|invitation|candidate|candidacy|lead|intern|reschedule|schedule|scheduled|exercise|challenge)\b/i;

export interface CompanyContext {
  /** Names of the people in the email (never the employer). */
  people: readonly string[];
  /** The position found, which is never the employer either. */
  position: string | null;
}

function cleanName(raw: string): string {
  let name = collapse(raw)
    .replace(/^[\s"'“‘([【]+|[\s"'”’)\]】.,;:!?]+$/g, '')
    .replace(/['’]s$/, '');
  for (let i = 0; i < 4; i += 1) {
    const before = name;
    name = name.replace(TAIL, '').replace(HEAD, '').trim();
    if (name === before) break;
  }
  return name
    .replace(/^株式会社\s*|\s*株式会社$/g, '')
    .replace(/['’]s$/, '')
    .trim();
}

function keyOf(name: string): string {
  const normalized = normalizeCompanyName(name).replace(/\s+/g, '');
  return normalized || compact(name);
}

class Candidates {
  readonly list: Candidate[] = [];
  private readonly people: Set<string>;
  private readonly positionKey: string;

  constructor(context: CompanyContext) {
    this.people = new Set(context.people.map((name) => compact(name)).filter((name) => name.length > 1));
    this.positionKey = context.position ? compact(context.position) : '';
  }

  add(raw: string | null | undefined, weight: number, source: Source): void {
    if (!raw) return;
    const name = cleanName(raw);
    if (!name || name.length > 60 || name.split(/\s+/).length > 6) return;
    const key = keyOf(name);
    if (key.length < 2 || GENERIC.has(compact(name)) || isAtsName(name) || MONTH_WORD.test(name)) return;
    if (ROLE_OR_STAGE.test(name) || /@|https?:|www\.|\.pdf$/i.test(name)) return;
    // "via Google Calendar", "via Greenhouse": a relaying tool, never the employer.
    if (/^via\s/i.test(name)) return;
    if (this.people.has(compact(name)) || looksLikePerson(name)) return;
    if (this.positionKey && compact(name) === this.positionKey) return;
    this.list.push({ name, key, weight, source });
  }
}

// --- sources ---------------------------------------------------------------------------------

function fromDisplayName(display: string, candidates: Candidates): void {
  const name = collapse(display.replace(/["]/g, ''));
  if (!name || name.includes('@')) return;
  // "Jane Doe (via Google Calendar)": the tool relays for its user; the organiser's domain names the employer.
  const via = /^(.+?)\s+\(?via\s+([^)]+)\)?$/i.exec(name);
  if (via) return candidates.add(via[1], 5, 'display');
  const paren = /^(.+?)\s*\(([^)]+)\)$/.exec(name);
  if (paren) {
    candidates.add(paren[2], 5, 'display');
    return;
  }
  const at = /^(.+?)\s+(?:at|from|@|de|bei|chez)\s+(.+)$/i.exec(name);
  if (at && looksLikePerson(at[1])) return candidates.add(at[2], 5, 'display');
  const separated = /^(.+?)\s+[|·–—-]\s+(.+)$/.exec(name);
  if (separated) {
    candidates.add(separated[1], 3, 'display');
    candidates.add(separated[2], 3, 'display');
    return;
  }
  const japanese = /^(.+?)\s*(?:採用担当|人事部|採用チーム|人事担当|採用|人事)/u.exec(name);
  if (japanese) return candidates.add(japanese[1], 5, 'display');
  candidates.add(name, TAIL.test(name) || HEAD.test(name) ? 5 : 4, 'display');
}

const SUBJECT_TRIGGER = /\b(?:with|at|from|to|join|joining|chez|bei|con|en)\s+/giu;

function fromSubject(subject: string, candidates: Candidates): void {
  const clean = subject
    .replace(/^(?:(?:re|fwd?|fw|aw|tr|wg)\s*:\s*)+/i, '')
    .replace(/^(?:updated invitation|invitation|accepted|declined|tentatively accepted|new event|canceled event|cancelled event)(?: with note)?\s*:\s*/i, '')
    .replace(/\s+@\s+.*$/, '')
    .trim();
  for (const bracket of clean.matchAll(/[【[]([^】\]]{2,40})[】\]]/gu)) candidates.add(bracket[1], 4, 'subject');
  for (const segment of clean.split(/\s+[-–—|]\s+|:\s+|\s+<>\s+|[【】[\]]/u)) {
    const trimmed = segment.replace(/[!?.]+$/, '').trim();
    const phrase = leadingCapitalisedPhrase(trimmed, { maxWords: 6 });
    if (phrase && phrase === trimmed) candidates.add(phrase, 3, 'subject');
  }
  SUBJECT_TRIGGER.lastIndex = 0;
  for (let m = SUBJECT_TRIGGER.exec(clean); m; m = SUBJECT_TRIGGER.exec(clean)) {
    candidates.add(
      leadingCapitalisedPhrase(clean.slice(m.index + m[0].length, m.index + m[0].length + 200), { maxWords: 5, stopWords: SUBJECT_STOP }),
      4,
      'subject',
    );
  }
  for (const m of clean.matchAll(/([\p{Lu}][\p{L}&.-]*(?:\s+(?:[\p{Lu}&][\p{L}&.-]*|of|and)){0,4})['’]s\s/gu)) candidates.add(m[1], 3, 'subject');
  for (const m of clean.matchAll(/\byour\s+([\p{Lu}][\p{L}&.-]*(?:\s+[\p{Lu}&][\p{L}&.-]*){0,5})/gu)) candidates.add(m[1], 2, 'subject');
  for (const m of clean.matchAll(/株式会社\s*([^\s】」』の]{1,20})|([^\s【「『]{1,20}?)株式会社/gu)) candidates.add(m[1] ?? m[2], 4, 'subject');
}

const SUBJECT_STOP = new Set(['on', 'for', 'at', 'with', 'about', 're', 'and']);
const BODY_STOP = new Set([
  'on',
  'for',
  'at',
  'with',
  'about',
  'and',
  'we',
  'you',
  'in',
  'is',
  'are',
  'as',
  'our',
  'your',
  'to',
  'this',
  'that',
  'please',
  'the',
  // German capitalises nouns and the polite pronouns; French and Spanish pronouns.
  'ihre',
  'ihr',
  'ihnen',
  'sie',
  'wir',
  'unser',
  'unsere',
  'und',
  'vous',
  'votre',
  'nous',
  'tu',
  'su',
  'nuestro',
  'nuestra',
  'y',
  'et',
]);

const BODY_TRIGGERS: readonly [RegExp, number][] = [
  [
    /\bthank(?:s| you)(?: so much)?(?: again)? for (?:your interest in|applying (?:to|at|with|for a role at)|your application (?:to|at|with)|considering|interviewing with|your time with|taking the time to (?:interview|speak|meet|chat) with)\s+(?:joining\s+|working (?:at|with|for)\s+)?(?:the\s+)?/giu,
    3,
  ],
  [/\b(?:interest in|interested in)\s+(?:joining\s+|working (?:at|for|with)\s+)?(?:the\s+)?(?=[\p{Lu}])/giu, 2],
  [
    /\b(?:position|role|opening|job|team|opportunity|opportunities|career|careers|interview|interviews|interviewing|offer|internship|here|us|employment|life|process|loop|office|work|manager|time|experience) (?:at|with)\s+(?:the\s+)?(?=[\p{Lu}])/giu,
    2,
  ],
  [
    /\b(?:on behalf of|greetings from|welcome to|from all of us at|recruiting for|hiring for|working with|applying to|applied to|application to|application with|candidacy (?:at|with)|(?:was )?sent to|offer from|invitation from|message from)\s+(?:the\s+)?(?=[\p{Lu}])/giu,
    2,
  ],
  [/\b(?:join(?:ing)?)\s+(?:the\s+)?(?=[\p{Lu}])(?!Google|Zoom|Microsoft|Teams|Meet|Webex|Us\b)/gu, 1],
  [
    /\b(?:chez|bei der|bei dem|bei|interesse an(?: der| dem| den)?|interés en|intérêt pour|l'équipe recrutement|équipe recrutement|equipo de (?:talento|reclutamiento|selección|rrhh)(?: de)?)\s+(?=[\p{Lu}])/giu,
    2,
  ],
];

const POSTFIX_TRIGGER =
  /([\p{Lu}][\p{L}&'’.-]*(?:\s+(?:[\p{Lu}&][\p{L}&'’.-]*|of|and)){0,4})\s+(?:(?:has )?invited you|would like to (?:invite|move forward|schedule|meet|speak|interview)|wants to (?:move forward|meet|interview)|invites you|is (?:excited|pleased|delighted|thrilled|hiring|looking)|(?:hiring|recruiting|talent|people|interview) team\b)/gu;

const TITLE_WORDS =
  /\b(?:recruit\w*|talent|sourcer|coordinator|manager|director|head of|lead|partner|owner|founder|co-founder|ceo|cto|coo|officer|hr|people|engineer|human resources|vp|president|specialist|operations|acquisition)\b/i;

function fromBody(body: string, candidates: Candidates): void {
  const text = body.slice(0, 8000);
  for (const [re, weight] of BODY_TRIGGERS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      candidates.add(
        leadingCapitalisedPhrase(text.slice(m.index + m[0].length, m.index + m[0].length + 200), { maxWords: 5, stopWords: BODY_STOP }),
        weight,
        'body',
      );
    }
  }
  for (const m of text.matchAll(POSTFIX_TRIGGER)) candidates.add(m[1], 3, 'body');
  for (const m of text.matchAll(
    /([\p{Lu}][\p{L}&.-]*(?:\s+(?:[\p{Lu}&][\p{L}&.-]*|of|and)){0,4})['’]s\s+(?:hiring|recruiting|interview|talent|people|engineering)\b/gu,
  ))
    candidates.add(m[1], 2, 'body');
  for (const m of text.matchAll(/株式会社\s*([^\s、。のにを【】「」]{1,20}?)(?=の|\s|、|。|】|」|様|$)|([^\s、。【「]{1,20}?)株式会社/gmu))
    candidates.add(m[1] ?? m[2], 3, 'body');

  // Signatures: the last lines of the newest message.
  const tail = lines(primaryText(body)).filter(Boolean).slice(-12);
  for (let i = 0; i < tail.length; i += 1) {
    const line = tail[i]!.replace(/^[-–—]+\s*/, '');
    const suffixed = /^(?:the\s+|your\s+)?(.+?)\s+(?:recruiting|recruitment|talent|hiring|people|hr|careers)(?:\s+(?:team|acquisition(?: team)?))?$/i.exec(
      line,
    );
    if (suffixed && !TITLE_WORDS.test(suffixed[1]!)) candidates.add(suffixed[1], 3, 'signature');
    const team = /^the\s+(.+?)\s+team$/i.exec(line);
    if (team) candidates.add(team[1], 3, 'signature');
    const prefixed =
      /^(?:ihr\s+|your\s+)?(?:l'équipe|équipe|equipo de|team|karriere-team|karriereteam|recruiting-team)\s+(?:(?:recrutement|rh|talents?|talento|reclutamiento|selección|recruiting)\s+)?(?:(?:de|der|des|von)\s+)?(.+)$/i.exec(
        line,
      );
    if (prefixed) candidates.add(prefixed[1], 3, 'signature');
    const titled = /^([^|,·]{2,60}?)\s*[|,·]\s*([^|,·]{2,60})$/.exec(line);
    if (titled && TITLE_WORDS.test(titled[1]!)) candidates.add(titled[2], 3, 'signature');
    const withDomain = /^([^|·]{2,60}?)\s*[|·,-]\s*(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/?$/i.exec(line);
    if (withDomain) candidates.add(withDomain[1], 3, 'signature');
    const previous = tail[i - 1];
    const whole = leadingCapitalisedPhrase(line, { maxWords: 5 });
    if (previous && whole === line && TITLE_WORDS.test(previous) && !looksLikePerson(line)) candidates.add(line, 2, 'signature');
  }
}

function domainHints(email: SerializedEmail): DomainHint[] {
  const hints: DomainHint[] = [];
  const own = new Set(email.to.map((a) => registrableDomain(domainOfAddress(a.address))).filter((d): d is string => !!d));
  const push = (host: string | null, weight: number, source: HintSource) => {
    const domain = registrableDomain(host);
    if (!domain || own.has(domain)) return;
    const label = compact(domain.split('.')[0]!);
    if (label.length < 2) return;
    hints.push({ label, domain, weight, source });
  };
  if (email.from && !isNotificationSender(email.from.address)) {
    const host = domainOfAddress(email.from.address);
    if (isCorporateDomain(host)) push(host, 3, 'sender');
  }
  for (const address of email.replyTo) {
    const host = domainOfAddress(address.address);
    if (isCorporateDomain(host) && !isNotificationSender(address.address)) push(host, 3, 'reply-to');
  }
  for (const organizer of email.calendarOrganizers) {
    const host = domainOfAddress(organizer);
    if (isCorporateDomain(host) && !isNotificationSender(organizer)) push(host, 3, 'organizer');
  }
  const text = email.body.slice(0, 20000);
  const seen = new Set(hints.map((h) => h.domain));
  for (const m of text.matchAll(/(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g)) {
    const host = m[1]!.toLowerCase();
    if (isCorporateDomain(host) && !seen.has(registrableDomain(host))) {
      push(host, 1, 'body-email');
      seen.add(registrableDomain(host));
    }
  }
  for (const m of text.matchAll(
    /(?:https?:\/\/|\bwww\.)([a-z0-9.-]+\.[a-z]{2,})|(?<![@\w.-])((?:[a-z0-9-]+\.)+(?:com|io|ai|co|net|org|de|fr|uk|jp|health|dev|app|tech|us|eu|es|nl|ca|au|ch|se|no|dk|fi|it|pl|in|sg))\b(?![@\w-])/gi,
  )) {
    const host = (m[1] ?? m[2] ?? '').toLowerCase();
    if (isCorporateLinkDomain(host) && !seen.has(registrableDomain(host))) {
      push(host, 1, 'body-link');
      seen.add(registrableDomain(host));
    }
  }
  const tenant = workdayTenant(email.from?.address);
  if (tenant) hints.push({ label: compact(tenant), domain: null, weight: 3, source: 'tenant' });
  for (const slug of jobBoardSlugs(text)) hints.push({ label: slug, domain: null, weight: 2, source: 'slug' });
  return hints;
}

// --- agreement -------------------------------------------------------------------------------

function initials(name: string): string[] {
  const words = normalizeCompanyName(name)
    .split(' ')
    .filter((w) => w && w !== 'and' && w !== 'of');
  if (words.length < 2) return [];
  return [
    words.map((w) => w[0]).join(''),
    words[0] +
      words
        .slice(1)
        .map((w) => w[0])
        .join(''),
  ];
}

/** Whether a domain label or slug names the same company as a candidate's key. */
function related(key: string, label: string, name: string): boolean {
  if (!key || !label) return false;
  if (key === label) return true;
  if (label.length >= 4 && key.startsWith(label)) return true;
  if (key.length >= 4 && label.startsWith(key)) return true;
  return initials(name).includes(label);
}

interface Group {
  key: string;
  members: Candidate[];
  score: number;
  hints: DomainHint[];
}

const SOURCE_CAP: Record<Source, number> = { display: 5, subject: 7, body: 6, signature: 5 };

/** Staffing and search agencies recruit for an employer; they are the employer only when nothing else is named. */
const AGENCY =
  /\b(?:staffing|recruitment|recruiters|headhunt\w*|executive search|search partners|talent solutions|personnel|placement|personalvermittlung|cabinet de recrutement)\b/i;

export function findCompany(email: SerializedEmail, context: CompanyContext): CompanyGuess {
  const candidates = new Candidates(context);
  if (email.from?.name) fromDisplayName(email.from.name, candidates);
  fromSubject(email.subject, candidates);
  fromBody(email.body, candidates);
  const hints = domainHints(email);

  const groups: Group[] = [];
  for (const candidate of [...candidates.list].sort((a, b) => b.weight - a.weight)) {
    const group = groups.find(
      (g) =>
        g.key === candidate.key || (Math.min(g.key.length, candidate.key.length) >= 4 && (g.key.startsWith(candidate.key) || candidate.key.startsWith(g.key))),
    );
    if (group) group.members.push(candidate);
    else groups.push({ key: candidate.key, members: [candidate], score: 0, hints: [] });
  }
  for (const group of groups) {
    const bySource = new Map<Source, number>();
    for (const member of group.members) bySource.set(member.source, (bySource.get(member.source) ?? 0) + member.weight);
    group.score = [...bySource].reduce((sum, [source, weight]) => sum + Math.min(weight, SOURCE_CAP[source]), 0);
    const names = group.members.map((m) => m.name);
    for (const hint of hints) {
      if (group.members.some((m) => related(m.key, hint.label, m.name)) || names.some((n) => related(keyOf(n), hint.label, n))) {
        group.hints.push(hint);
      }
    }
    const hintSources = new Set<HintSource>();
    for (const hint of group.hints) {
      if (hintSources.has(hint.source)) continue;
      hintSources.add(hint.source);
      group.score += hint.weight;
    }
    if (group.members.some((m) => AGENCY.test(m.name))) group.score *= 0.3;
  }
  groups.sort((a, b) => b.score - a.score);
  const best = groups[0];
  if (best && best.score >= 2) {
    let domain = bestDomain(best.hints);
    // A name in another script ("ミライテック") cannot be compared with a domain: the display name of a
    // corporate sender and that sender's domain belong together.
    const sender = hints.find((h) => h.source === 'sender');
    if (!domain && sender && best.members.some((m) => m.source === 'display') && !/^[\x20-\x7e]+$/.test(best.members[0]!.name)) domain = sender.domain;
    return { name: surfaceForm(best), domain };
  }

  // No employer named in the text: a corporate domain (sender, calendar organiser) or a tenant names it.
  const agencyDomains = new Set(groups.filter((g) => g.members.some((m) => AGENCY.test(m.name))).flatMap((g) => g.hints.map((h) => h.domain)));
  const fallback = [...hints].filter((h) => !agencyDomains.has(h.domain)).sort((a, b) => HINT_PRIORITY.indexOf(a.source) - HINT_PRIORITY.indexOf(b.source))[0];
  if (fallback && (fallback.source !== 'body-link' || hints.filter((h) => h.source === 'body-link').length === 1)) {
    const label = fallback.domain ? fallback.domain.split('.')[0]! : fallback.label;
    return { name: titleCase(label.replace(/[-_]+/g, ' ')), domain: fallback.domain };
  }
  return { name: null, domain: null };
}

function surfaceForm(group: Group): string {
  const forms = new Map<string, number>();
  for (const member of group.members) forms.set(member.name, (forms.get(member.name) ?? 0) + member.weight);
  let best = group.members[0]!.name;
  let bestScore = -1;
  for (const [form, weight] of forms) {
    const score = weight + form.split(/\s+/).length * 0.5;
    if (score > bestScore) {
      best = form;
      bestScore = score;
    }
  }
  return best;
}

function bestDomain(hints: DomainHint[]): string | null {
  const withDomain = hints.filter((h) => h.domain);
  withDomain.sort((a, b) => HINT_PRIORITY.indexOf(a.source) - HINT_PRIORITY.indexOf(b.source));
  return withDomain[0]?.domain ?? null;
}
