import { hiringSystemFor, normalizeCompanyName, userContentReason, userContentSenderFor, type EvidenceLevel, type InterviewEvidence } from '@hiring/contracts';
import type { EvidenceFacts, SignatureFacts } from './evidence-facts.js';
import { companyOwnsDomain, isPersonalMailDomain, orgDomainOf } from '@hiring/contracts/domains';
import { EMPTY_DIRECTORY, type DirectoryEntryView, type EmployerDirectoryView } from './employer-directory-view.js';

// One copy for both services now lives in @hiring/contracts/domains; kept importable from here.
export { companyOwnsDomain } from '@hiring/contracts/domains';

/**
 * The evidence policy: when an uploaded email proves that an employer sent it to this candidate.
 * A public interview needs every one of these (RFC 6376 §8 security considerations, RFC 7489
 * identifier alignment, RFC 8617 ARC); anything else is kept private with a reason the candidate
 * can act on, and never reaches search.
 *
 * 1. Signature: a DKIM signature that verifies (rsa-sha1 does not count, RFC 8301) and whose `d=`
 *    aligns with the From domain (same organisational domain by the Public Suffix List: DMARC
 *    relaxed alignment). For forwarded mail whose own signature broke on the way, a valid ARC
 *    chain sealed by a trusted sealer that saw such an aligned signature pass stands in for it.
 * 2. One sender: exactly one From header with one address, and From, To and Subject headers
 *    covered by that signature (no second, unsigned copy for the reader to see instead).
 * 3. Whole body: a signature with `l=` shorter than the body leaves content anybody could append.
 * 4. Sent to this candidate: one of the candidate's verified addresses is in a To or Cc header the
 *    signature covers. Delivered-To, X-Original-To and Received are added by any mail server (or
 *    by hand) and prove nothing.
 * 5. The employer speaks: the signer is not a personal mail provider and not the candidate, and
 *    either the employer's own domain (the attributed company's name is that domain's name) or a
 *    recognised hiring system (contracts' HIRING_SYSTEMS) whose mail names the attributed company.
 * 6. DMARC is computed and kept; a failing DMARC result is an issue of its own.
 * 7. Not user content: mail a brand sends for its users (document shares, comments, receipts,
 *    group posts: contracts' USER_CONTENT_SENDERS) carries text anybody chose, whatever it says.
 *
 * Public evidence then has a level (contracts' EVIDENCE_LEVELS; docs/decisions/
 * interview-evidence-policy.md, "Evidence levels"):
 * - employer_verified: the signer's organisational domain is in an employer directory entry (a
 *   proven company, an admin or a seed entry) that vouches for the named employer, or the
 *   hiring-system account (tenant) the signed mail names, exactly one, is bound to such an entry.
 *   The evidence's employer is then the entry's name (a proven company's: the name its proven
 *   domain spells, never its chosen display name alone).
 * - sender_named: everything else that passes. A name a seed or admin entry binds to other
 *   domains is never employer verified through another domain (`netflix.careers`).
 * A tenant bound to one employer never vouches for another: naming another employer through it
 * is private.
 */
export const EVIDENCE_POLICY_VERSION = 3;

export type PolicyIssueCode =
  | 'legacy'
  | 'forwarded'
  | 'multiple_senders'
  | 'unsigned_headers'
  | 'weak_algorithm'
  | 'not_aligned'
  | 'future_signature'
  | 'partial_body'
  | 'not_addressed_to_you'
  | 'own_address'
  | 'personal_mailbox'
  | 'not_employer'
  | 'dmarc_fail'
  | 'user_content_sender'
  | 'tenant_of_other_employer';

export interface PolicyIssue {
  code: PolicyIssueCode;
  title: string;
  description: string;
}

export interface Attribution {
  companyName: string;
  companyDomain: string | null;
}

export interface PolicyOptions {
  /** Organisational domains of ARC sealers trusted to report what they saw (e.g. google.com). */
  trustedArcSealers: readonly string[];
}

