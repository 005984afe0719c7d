/**
 * One value loaded for everyone and kept `ttlMs` (whole-population figures, say): while a load runs,
 * every caller waits for that same load (single flight), so N concurrent calls after an expiry do one
 * load, not N. A failed load is not kept: the next call tries again.
 */
export class SharedLoad<T> {
  private value: { at: number; value: T } | undefined;
  private inFlight: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.value && this.now() - this.value.at < this.ttlMs) return Promise.resolve(this.value.value);
    this.inFlight ??= this.load().then(
      (value) => {
        this.value = { at: this.now(), value };
        this.inFlight = undefined;
        return value;
      },
      (error: unknown) => {
        this.inFlight = undefined;
        throw error;
      },
    );
    return this.inFlight;
  }
}
