import type { ParsedEmail } from './parse-eml.js';

/**
 * The email must concern the uploader: one of their verified addresses is a recipient (To, Cc,
 * Delivered-To, X-Original-To) or its sender (a candidate forwarding an email is its sender).
 */
export function matchOwnedAddress(email: ParsedEmail, verified: readonly string[]): string | null {
  const owned = new Set(verified.map((a) => a.trim().toLowerCase()));
  const candidates = [
    ...email.to.map((a) => a.address),
    ...email.cc.map((a) => a.address),
    ...email.deliveredTo,
    ...email.xOriginalTo,
    ...email.from.map((a) => a.address),
  ];
  return candidates.find((address) => owned.has(address)) ?? null;
}