export interface Judgement {
  policyVersion: number;
  passed: boolean;
  issues: PolicyIssue[];
  evidence: InterviewEvidence | null;
  /** employer_verified or sender_named when passed (also in `evidence.level`), else private. */
  level: EvidenceLevel;
  /** What would raise the level, in plain words; null at employer_verified. */
  advice: string | null;
  dmarc: string;
  /** What the evidence rests on: the message's own aligned signature, or a trusted ARC sealer's report. */
  via: 'dkim' | 'arc' | null;
}

const issue = (code: PolicyIssueCode, title: string, description: string): PolicyIssue => ({ code, title, description });

export const LEGACY_ISSUE = issue(
  'legacy',
  'Checked under an earlier, weaker policy',
  'This email was verified before our checks became stricter, and what we kept of it cannot show it meets them. Upload the original email again to verify it under the current rules.',
);

const FUTURE_TOLERANCE_MS = 15 * 60_000;

function isUsable(signature: SignatureFacts): boolean {
  return signature.result === 'pass' && signature.algorithm?.toLowerCase() !== 'rsa-sha1';
}

/** The signature that best proves the email: aligned, covering the uploader's address and the whole body. */
function evidenceSignature(facts: EvidenceFacts): SignatureFacts | null {
  const fromOrg = facts.fromDomain ? orgDomainOf(facts.fromDomain) : null;
  if (!fromOrg) return null;
  const aligned = facts.signatures.filter((s) => isUsable(s) && orgDomainOf(s.domain) === fromOrg);
  const score = (s: SignatureFacts) => (s.signedRecipientIsUploader ? 2 : 0) + (s.bodyPartlyUnsigned ? 0 : 1);
  return aligned.sort((a, b) => score(b) - score(a))[0] ?? null;
}

/** Forwarded mail: a trusted sealer saw an aligned signature pass before the forward broke it. */
function arcVouchedDomain(facts: EvidenceFacts, options: PolicyOptions): string | null {
  if (facts.arc.result !== 'pass' || !facts.arc.sealer || !facts.fromDomain) return null;
  const sealerOrg = orgDomainOf(facts.arc.sealer);
  if (!options.trustedArcSealers.some((trusted) => orgDomainOf(trusted) === sealerOrg)) return null;
  const fromOrg = orgDomainOf(facts.fromDomain);
  return facts.arc.dkimPassDomains.find((d) => orgDomainOf(d) === fromOrg) ?? null;
}

function headerIssues(facts: EvidenceFacts, signature: SignatureFacts | null): PolicyIssue[] {
  const issues: PolicyIssue[] = [];
  if (facts.fromHeaderCount !== 1 || facts.fromAddressCount !== 1) {
    issues.push(
      issue(
        'multiple_senders',
        'More than one sender',
        'This email names more than one sender (From), so it is unclear who sent it. Upload the original email as your mail app received it.',
      ),
    );
  }
  const unsigned = (signature?.unsignedInstances ?? []).filter((name) => ['from', 'to', 'subject'].includes(name));
  if (signature && unsigned.length > 0 && issues.length === 0) {
    issues.push(
      issue(
        'unsigned_headers',
        'Headers added after signing',
        `The ${unsigned.map((n) => n.charAt(0).toUpperCase() + n.slice(1)).join(', ')} header of this email is not covered by the sender's signature, so it may have been added or changed after sending.`,
      ),
    );
  }
  return issues;
}

