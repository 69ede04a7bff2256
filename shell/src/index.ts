// The shell's own styles load with the page (a stylesheet in the head, 3 KB gzip), so the frame
// in index.html is drawn styled before any script has run, and the header never draws unstyled.
import './styles/base.css';
import './styles/layout.css';
import { afterFirstPaint } from './lib/after-first-paint';
import { warmIntl } from './lib/warm-intl';

// An async boundary: shared modules (React, the bus...) are negotiated with the remotes before
// any code that uses them runs. The chunk's name lets the server preload it (startup-assets.json).
// It starts once the HTML frame is on screen. The browser's locale data loads in the next task,
// while the app's libraries are still on their way, instead of after them (issue 9).
void afterFirstPaint().then(() => {
  const started = import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  setTimeout(warmIntl, 0);
  return started;
});
