/**
 * Runs `action` again while it fails with an error `isTransient` accepts, for up to `limitMs`,
 * waiting `firstWaitMs` and doubling up to 2 s between tries. Any other error, or one past the
 * limit, is thrown. The one retry loop behind retryRetriable (Kafka) and retryWhileUnreachable
 * (a database or service that cannot be reached).
 */
export async function retryWhile<T>(
  action: () => Promise<T>,
  isTransient: (error: unknown) => boolean,
  options: { limitMs?: number; firstWaitMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const deadline = Date.now() + (options.limitMs ?? 30_000);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let wait = options.firstWaitMs ?? 100; ; wait = Math.min(wait * 2, 2000)) {
    try {
      return await action();
    } catch (error) {
      if (!isTransient(error) || Date.now() + wait > deadline) throw error;
      await sleep(wait);
    }
  }
}
