// An async boundary: shared modules (React, the bus...) are negotiated with the remotes before
// any code that uses them runs. The chunk's name lets the server preload it (startup-assets.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
