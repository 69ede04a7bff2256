// The shell's own styles load with the page (a stylesheet in the head), so the server's HTML is
// drawn styled before any script has run.
import './styles/base.css';
import './styles/layout.css';

// An async boundary: shared modules (React, the bus...) are negotiated with the remotes before
// any code that uses them runs. The chunk's name lets the server preload it (startup-assets.json).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