function employerIssue(
  facts: EvidenceFacts,
  signingDomain: string,
  attribution: Attribution,
): { issue: PolicyIssue | null; evidence: InterviewEvidence | null } {
  const signerOrg = orgDomainOf(signingDomain);
  if (facts.fromIsUploader) {
    return {
      issue: issue(
        'own_address',
        'Sent from your own address',
        'This email was sent from one of your own addresses, so it cannot show that an employer sent it. Upload the email you received from the company.',
      ),
      evidence: null,
    };
  }
  if (isPersonalMailDomain(signerOrg) || (facts.fromDomain && isPersonalMailDomain(facts.fromDomain))) {
    return {
      issue: issue(
        'personal_mailbox',
        'Sent from a personal mailbox',
        `This email comes from ${signerOrg}, a personal email provider where anyone can open an account, so it cannot prove which employer sent it. Emails from the company's own domain or from its hiring system (Greenhouse, Lever, Workday, ...) can be verified.`,
      ),
      evidence: null,
    };
  }
  const userContent = facts.fromAddress ? userContentSenderFor(orgDomainOf(facts.fromDomain ?? signerOrg), facts.fromAddress) : null;
  if (userContent) {
    return {
      issue: issue('user_content_sender', `A ${userContent.brand} notification`, userContentReason(userContent.brand)),
      evidence: null,
    };
  }
  const company = attribution.companyName;
  const system = hiringSystemFor(signerOrg, facts.fromAddress ?? '');
  if (system) {
    const named =
      system.namesEmployer === 'organizer'
        ? facts.organizerDomains.some((domain) => !isPersonalMailDomain(domain) && companyOwnsDomain(company, domain))
        : facts.companyNamedInSignedContent;
    if (!named) {
      return {
        issue: issue(
          'not_employer',
          'The employer is not named by the sender',
          system.namesEmployer === 'organizer'
            ? `This ${system.name} invitation's organiser is not at ${company}'s own domain, so it does not show that ${company} invited you.`
            : `This email was signed by ${system.name}, but the part it signed does not name ${company}, so it does not show that ${company} sent it.`,
        ),
        evidence: null,
      };
    }
    return {
      issue: null,
      evidence: {
        kind: 'hiring_system',
        signingDomain: signingDomain.toLowerCase(),
        system: system.name,
        employer: company,
        label: `Signed by ${system.name} for ${company}`,
        level: 'sender_named',
      },
    };
  }
  if (!companyOwnsDomain(company, signerOrg, attribution.companyDomain)) {
    return {
      issue: issue(
        'not_employer',
        'The sender is not the employer',
        `This email was signed by ${signerOrg}, which is neither ${company}'s own domain nor a recognised hiring system, so it does not show that ${company} sent it.`,
      ),
      evidence: null,
    };
  }
  return {
    issue: null,
    evidence: {
      kind: 'employer_domain',
      signingDomain: signingDomain.toLowerCase(),
      system: null,
      employer: company,
      label: `Signed by ${signerOrg}`,
      level: 'sender_named',
    },
  };
}

