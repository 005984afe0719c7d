import { hiringSystemFor, normalizeCompanyName, tenantsIn, type HiringSystemTenant } from '@hiring/contracts';
import { addressesIn, type ParsedEmail } from '../parsing/parse-eml.js';
import { domainOfAddress, isPersonalMailDomain, orgDomainOf } from '@hiring/contracts/domains';
import type { AuthenticityReport } from './verify-authenticity.js';

/**
 * What the evidence policy judges, read once at upload and kept with the interview so the policy
 * can judge it again later (after a policy change) without the raw email. It holds no body text
 * and no third party's address: domains, header names, lengths and yes/no answers.
 */
export interface EvidenceFacts {
  /** Version of this record's shape. */
  factsVersion: 1;
  /** Domain of the From address; null when From is missing or names several addresses. */
  fromDomain: string | null;
  /** The From address when it is not at a personal mail provider (hiring systems are told apart by sender). */
  fromAddress: string | null;
  /** RFC 5322 allows exactly one From header with one address. */
  fromHeaderCount: number;
  fromAddressCount: number;
  /** The From address is one of the uploader's own verified addresses. */
  fromIsUploader: boolean;
  signatures: SignatureFacts[];
  /** A trusted ARC sealer's view on arrival (forwarded mail whose own signature broke on the way). */
  arc: { result: string; sealer: string | null; dkimPassDomains: string[] };
  dmarc: string;
  /** Organisers of attached calendar invitations (their domains), for calendars that name the employer that way. */
  organizerDomains: string[];
  /** The attributed company is named in the signed sender name, subject or body. */
  companyNamedInSignedContent: boolean;
  /**
   * The sender's hiring-system accounts (tenants) its signed content names: links such as
   * boards.greenhouse.io/<tenant> and per-tenant sender addresses (<tenant>@myworkday.com). Read
   * only from the signed part, and only the keys are kept (no body text). Absent in facts kept
   * before tenants were read: none. Several different tenants make the email ambiguous (the
   * policy then counts none).
   */
  tenants?: HiringSystemTenant[];
  /** An upload that is a forward: the signature verified is the forwarder's, not the original's. */
  forwardedUpload: boolean;
  /** When the facts were read (the upload time). */
  checkedAt: string;
}

export interface SignatureFacts {
  domain: string;
  selector: string;
  result: string;
  comment: string | null;
  algorithm: string | null;
  signedAt: string | null;
  /** Header names covered, lower case (`from`, `to`, `subject`, ...). */
  signedHeaders: string[];
  /** Names of From/To/Cc/Subject/Date headers the message has more instances of than the signature covers. */
  unsignedInstances: string[];
  /** One of the uploader's verified addresses is in a To or Cc header line this signature covers. */
  signedRecipientIsUploader: boolean;
  /** `l=` shorter than the body: part of the body is not covered. */
  bodyPartlyUnsigned: boolean;
}

const WATCHED_HEADERS = ['from', 'to', 'cc', 'subject', 'date'];

/** Header names and how often each appears in the message's header block. */
function headerCounts(raw: Buffer): Map<string, number> {
  const text = raw.subarray(0, Math.min(raw.length, 256 * 1024)).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const block = end === -1 ? text : text.slice(0, end);
  const counts = new Map<string, number>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0 || /^[ \t]/.test(line)) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** Addresses in the To/Cc header lines a signature covers (lines as mailauth hashed them). */
function signedRecipients(lines: readonly string[]): string[] {
  return lines.filter((line) => /^(to|cc)\s*:/i.test(line)).flatMap((line) => addressesIn(line.slice(line.indexOf(':') + 1)));
}

function words(text: string): string {
  return ` ${normalizeCompanyName(text)} `;
}

/** The company's normalised name appears, as whole words, in the signed content. */
function namesCompany(content: string, companyName: string | null): boolean {
  const name = companyName ? normalizeCompanyName(companyName) : '';
  if (!name || name === 'unknown') return false;
  return words(content).includes(` ${name} `);
}

export interface FactsInput {
  raw: Buffer;
  /** The parsed email as extraction read it (cut to the signed length when `l=` is shorter). */
  parsed: ParsedEmail;
  report: AuthenticityReport;
  uploaderAddresses: readonly string[];
  companyName: string | null;
  forwardedUpload: boolean;
}

