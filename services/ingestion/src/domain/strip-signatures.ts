/** Header fields that vouch for whoever sent this copy of the message (here: the forwarder). */
const FORWARDER_SIGNATURES = new Set(['dkim-signature', 'arc-seal', 'arc-message-signature', 'arc-authentication-results']);

/**
 * Removes the DKIM and ARC signatures from a message's header block, byte for byte otherwise.
 * Used when a forward carries no attached original: the forwarder's signature proves who
 * forwarded, not that the employer wrote the quoted text, so it must not count for the original.
 */
export function stripForwarderSignatures(raw: Buffer): Buffer {
  const text = raw.toString('latin1');
  const crlf = text.indexOf('\r\n\r\n');
  const lf = text.indexOf('\n\n');
  const end = crlf >= 0 && (lf < 0 || crlf <= lf) ? crlf + 2 : lf >= 0 ? lf + 1 : text.length;
  const head = text.slice(0, end);
  const rest = text.slice(end);
  const fields: string[] = [];
  for (const line of head.split(/(?<=\n)/)) {
    if (/^[ \t]/.test(line) && fields.length > 0) fields[fields.length - 1] += line;
    else fields.push(line);
  }
  const kept = fields.filter(
    (field) =>
      !FORWARDER_SIGNATURES.has(
        field
          .slice(0, Math.max(0, field.indexOf(':')))
          .trim()
          .toLowerCase(),
      ),
  );
  return Buffer.from(kept.join('') + rest, 'latin1');
}
