/**
 * Resolves in a new task of the event loop, so the work after it does not lengthen the task that
 * is running now. A phone counts every task over 50 ms as blocking the shopper (total blocking
 * time); a start cut into several shorter tasks blocks less than the same work done in one.
 * `scheduler.yield()` keeps the work ahead of other queued tasks where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
