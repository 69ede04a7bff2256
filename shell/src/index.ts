// The shell's own styles load with the page (a stylesheet in the head, 3 KB gzip), so the frame
// in index.html is drawn styled before any script has run, and the header never draws unstyled.
import './styles/base.css';
import './styles/layout.css';
import { afterFirstPaint } from './lib/after-first-paint';
import { warmIntl } from './lib/warm-intl';

// The browser's locale data loads on a worker thread from now on, while the app's libraries are
// still on their way (issue 9).
warmIntl();

// An async boundary: shared modules (React, the bus...) are negotiated with the remotes before
// any code that uses them runs. The chunk's name lets the server preload it (startup-assets.json).
// It starts once the HTML frame is on screen.
void afterFirstPaint().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
