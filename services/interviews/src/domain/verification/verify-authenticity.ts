import { createHash, createPublicKey } from 'node:crypto';
import { authenticate, dkimVerify } from 'mailauth';
import type { DnsResolver } from '@hiring/service-kit/dns';

/** What we keep of one DKIM signature at upload, so a later key rotation cannot un-verify it. */
export interface SignatureEvidence {
  signingDomain: string;
  selector: string;
  /** sha256 of the public key the signature verified against (base64 of the DER key). */
  keyFingerprint: string | null;
  result: 'pass' | 'fail' | 'neutral' | 'temperror' | 'permerror' | 'policy' | 'none';
  comment: string | null;
  signedAt: string | null;
  expiresAt: string | null;
  /** When the result was judged: now, or the signing time for a signature that expired since. */
  judgedAt: string;
  alignedWithFrom: boolean;
  /** `a=`: rsa-sha256 or ed25519-sha256 count; rsa-sha1 does not (RFC 8301). */
  algorithm?: string | null;
  /** Header names the signature covers (`h=`, the instances actually found), lower case. */
  signedHeaders?: string[];
  /** `l=` and the canonical body lengths: `signed` < `total` means part of the body is unsigned. */
  bodyLength?: { limit: number; signed: number; total: number } | null;
  keyBits?: number | null;
}

export interface VerificationIssue {
  /** Set on the evidence policy's issues (see evidence-policy.ts); signature problems have none. */
  code?: string;
  title: string;
  description: string;
}

export interface AuthenticityReport {
  dkim: SignatureEvidence[];
  /** The header lines each DKIM signature covers (parallel to `dkim`); used at upload, never stored. */
  signedHeaderLines: string[][];
  /** The ARC chain's newest sealer and what it saw on arrival (for forwarded mail). */
  arcSeal: { sealer: string | null; dkimPassDomains: string[] } | null;
  dkimResult: 'pass' | 'fail' | 'none';
  spf: { result: string; domain: string | null };
  arc: { result: string };
  dmarc: { result: string };
  issues: VerificationIssue[];
  /** 0-100: how sure we are the content is what the sender sent. */
  confidence: number;
  checkedAt: string;
}

interface MailauthDkimResult {
  signingDomain?: string;
  selector?: string;
  publicKey?: string;
  signTime?: string | null;
  expiresAfter?: string | null;
  algo?: string;
  modulusLength?: number;
  signingHeaders?: { keys?: string; headers?: string[] };
  canonBodyLengthLimited?: boolean;
  canonBodyLengthLimit?: number;
  canonBodyLength?: number;
  canonBodyLengthTotal?: number;
  status: { result: string; comment?: string; aligned?: string | false };
}

interface MailauthArcResult {
  status?: { result?: string };
  signature?: { signingDomain?: string } | false;
  authenticationResults?: { dkim?: { result?: string; header?: { d?: string; i?: string } }[] };
}

/** sha256 of the key's SubjectPublicKeyInfo: the same bytes as the DNS record's `p=`. */
function fingerprint(publicKeyPem: string | undefined): string | null {
  if (!publicKeyPem) return null;
  try {
    const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
    return createHash('sha256').update(der).digest('base64');
  } catch {
    return null;
  }
}

function evidenceOf(row: MailauthDkimResult, judgedAt: Date): SignatureEvidence {
  return {
    signingDomain: row.signingDomain ?? '',
    selector: row.selector ?? '',
    keyFingerprint: fingerprint(row.publicKey),
    result: (row.status.result as SignatureEvidence['result']) ?? 'none',
    comment: row.status.comment ?? null,
    signedAt: row.signTime ?? null,
    expiresAt: row.expiresAfter ?? null,
    judgedAt: judgedAt.toISOString(),
    alignedWithFrom: Boolean(row.status.aligned),
    algorithm: row.algo ?? null,
    signedHeaders: (row.signingHeaders?.keys ?? '')
      .split(':')
      .map((key) => key.trim().toLowerCase())
      .filter(Boolean),
    bodyLength: row.canonBodyLengthLimited
      ? { limit: row.canonBodyLengthLimit ?? 0, signed: row.canonBodyLength ?? 0, total: row.canonBodyLengthTotal ?? 0 }
      : null,
    keyBits: row.modulusLength ?? null,
  };
}

/**
 * No signature verified and at least one could not be checked because its key lookup failed for
 * a while (a DNS timeout or SERVFAIL, mailauth's `temperror`): the email is not at fault, so it is
 * not judged at all; the uploader is asked to try again.
 */
export function keyLookupFailed(report: Pick<AuthenticityReport, 'dkim' | 'dkimResult'>): boolean {
  return report.dkimResult !== 'pass' && report.dkim.some((signature) => signature.result === 'temperror');
}

/** Titles of the issues a broken DKIM signature gives (a trusted ARC report can stand in for it). */
export const SIGNATURE_FAILURE_TITLES = new Set([
  'Email content was modified',
  'Signature does not match',
  "Sender's signing key not found",
  'Signature could not be verified',
]);

