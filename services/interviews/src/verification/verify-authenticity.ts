import { createHash, createPublicKey } from 'node:crypto';
import { authenticate, dkimVerify } from 'mailauth';
import type { DnsResolver } from './dns-resolver.js';

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
}

export interface VerificationIssue {
  title: string;
  description: string;
}

export interface AuthenticityReport {
  dkim: SignatureEvidence[];
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
  status: { result: string; comment?: string; aligned?: string | false };
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
  };
}

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
  for (const row of rows) {
    if (row.status.result === 'neutral' && row.status.comment === 'expired' && row.signTime) {
      const signedAt = new Date(row.signTime);
      const again = await dkimVerify(raw, { resolver, curTime: signedAt } as Parameters<typeof dkimVerify>[1]);
      const same = ((again.results ?? []) as MailauthDkimResult[]).find(
        (r) => r.signingDomain === row.signingDomain && r.selector === row.selector,
      );
      if (same) {
        dkim.push(evidenceOf(same, signedAt));
        continue;
      }
    }
    if (row.status.result !== 'none') dkim.push(evidenceOf(row, now));
  }

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
    dkimResult,
    spf: { result: spfResult, domain: (result.spf && (result.spf as { domain?: string }).domain) || null },
    arc: { result: arcResult },
    dmarc: { result: dmarcResult },
    issues,
    confidence: Math.max(0, Math.min(100, confidence)),
    checkedAt: now.toISOString(),
  };
}
