import { INTERVIEW_STAGES, JOB_FAMILIES, UNKNOWN_JOB_TITLE, stageLabel } from '@hiring/contracts';
import { redactPii, type ExtractionTask } from '@hiring/extraction';
import { findCompany } from './company.js';
import { chooseInterviewDate, humanDay, isoDay } from './dates.js';
import { ATS_PROVIDERS, atsForDomain, domainOfAddress, isCorporateDomain, isNotificationSender, isPersonalMailDomain, workdayTenant } from './domains.js';
import { interviewFactsSchema, normalizeFacts, type InterviewFacts } from './interview-facts.js';
import { peopleNames } from './people.js';
import { classifyPosition, findPosition } from './position.js';
import { readSerializedEmail, type SerializedEmail } from './serialize.js';
import { detectStage, interviewRelatedness } from './stage.js';
import { compact, escapeRegExp, normalizePunctuation, primaryText, unwrap } from './text.js';

/** "Parcelwise Customer Support Lead" at Parcelwise is a "Customer Support Lead". */
function withoutCompanyPrefix(position: string | null, company: string | null): string | null {
  if (!position || !company) return position;
  const stripped = position.replace(new RegExp(`^${escapeRegExp(company)}(?:'s)?\\s+`, 'i'), '');
  return stripped !== position && classifyPosition(stripped).jobFamily !== 'unknown' ? stripped : position;
}

/** Stages whose date is the day of the email itself (nothing is scheduled; a deadline is not an interview). */
const DATED_BY_EMAIL = new Set<InterviewFacts['interview_stage']>(['application', 'offer', 'rejected', 'coding_challenge']);

export interface InterviewEmailReading {
  email: SerializedEmail;
  facts: InterviewFacts;
  /** Names of the people in the email, minus words of the employer's name. */
  people: string[];
}

function withoutCompanyWords(people: string[], company: string | null): string[] {
  if (!company) return people;
  const companyWords = new Set(company.split(/\s+/).map((word) => compact(word)));
  return people.filter((name) => !name.split(/\s+/).every((word) => companyWords.has(compact(word))));
}

function summarize(facts: Omit<InterviewFacts, 'summary'>, people: string[]): string {
  if (!facts.is_interview_related) return 'Not an interview email.';
  const company = facts.company_name ?? 'an employer';
  const position = facts.position ? ` for the ${facts.position} position` : '';
  const on = facts.interview_date ? ` (${humanDay(facts.interview_date)})` : '';
  const stage = facts.interview_stage;
  const text =
    stage === 'offer'
      ? `Offer from ${company}${position}${on}.`
      : stage === 'rejected'
        ? `${company} decided not to move forward${position ? ` with the application${position}` : ''}${on}.`
        : stage === 'application'
          ? `Application to ${company}${position} acknowledged${on}.`
          : stage === 'coding_challenge'
            ? `Coding challenge from ${company}${position}${on}.`
            : stage === 'unknown'
              ? `Interview email from ${company}${position}${on}.`
              : `${stageLabel(stage)} interview with ${company}${position}${on}.`;
  return redactNames(text.charAt(0).toUpperCase() + text.slice(1), people);
}

