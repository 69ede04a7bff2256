/** How long work waits for an idle moment at most, so a busy page still gets it done. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `work` in a task of its own once the browser is idle (or after IDLE_TIMEOUT_MS); returns
 * a cancel function. Browsers without requestIdleCallback (Safari) get a plain next task.
 */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/**
 * Resolves in an idle task of its own: each idle callback (or timer) runs as a separate task, so
 * the carousels of a page that start swiper this way cost a few short tasks instead of one long
 * one (total blocking time on a phone).
 */
export function inIdleTask(): Promise<void> {
  return new Promise((resolve) => void whenIdle(resolve));
}
