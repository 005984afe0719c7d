import { badInput } from '@hiring/service-kit';
import type { SearchPosition } from '../search/candidate-entry.js';

/**
 * Opaque cursors of the partner connections (docs/decisions/partner-api.md#cursor-pagination):
 * the position of the last item in the connection's order, not an offset, so candidates or
 * unlocks added before it do not move the next page. A version prefix lets the shape change
 * later without misreading old cursors. They carry no secret: a hand-made cursor only reads
 * another position of what the company may see anyway.
 */
export const CURSOR_MESSAGES = { invalid: 'Invalid cursor: pass an endCursor this API returned' } as const;

function encode(kind: string, values: readonly (string | number)[]): string {
  return `${kind}1.${Buffer.from(JSON.stringify(values), 'utf8').toString('base64url')}`;
}

function decode(kind: string, cursor: string): unknown[] {
  const prefix = `${kind}1.`;
  if (cursor.length > 500 || !cursor.startsWith(prefix)) throw badInput(CURSOR_MESSAGES.invalid);
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor.slice(prefix.length), 'base64url').toString('utf8'));
    if (Array.isArray(values)) return values;
  } catch {
    // falls through to the refusal
  }
  throw badInput(CURSOR_MESSAGES.invalid);
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function searchCursor(position: SearchPosition): string {
  const { offers, furthest, verified, latest, count } = position.rank;
  return encode('s', [offers, furthest, verified, latest, count, position.id]);
}

/** Six values; five from cursors issued before the employer-verified count joined the order (read as 0). */
export function searchPosition(cursor: string): SearchPosition {
  const values = decode('s', cursor);
  const [offers, furthest, verified, latest, count, id, ...rest] = values.length === 5 ? [values[0], values[1], 0, ...values.slice(2)] : values;
  if (
    rest.length > 0 ||
    !isCount(offers) ||
    !isCount(furthest) ||
    !isCount(verified) ||
    typeof latest !== 'string' ||
    !isCount(count) ||
    typeof id !== 'string' ||
    !id
  ) {
    throw badInput(CURSOR_MESSAGES.invalid);
  }
  return { rank: { offers, furthest, verified, latest, count }, id };
}

/** An unlock's place in "newest first, then by candidate id". */
export interface UnlockPosition {
  unlockedAt: number;
  id: string;
}

export function unlockCursor(position: UnlockPosition): string {
  return encode('u', [position.unlockedAt, position.id]);
}

export function unlockPosition(cursor: string): UnlockPosition {
  const [unlockedAt, id, ...rest] = decode('u', cursor);
  if (rest.length > 0 || !isCount(unlockedAt) || typeof id !== 'string' || !id) throw badInput(CURSOR_MESSAGES.invalid);
  return { unlockedAt, id };
}

/** Newest first, then by id: a total order, so a position splits the list in two. */
export function compareUnlocks(a: UnlockPosition, b: UnlockPosition): number {
  return b.unlockedAt - a.unlockedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
