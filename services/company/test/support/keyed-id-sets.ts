/**
 * Candidate ids per key (the hiding index: company name or domain → the candidates it hides).
 *
 * A key's ids are appended to an array and made a set only when a query or a removal first needs
 * that key: loading 100,000 candidates puts about two million ids under a few thousand keys, and
 * building all those sets was a tenth of a replica's start, while a query needs only the keys of
 * the one company asking.
 */
export class KeyedIdSets {
  private readonly byKey = new Map<string, Set<string> | string[]>();

  add(key: string, id: string): void {
    const ids = this.byKey.get(key);
    if (!ids) this.byKey.set(key, [id]);
    else if (Array.isArray(ids)) ids.push(id);
    else ids.add(id);
  }

  remove(key: string, id: string): void {
    const ids = this.get(key) as Set<string> | undefined;
    if (!ids) return;
    ids.delete(id);
    if (ids.size === 0) this.byKey.delete(key);
  }

  get(key: string): ReadonlySet<string> | undefined {
    const ids = this.byKey.get(key);
    if (!Array.isArray(ids)) return ids;
    const set = new Set(ids);
    this.byKey.set(key, set);
    return set;
  }
}
