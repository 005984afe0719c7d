/** How many avatar colours there are (web/src/styles/components.css, `.avatar-tone-N`). */
export const AVATAR_TONES = 8;

/**
 * A stable colour for a name's letter avatar, so companies are told apart at a glance and keep
 * their colour across pages and visits (FNV-1a of the lowercased name).
 */
export function avatarTone(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % AVATAR_TONES;
}
