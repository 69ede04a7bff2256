/** The longest the start waits for a frame (a page that does not draw: a hidden tab, a test). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has drawn its next frame: the page's HTML frame (logo, menu mark,
 * styled by the head's stylesheet). The app starts after it, so a phone that has the scripts
 * early (a warm cache, a fast network, a slow processor) still shows the frame at once instead
 * of a blank screen while React draws the first page (issue 9: first contentful paint).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
      resolve();
      return;
    }
    // rAF runs just before the frame is drawn; the task after it runs once it has been.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}