export function collectEvidenceFacts(input: FactsInput): EvidenceFacts {
  const { parsed, report } = input;
  const owned = new Set(input.uploaderAddresses.map((a) => a.trim().toLowerCase()));
  const counts = headerCounts(input.raw);
  const fromAddress = parsed.from.length === 1 ? parsed.from[0]!.address : null;
  const fromDomain = fromAddress ? domainOfAddress(fromAddress) : null;

  const signatures: SignatureFacts[] = report.dkim.map((evidence, index) => {
    const signedHeaders = evidence.signedHeaders ?? [];
    const covered = (name: string) => signedHeaders.filter((h) => h === name).length;
    return {
      domain: evidence.signingDomain.toLowerCase(),
      selector: evidence.selector,
      result: evidence.result,
      comment: evidence.comment,
      algorithm: evidence.algorithm ?? null,
      signedAt: evidence.signedAt,
      signedHeaders,
      unsignedInstances: WATCHED_HEADERS.filter((name) => (counts.get(name) ?? 0) > covered(name)),
      signedRecipientIsUploader: signedRecipients(report.signedHeaderLines[index] ?? []).some((a) => owned.has(a)),
      bodyPartlyUnsigned: Boolean(evidence.bodyLength && evidence.bodyLength.signed < evidence.bodyLength.total),
    };
  });

  const signedContent = [parsed.from.map((a) => `${a.name} ${a.address.split('@')[0] ?? ''}`).join(' '), parsed.subject, parsed.text].join('\n');

  // `readable` is cut to the signed length when `l=` is shorter: tenants come from signed bytes only.
  const system = fromAddress && fromDomain ? hiringSystemFor(orgDomainOf(fromDomain), fromAddress) : null;
  const tenants = system ? tenantsIn(system, [parsed.subject, parsed.text, parsed.html ?? ''].join('\n'), fromAddress) : [];

  return {
    factsVersion: 1,
    fromDomain,
    fromAddress: fromAddress && fromDomain && !isPersonalMailDomain(fromDomain) ? fromAddress : null,
    fromHeaderCount: counts.get('from') ?? 0,
    fromAddressCount: parsed.from.length,
    fromIsUploader: parsed.from.some((a) => owned.has(a.address)),
    signatures,
    arc: { result: report.arc.result, sealer: report.arcSeal?.sealer ?? null, dkimPassDomains: report.arcSeal?.dkimPassDomains ?? [] },
    dmarc: report.dmarc.result,
    organizerDomains: [...new Set(parsed.calendarOrganizers.map(domainOfAddress))],
    companyNamedInSignedContent: namesCompany(signedContent, input.companyName),
    tenants,
    forwardedUpload: input.forwardedUpload,
    checkedAt: report.checkedAt,
  };
}

/**
 * When every aligned, verifying signature covers only part of the body (`l=`), the number of raw
 * body bytes surely inside the signed part; null when some aligned signature covers it all.
 * Relaxed canonicalisation only shrinks text, so that many raw bytes never reach past the signed part.
 */
export function signedBodyBytes(report: AuthenticityReport, fromDomain: string | null): number | null {
  if (!fromDomain) return null;
  const fromOrg = orgDomainOf(fromDomain);
  const aligned = report.dkim.filter((e) => e.result === 'pass' && orgDomainOf(e.signingDomain) === fromOrg);
  if (aligned.length === 0 || aligned.some((e) => !e.bodyLength || e.bodyLength.signed >= e.bodyLength.total)) return null;
  return Math.min(...aligned.map((e) => e.bodyLength!.signed));
}

/** The message with its body cut to `bytes`: what extraction may read of a partly signed email. */
export function signedPart(raw: Buffer, bytes: number): Buffer {
  const text = raw.toString('latin1');
  const match = /\r?\n\r?\n/.exec(text);
  if (!match) return raw;
  const bodyStart = match.index + match[0].length;
  return raw.subarray(0, Math.min(raw.length, bodyStart + bytes));
}

/**
 * The directory lookups an email's evidence depends on: the organisational domains of its
 * signatures and sender (`domain:<org>`) and the tenants it names (`tenant:<system>:<tenant>`).
 * Stored with the interview, so a directory change judges again only the interviews it touches.
 */
export function evidenceKeysOf(facts: EvidenceFacts): string[] {
  const domains = [...facts.signatures.map((s) => s.domain), ...(facts.fromDomain ? [facts.fromDomain] : []), ...facts.arc.dkimPassDomains].map(
    (d) => `domain:${orgDomainOf(d)}`,
  );
  const tenants = (facts.tenants ?? []).map((t) => `tenant:${t.system.toLowerCase()}:${t.tenant.toLowerCase()}`);
  return [...new Set([...domains, ...tenants])].sort();
}
