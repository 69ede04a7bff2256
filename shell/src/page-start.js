// The page's scripts start here (docs/page-rendering.md). The server's HTML is already drawn and
// styled; what a shopper waits for is the page's first pictures, the ones it marks
// fetchpriority="high" (its largest paint: the hero, the product, the first products of a
// listing). Scripts fetched meanwhile share the connection with them and slow them down, so
// they start once those pictures are in and painted, or after START_LIMIT_MS at the latest. A
// page without such pictures (the cart, sign-in, an information page) starts them once it has
// painted.
// Until then its script-only buttons take no tap (shell/src/styles/base.css).
//
// A classic script, small and without imports: it is fetched with the HTML.
(() => {
  const START_LIMIT_MS = 3000;

  /** A JSON script element's value, or undefined. */
  const read = (id) => {
    const element = document.getElementById(id);
    try {
      return element ? JSON.parse(element.textContent ?? '') : undefined;
    } catch {
      return undefined;
    }
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The files the server planned (shared-contracts PRELOADS_ELEMENT_ID): fetched all at once,
    // instead of each found by the one before it (main.js, then remoteEntry.js, then its chunks).
    const preloads = read('riode-preloads');
    for (const href of Array.isArray(preloads) ? preloads : []) {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      document.head.append(link);
    }
    // The shell's entry scripts (shell/src/index.html lists them), run in their order.
    const scripts = read('riode-page-scripts');
    for (const src of Array.isArray(scripts) ? scripts : []) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.append(script);
    }
    // A page's first read of its storage loads it from disk (10 ms and more on a phone): done here,
    // while the scripts download, not inside the federation runtime's start that reads it first.
    setTimeout(() => {
      try {
        void window.localStorage.length;
      } catch {
        // Storage refused (a privacy setting): the scripts handle that themselves.
      }
    }, 0);
  };

  /**
   * Calls `then` once the page has painted its first content (its first-contentful-paint entry),
   * at once where the browser does not report paints. An animation frame is not enough: its
   * frame may reach the screen well after the callback (measured: 25-35 ms later).
   */
  const afterFirstPaint = (then) => {
    const painted = (entries) => entries.some((entry) => entry.name === 'first-contentful-paint');
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return then();
    if (painted(performance.getEntriesByType('paint'))) return then();
    const observer = new PerformanceObserver((list) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };

  // Once painted: after the first paint and the next frame, in a task of their own. Never before
  // the page's first paint, even when its pictures are already in: scripts that start downloading
  // before it make a slow phone's first paint wait for them in Lighthouse's model of it (the
  // bench's runs with that order took 1.6 s to FCP instead of 0.9 s, 2.3 s to LCP instead of 1.0 s).
  const whenPainted = () => afterFirstPaint(() => requestAnimationFrame(() => setTimeout(start, 0)));
  const waiting = [...document.querySelectorAll('img[fetchpriority="high"]')].filter(
    (picture) => !picture.complete,
  );
  // At the latest after START_LIMIT_MS, whatever the pictures and the paint reports do.
  setTimeout(start, START_LIMIT_MS);
  if (waiting.length === 0) {
    whenPainted();
    return;
  }
  let left = waiting.length;
  const arrived = () => {
    left -= 1;
    if (left === 0) whenPainted();
  };
  for (const picture of waiting) {
    picture.addEventListener('load', arrived, { once: true });
    picture.addEventListener('error', arrived, { once: true });
  }
})();