/** Judges one email's kept facts under the current policy. Pure: the same facts give the same answer. */
export function judgeEvidence(
  facts: EvidenceFacts | null | undefined,
  attribution: Attribution,
  options: PolicyOptions,
  directory: EmployerDirectoryView = EMPTY_DIRECTORY,
): Judgement {
  if (!facts) {
    return {
      policyVersion: EVIDENCE_POLICY_VERSION,
      passed: false,
      issues: [LEGACY_ISSUE],
      evidence: null,
      level: 'private',
      advice: LEGACY_ISSUE.description,
      dmarc: 'none',
      via: null,
    };
  }
  const issues: PolicyIssue[] = [];
  if (facts.forwardedUpload) {
    issues.push(
      issue(
        'forwarded',
        'Forwarded copy',
        "This is a forward, so the original sender's signature does not cover what it contains. Upload the original email itself (in your mail app: Download message / Save as .eml).",
      ),
    );
  }

  const signature = evidenceSignature(facts);
  const arcDomain = signature ? null : arcVouchedDomain(facts, options);
  issues.push(...headerIssues(facts, signature));

  let evidence: InterviewEvidence | null = null;
  let advice: string | null = null;
  const signingDomain = signature?.domain ?? arcDomain;
  if (!signingDomain) {
    const passing = facts.signatures.filter((s) => s.result === 'pass');
    const other = passing.find((s) => s.algorithm?.toLowerCase() !== 'rsa-sha1');
    if (other) {
      issues.push(
        issue(
          'not_aligned',
          'The signature belongs to another domain than the sender',
          `This email says it is from ${facts.fromDomain ?? 'an unclear sender'}, but it was signed by ${other.domain}. Only a signature of the sender's own domain proves who sent it.`,
        ),
      );
    } else if (passing.length > 0) {
      issues.push(
        issue(
          'weak_algorithm',
          'Outdated signature',
          'This email is signed with rsa-sha1, which is no longer considered safe (RFC 8301), so the signature cannot prove who sent it.',
        ),
      );
    }
    if (facts.dmarc === 'fail' && !issues.some((i) => i.code === 'not_aligned')) {
      issues.push(issue('dmarc_fail', "Fails the sender's DMARC policy", "The sender's domain publishes a DMARC policy, and this email does not meet it."));
    }
  } else {
    if (signature?.signedAt && Date.parse(signature.signedAt) > Date.parse(facts.checkedAt) + FUTURE_TOLERANCE_MS) {
      issues.push(
        issue(
          'future_signature',
          'Signature dated in the future',
          'The signature of this email claims a signing time that has not come yet, so it cannot be trusted.',
        ),
      );
    }
    if (signature?.bodyPartlyUnsigned) {
      issues.push(
        issue(
          'partial_body',
          'Part of this email is not covered by the signature',
          "The sender's signature covers only the beginning of this email; the rest could have been added by anyone. Only the signed part was read.",
        ),
      );
    }
    const ownership = signature ?? facts.signatures.find((s) => orgDomainOf(s.domain) === orgDomainOf(signingDomain));
    if (!ownership?.signedRecipientIsUploader) {
      issues.push(
        issue(
          'not_addressed_to_you',
          'This email was addressed to someone else',
          'None of your verified addresses is among the recipients (To or Cc) that the sender signed, so the email does not show it was sent to you. Headers such as Delivered-To can be added by anyone. If it was sent to another address of yours, verify that address first.',
        ),
      );
    }
    const employer = employerIssue(facts, signingDomain, attribution);
    if (employer.issue) issues.push(employer.issue);
    evidence = employer.evidence;
    if (evidence && issues.length === 0) {
      const graded = grade(facts, evidence, attribution, directory);
      if (graded.issue) issues.push(graded.issue);
      else {
        evidence = graded.evidence;
        advice = graded.advice;
      }
    }
  }
  // Without any signature to rest on there is nothing to pass (the signature problem itself is
  // reported by verifyAuthenticity: "No DKIM signature", "Email content was modified", ...).
  const passed = issues.length === 0 && signingDomain !== null;
  const via = signature ? 'dkim' : arcDomain ? 'arc' : null;
  const level: EvidenceLevel = passed && evidence ? evidence.level : 'private';
  return {
    policyVersion: EVIDENCE_POLICY_VERSION,
    passed,
    issues,
    evidence: passed ? evidence : null,
    level,
    advice: level === 'employer_verified' ? null : level === 'private' ? (issues[0]?.description ?? PRIVATE_ADVICE) : advice,
    dmarc: facts.dmarc,
    via,
  };
}

const PRIVATE_ADVICE = 'Upload the original email the company sent you (in your mail app: Download message / Save as .eml).';

interface Grade {
  evidence: InterviewEvidence;
  advice: string | null;
  issue: PolicyIssue | null;
}

/** The entry vouches for this (normalised) name: its own name, or a name its proven domains spell. */
function vouchesForName(entry: DirectoryEntryView, nameKey: string): boolean {
  return entry.names.includes(nameKey) || (entry.source !== 'company' && normalizeCompanyName(entry.name) === nameKey);
}

/** The employer's name as verified evidence shows it: the entry's, or (a proven company) the name its domain spells. */
function verifiedEmployer(entry: DirectoryEntryView, attributed: string): string {
  return entry.source === 'company' ? attributed : entry.name;
}

/**
 * The level of evidence that passed every rule: employer verified when the directory ties the
 * signer (its domain, or the one hiring-system tenant its signed mail names) to the employer.
 */
