import { extractorFromSettings, type Extractor, type OpenAiSettings } from '@hiring/extraction';
import { assessEmail, KeyLookupUnavailable, type Assessment } from '../domain/assess-email.service.js';
import { NotAnEmailError, parseEml, type ParsedEmail } from '../domain/parsing/parse-eml.js';
import { matchOwnedAddress } from '../domain/parsing/ownership.js';
import { createDnsResolver, type DnsResolver } from '@hiring/service-kit/dns';

/**
 * Everything an uploaded email's bytes go through before anything is stored: parsing, the
 * ownership gate, signatures, extraction, the evidence policy. It runs in a worker thread with a
 * time budget and a memory cap (see email-reader.ts), so hostile bytes stall one worker, not the
 * service; and it is a plain function, so it runs in-process too.
 */
export interface ReadEmailTask {
  raw: Uint8Array;
  /** The uploader's verified addresses. */
  verified: string[];
  sourceType: 'email_upload' | 'email_ingestion';
}

export type ReadEmailResult =
  | { kind: 'not-an-email'; message: string }
  | { kind: 'not-yours' }
  /** The sender's signing key could not be looked up just now: try again later, nothing was judged. */
  | { kind: 'key-lookup-failed' }
  | { kind: 'read'; parsed: ParsedEmail; matchedAddress: string; assessment: Assessment };

export interface ReaderSettings {
  dnsServers: string[];
  trustedArcSealers: string[];
  openai: OpenAiSettings;
}

export interface ReaderDeps {
  resolver: DnsResolver;
  extractor: Extractor;
  trustedArcSealers: readonly string[];
}

export function readerDeps(settings: ReaderSettings): ReaderDeps {
  return {
    resolver: createDnsResolver(settings.dnsServers),
    extractor: extractorFromSettings(settings.openai),
    trustedArcSealers: settings.trustedArcSealers,
  };
}

export async function readEmail(deps: ReaderDeps, task: ReadEmailTask): Promise<ReadEmailResult> {
  const raw = Buffer.from(task.raw.buffer, task.raw.byteOffset, task.raw.byteLength);
  let parsed: ParsedEmail;
  try {
    parsed = await parseEml(raw);
  } catch (error) {
    if (error instanceof NotAnEmailError) return { kind: 'not-an-email', message: error.message };
    throw error;
  }
  const matchedAddress = matchOwnedAddress(parsed, task.verified);
  if (!matchedAddress) return { kind: 'not-yours' };
  try {
    const assessment = await assessEmail(deps, { raw, parsed, uploaderAddresses: task.verified, sourceType: task.sourceType });
    return { kind: 'read', parsed, matchedAddress, assessment };
  } catch (error) {
    if (error instanceof KeyLookupUnavailable) return { kind: 'key-lookup-failed' };
    throw error;
  }
}