/** The deterministic reading of a serialised interview email (see serializeForExtraction). */
export function readInterviewEmail(input: string): InterviewEmailReading {
  const serialized = readSerializedEmail(input);
  const email = { ...serialized, subject: normalizePunctuation(serialized.subject), body: unwrap(normalizePunctuation(serialized.body)) };
  const primary = primaryText(email.body) || email.body;
  const found = peopleNames({ from: email.from, to: email.to, replyTo: email.replyTo, subject: email.subject, body: email.body });
  const allPeople = found.all;
  const reading = detectStage(email.subject, primary);
  const foundPosition = findPosition(email.subject, primary) ?? findPosition('', email.body);
  const company = findCompany(email, { people: found.certain, position: foundPosition });
  const position = withoutCompanyPrefix(foundPosition, company.name);
  const senderDomain = domainOfAddress(email.from?.address);
  const relatedness = interviewRelatedness({
    subject: email.subject,
    primary,
    senderDomain,
    reading,
    companyFound: company.name !== null,
    atsSender: atsForDomain(senderDomain) !== null,
    corporateInvite: email.calendarOrganizers.some((organizer) => isCorporateDomain(domainOfAddress(organizer)) && !isNotificationSender(organizer)),
  });
  const people = withoutCompanyWords(allPeople, company.name);
  const emailDay = email.date ? isoDay(new Date(email.date)) : null;
  if (!relatedness.related) {
    const blank = {
      is_interview_related: false,
      company_name: null,
      company_domain: null,
      interview_stage: 'unknown' as const,
      interview_date: null,
      position: null,
      job_family: 'unknown' as const,
      job_title: UNKNOWN_JOB_TITLE,
    };
    return { email, people, facts: { ...blank, summary: summarize(blank, people) } };
  }
  const stage = reading.stage;
  const scheduled = DATED_BY_EMAIL.has(stage) ? null : chooseInterviewDate(email.subject, primary, email.date ? new Date(email.date) : null);
  const classification = classifyPosition(position);
  const facts = {
    is_interview_related: true,
    company_name: company.name,
    company_domain: company.domain,
    interview_stage: stage,
    interview_date: scheduled ?? emailDay,
    position,
    job_family: classification.jobFamily,
    job_title: classification.jobTitle,
  };
  return { email, people, facts: { ...facts, summary: summarize(facts, people) } };
}

export function heuristicInterviewFacts(input: string): InterviewFacts {
  return normalizeFacts(readInterviewEmail(input).facts);
}

/**
 * redactPii delimits names with \b, which only knows ASCII letters: names that begin or end with
 * another letter (山田 太郎, Zoë) are replaced here first, delimited by any letter or digit.
 */
function redactScriptNames(text: string, names: readonly string[]): string {
  let result = text;
  for (const name of names.filter((n) => /^[^A-Za-z0-9]|[^A-Za-z0-9.]$/.test(n.trim())).sort((a, b) => b.length - a.length)) {
    result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.trim())}(?![\\p{L}\\p{N}])`, 'giu'), '[NAME]');
  }
  return result;
}

/** Emails, phone numbers, links and the people's names out of a text. */
export function redactNames(text: string, people: readonly string[]): string {
  return redactPii(redactScriptNames(text, people), { names: [...people] });
}

/** Characters of body the model may see (the extractor cuts its input at 30,000 too). */
const MODEL_BODY_CHARS = 24_000;

/**
 * The body cut to what the model reads, with runs of one character (separator lines) and very
 * long tokens (tracking links, encoded blobs) shortened: they carry nothing for the model and
 * make pattern-based redaction slow.
 */
function boundedForModel(body: string): string {
  return body
    .slice(0, MODEL_BODY_CHARS)
    .replace(/(\S)\1{19,}/g, (run: string) => run.slice(0, 20))
    .replace(/\S{160,}/g, (token: string) => `${token.slice(0, 150)}…`);
}

const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * What the model sees: no addresses (only their domains and what kind of sender they are), no
 * names of people, no phone numbers or links, plus the hints the addresses held (ATS product,
 * Workday tenant, calendar organiser's domain) and the email's date to resolve "next Tuesday".
 */
export function prepareInterviewEmailForModel(input: string): string {
  const { email, people, facts } = readInterviewEmail(input);
  const redact = (text: string) => redactNames(text, people);
  const describe = (address: string | undefined) => {
    const domain = domainOfAddress(address);
    if (!domain) return 'unknown';
    const ats = atsForDomain(domain);
    if (ats) return `${domain} (${ats.name}: a tool, not the employer)`;
    if (isPersonalMailDomain(domain)) return `${domain} (personal mailbox, not the employer)`;
    return domain;
  };
  const header: string[] = [`Subject: ${redact(email.subject)}`];
  if (email.from) {
    const name = redact(email.from.name).trim();
    header.push(`From: ${name || '(no name)'}, sender domain ${describe(email.from.address)}`);
    const tenant = workdayTenant(email.from.address);
    if (tenant) header.push(`Workday tenant (the employer's Workday account): ${tenant}`);
  }
  for (const address of email.replyTo) header.push(`Reply-To domain: ${describe(address.address)}`);
  for (const organizer of email.calendarOrganizers) header.push(`Calendar organiser domain: ${describe(organizer)}`);
  if (email.date) {
    const date = new Date(email.date);
    header.push(`Email sent: ${isoDay(date)} (${WEEKDAY[date.getUTCDay()]})`);
  }
  if (email.forwarded) header.push('The candidate forwarded this email; the original follows.');
  if (facts.company_name) header.push(`Employer named in the email (local reading, may be wrong): ${facts.company_name}`);
  return `${header.join('\n')}\n\n${redact(boundedForModel(email.body))}`;
}

