import type { Extractor, ExtractionResult } from '@hiring/extraction';
import { interviewFactsTask, serializeForExtraction, type InterviewFacts } from './extraction/index.js';
import { parseEml, type ParsedEmail } from './parsing/parse-eml.js';
import type { DnsResolver } from '@hiring/service-kit/dns';
import { collectEvidenceFacts, signedBodyBytes, signedPart, type EvidenceFacts } from './verification/evidence-facts.js';
import { judgeEvidence, type Judgement } from './verification/evidence-policy.js';
import type { EmployerDirectoryView } from './verification/employer-directory-view.js';
import { keyLookupFailed, verifyAuthenticity, type AuthenticityReport } from './verification/verify-authenticity.js';

export interface AssessDeps {
  resolver: DnsResolver;
  extractor: Extractor;
  trustedArcSealers: readonly string[];
  /**
   * The employer directory for the level; absent in the worker threads (they cannot share it):
   * the upload pipeline judges the kept facts again with the directory (`judgeWithDirectory`).
   */
  directory?: EmployerDirectoryView;
}

export interface AssessInput {
  raw: Buffer;
  parsed: ParsedEmail;
  /** The uploader's verified addresses. */
  uploaderAddresses: readonly string[];
  sourceType: 'email_upload' | 'email_ingestion';
}

export interface Assessment {
  report: AuthenticityReport;
  extraction: ExtractionResult<InterviewFacts>;
  companyName: string;
  evidenceFacts: EvidenceFacts;
  judgement: Judgement;
}

/** The sender's signing key could not be looked up just now (see keyLookupFailed): nothing was judged. */
export class KeyLookupUnavailable extends Error {
  override readonly name = 'KeyLookupUnavailable';
}

/**
 * What one email proves, without storing anything: signatures, the facts the evidence policy
 * judges, the extraction (of the signed part only), and the policy's judgement.
 */
export async function assessEmail(deps: AssessDeps, input: AssessInput): Promise<Assessment> {
  const { parsed } = input;
  const report = await verifyAuthenticity(input.raw, deps.resolver);
  if (keyLookupFailed(report)) throw new KeyLookupUnavailable(report.dkim.map((signature) => signature.comment).join('; '));
  // Content past a signature's l= could have been appended by anyone: never read it.
  const fromDomain = parsed.from.length === 1 ? (parsed.from[0]!.address.split('@').pop() ?? null) : null;
  const signedBytes = signedBodyBytes(report, fromDomain);
  const readable =
    signedBytes === null ? parsed : await parseEml(signedPart(input.raw, signedBytes)).catch(() => ({ ...parsed, text: '', html: null, forwarded: null }));
  const extraction = await deps.extractor.extract(interviewFactsTask, serializeForExtraction(readable));
  const companyName = extraction.value.company_name?.trim() || 'Unknown Company';
  const evidenceFacts = collectEvidenceFacts({
    raw: input.raw,
    parsed: readable,
    report,
    uploaderAddresses: input.uploaderAddresses,
    companyName,
    // Ingestion passes attached originals themselves and strips the forwarder's own signature.
    forwardedUpload: Boolean(parsed.forwarded) && input.sourceType === 'email_upload',
  });
  const judgement = judgeEvidence(
    evidenceFacts,
    { companyName, companyDomain: extraction.value.company_domain },
    { trustedArcSealers: deps.trustedArcSealers },
    deps.directory,
  );
  return { report, extraction, companyName, evidenceFacts, judgement };
}
