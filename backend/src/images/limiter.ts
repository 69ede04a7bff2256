/**
 * Runs at most `concurrency` jobs at a time. Rendering a 3840-pixel image takes a few hundred
 * megabytes and a core; without a bound, a burst of first requests would exhaust both.
 */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function limit<T>(job: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      release();
    }
  };
}
