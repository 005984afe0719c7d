/**
 * Runs tasks one at a time per key, in arrival order; different keys run side by side. For
 * compare-and-swap ledgers: requests of one process for the same ledger queue here instead of
 * colliding on the unique index and retrying (which costs reads and writes per collision and grows
 * with the crowd); the index still settles races between processes.
 */
export class KeyedLanes {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      // The last task of the key cleans up, so idle keys cost nothing.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with queued or running tasks (tests, diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