export const INTERVIEW_FACTS_INSTRUCTIONS = `You read one email that a job candidate received and uploaded as evidence of an interview, and fill the JSON schema.
Personal data has been replaced by [NAME], [EMAIL], [PHONE] and [LINK]; never try to restore it and never write names, email addresses or phone numbers.
Rules:
- is_interview_related: true for any step of this candidate's hiring process (application acknowledgement, recruiter or interview scheduling, assessment, offer, rejection); false for job alerts, newsletters, marketing, event tickets and anything else. When false, set company_name, company_domain, interview_date and position to null, interview_stage to "unknown", job_family to "unknown" and job_title to "Unknown".
- company_name: the employer. Emails are usually sent by an applicant tracking system, scheduling, assessment or e-signature tool, or a job board (${ATS_PROVIDERS.map((a) => a.name).join(', ')}); never answer with one of those. Read the employer from the sender's display name ("Acme via Greenhouse", "Acme Recruiting"), the subject ("Interview with Acme"), the body and signature, a Workday tenant or the calendar organiser's domain. A recruiter writing from a personal mailbox (gmail.com, outlook.com, yahoo.com, icloud.com) or an agency names the employer in the text. Use the employer's own spelling; null if the email does not say.
- company_domain: the employer's own domain (e.g. acme.com) when the email shows it (a corporate sender, organiser or signature); null otherwise; never an ATS or mailbox domain.
- interview_stage: one key of: ${INTERVIEW_STAGES.map((s) => `${s.key} (${s.label})`).join(', ')}. A rejection is "rejected" and an offer is "offer" whatever rounds it mentions; otherwise the round this email schedules or confirms (not earlier rounds it thanks the candidate for); an application acknowledgement is "application"; a take-home or online assessment is "coding_challenge"; "unknown" when no stage is clear.
- interview_date: YYYY-MM-DD. The day of the interview this email schedules or confirms, resolving relative days ("Thursday", "tomorrow") against the date the email was sent; when no single interview day is set (scheduling links, several options, offers, rejections, applications, assessment deadlines) the date the email was sent.
- position: the job title as written in the email, or null.
- job_family and job_title: the family key and one title of that family that fits the position, else "Unknown" (job_family "unknown" when no family fits). Families and their titles:
${JOB_FAMILIES.map((family) => `  ${family.key}: ${[...family.titles, UNKNOWN_JOB_TITLE].join('; ')}`).join('\n')}
- summary: one or two short anonymous sentences in English about what this email is (stage, employer, position, date); dates written like "April 14, 2026", never 2026-04-14; no people's names, emails or phone numbers.
Use only what the email says.`;

/** The interview-email task of the product's one extraction interface. */
export function createInterviewFactsTask(): ExtractionTask<InterviewFacts> {
  return {
    name: 'interview_email_facts',
    instructions: INTERVIEW_FACTS_INSTRUCTIONS,
    schema: interviewFactsSchema,
    heuristic: heuristicInterviewFacts,
    prepareForModel: prepareInterviewEmailForModel,
    // The local reading fills what the model could not use (e.g. an ATS given as the employer),
    // and the summary is redacted again with the names found locally.
    finish: (fromModel, input) => {
      const local = readInterviewEmail(input);
      const facts = normalizeFacts(fromModel, normalizeFacts(local.facts));
      const people = withoutCompanyWords(local.people, facts.company_name);
      if (facts.company_name && people.some((name) => compact(name) === compact(facts.company_name!))) {
        facts.company_name = local.facts.company_name;
        facts.company_domain = local.facts.company_domain;
      }
      return { ...facts, summary: redactNames(facts.summary, people) };
    },
  };
}

export const interviewFactsTask: ExtractionTask<InterviewFacts> = createInterviewFactsTask();