const DKIM_PROBLEMS: Record<string, VerificationIssue> = {
  'body hash did not verify': {
    title: 'Email content was modified',
    description: 'The message body no longer matches what the sender signed. Upload the original email, exported without edits.',
  },
  'bad signature': {
    title: 'Signature does not match',
    description: "The email's DKIM signature does not verify against the sender's published key.",
  },
  'no key': {
    title: "Sender's signing key not found",
    description: "The sender's domain does not publish the key this email was signed with, so its origin cannot be confirmed.",
  },
};

/**
 * DKIM (content unmodified), SPF of the original sender where the Received chain allows it, and
 * ARC. Signatures that expired after signing (Greenhouse/Mailgun put x= two hours after t=) are
 * judged at their signing time, so a months-old interview email still verifies.
 */
export async function verifyAuthenticity(raw: Buffer, resolver: DnsResolver, now: Date = new Date()): Promise<AuthenticityReport> {
  const result = await authenticate(raw, {
    resolver,
    trustReceived: true,
    disableBimi: true,
    mta: 'hiring-marketplace.verifier',
  } as Parameters<typeof authenticate>[1]);

  const rows = (result.dkim?.results ?? []) as MailauthDkimResult[];
  const dkim: SignatureEvidence[] = [];
  const signedHeaderLines: string[][] = [];
  for (const row of rows) {
    if (row.status.result === 'neutral' && row.status.comment === 'expired' && row.signTime) {
      const signedAt = new Date(row.signTime);
      const again = await dkimVerify(raw, { resolver, curTime: signedAt } as Parameters<typeof dkimVerify>[1]);
      const same = ((again.results ?? []) as MailauthDkimResult[]).find((r) => r.signingDomain === row.signingDomain && r.selector === row.selector);
      if (same) {
        dkim.push(evidenceOf(same, signedAt));
        signedHeaderLines.push(same.signingHeaders?.headers ?? []);
        continue;
      }
    }
    if (row.status.result !== 'none') {
      dkim.push(evidenceOf(row, now));
      signedHeaderLines.push(row.signingHeaders?.headers ?? []);
    }
  }
  const arcRow = result.arc as MailauthArcResult | undefined;
  const arcSeal =
    arcRow?.status?.result === 'pass'
      ? {
          sealer: (arcRow.signature && arcRow.signature.signingDomain) || null,
          dkimPassDomains: (arcRow.authenticationResults?.dkim ?? [])
            .filter((entry) => entry.result === 'pass')
            .map((entry) => (entry.header?.d ?? entry.header?.i?.replace(/^.*@/, '') ?? '').toLowerCase())
            .filter(Boolean),
        }
      : null;

  const passing = dkim.filter((e) => e.result === 'pass');
  const dkimResult: AuthenticityReport['dkimResult'] = passing.length > 0 ? 'pass' : dkim.length > 0 ? 'fail' : 'none';
  const spfResult = String((result.spf && result.spf.status?.result) ?? 'none');
  const arcResult = String((result.arc && result.arc.status?.result) ?? 'none');
  const dmarcResult = String((result.dmarc && result.dmarc.status?.result) ?? 'none');

  const issues: VerificationIssue[] = [];
  if (dkimResult === 'none') {
    issues.push({
      title: 'No DKIM signature',
      description: 'The email carries no DKIM signature, so nothing proves it was sent by the company and not edited.',
    });
  } else if (dkimResult === 'fail') {
    const first = dkim[0]!;
    issues.push(
      DKIM_PROBLEMS[first.comment ?? ''] ?? {
        title: 'Signature could not be verified',
        description: `The DKIM signature from ${first.signingDomain} did not verify (${first.comment ?? first.result}).`,
      },
    );
  }
  if (spfResult === 'fail') {
    issues.push({
      title: 'Sender not authorised',
      description: "The server that delivered this email is not allowed to send for the sender's domain (SPF fail).",
    });
  }
  if (arcResult === 'fail') {
    issues.push({
      title: 'Forwarding chain broken',
      description: 'The ARC chain recorded by forwarding servers does not verify.',
    });
  }

  let confidence = dkimResult === 'pass' ? 80 : dkimResult === 'fail' ? 10 : 25;
  if (dkimResult === 'pass' && passing.some((e) => e.alignedWithFrom)) confidence += 10;
  if (spfResult === 'pass') confidence += 5;
  if (arcResult === 'pass') confidence += 5;
  if (spfResult === 'fail' || arcResult === 'fail') confidence -= 20;

  return {
    dkim,
    signedHeaderLines,
    arcSeal,
    dkimResult,
    spf: { result: spfResult, domain: (result.spf && (result.spf as { domain?: string }).domain) || null },
    arc: { result: arcResult },
    dmarc: { result: dmarcResult },
    issues,
    confidence: Math.max(0, Math.min(100, confidence)),
    checkedAt: now.toISOString(),
  };
}