function grade(facts: EvidenceFacts, evidence: InterviewEvidence, attribution: Attribution, directory: EmployerDirectoryView): Grade {
  const company = attribution.companyName;
  const nameKey = normalizeCompanyName(company);
  const signerOrg = orgDomainOf(evidence.signingDomain);
  // A name seed/admin entries bind to their domains is verified through those domains only.
  const reserved = nameKey ? directory.reservedDomainsOf(nameKey) : [];
  const senderNamed = (advice: string): Grade => ({ evidence: { ...evidence, level: 'sender_named' }, advice, issue: null });
  const verified = (entry: DirectoryEntryView): Grade => {
    const employer = verifiedEmployer(entry, company);
    const label = evidence.kind === 'hiring_system' ? `Signed by ${evidence.system} for ${employer}` : evidence.label;
    return { evidence: { ...evidence, employer, label, level: 'employer_verified' }, advice: null, issue: null };
  };

  if (evidence.kind === 'employer_domain') {
    if (reserved.length > 0 && !reserved.includes(signerOrg)) {
      return senderNamed(`${company} is known to send from ${reserved.join(', ')}, not ${signerOrg}. Upload an email from ${company}'s own domain.`);
    }
    const entry = directory
      .entriesForDomain(signerOrg)
      // Seed and admin entries name the employer of their domains; a proven company vouches for the names its domains spell.
      .find((e) => e.source !== 'company' || vouchesForName(e, nameKey) || companyOwnsDomain(company, signerOrg, attribution.companyDomain));
    if (entry) return verified(entry);
    return senderNamed(
      `Nobody has proven that ${signerOrg} belongs to ${company}. Ask ${company} to verify its domain with us (a company proves it with a work address at ${signerOrg}).`,
    );
  }

  const system = evidence.system ?? 'the hiring system';
  const tenants = (facts.tenants ?? []).filter((t) => t.system === evidence.system);
  if (tenants.length > 1) {
    return senderNamed(
      `This email names several ${system} accounts (${tenants.map((t) => t.tenant).join(', ')}), so it cannot show which employer's account sent it. Upload another email from ${company}'s ${system} account, or one from ${company}'s own domain.`,
    );
  }
  const tenant = tenants[0];
  // A company that lost its proven domains keeps its tenants bound, but they vouch for nothing.
  const held = tenant ? directory.entryForTenant(tenant.system, tenant.tenant) : null;
  const bound = held?.vouches ? held : null;
  if (tenant && bound) {
    const namesBound = vouchesForName(bound, nameKey) || (bound.source === 'company' && bound.domains.some((d) => companyOwnsDomain(company, d)));
    const sameEmployer = namesBound && (reserved.length === 0 || (bound.source !== 'company' && bound.domains.some((d) => reserved.includes(d))));
    if (!sameEmployer && reserved.length === 0) {
      // The account is another employer's and the name is nobody's in the directory (a trading
      // name, a subsidiary, a misread): public at most as named, never verified through it.
      return senderNamed(
        `This email was sent through the ${system} account "${tenant.tenant}", which is verified as ${bound.name}'s, not ${company}'s, so it cannot show that ${company} sent it. Upload an email from ${company}'s own domain.`,
      );
    }
    if (!sameEmployer) {
      // Naming a known employer through another employer's account: a false claim, kept private.
      return {
        evidence,
        advice: null,
        issue: issue(
          'tenant_of_other_employer',
          `The ${system} account belongs to another employer`,
          `This email was sent through the ${system} account "${tenant.tenant}", which belongs to ${bound.name}, not ${company}, so it does not show that ${company} sent it.`,
        ),
      };
    }
    return verified(bound);
  }
  if (!tenant) {
    return senderNamed(
      `We could not tell which ${system} account sent this email. Upload an email that links to ${company}'s ${system} job board, or one from ${company}'s own domain.`,
    );
  }
  return senderNamed(
    `The ${system} account "${tenant.tenant}" is not verified as ${company}'s. Ask ${company} to verify its ${system} account with us, or upload an email from ${company}'s own domain.`,
  );
}
