// An async boundary: shared modules (React, the bus...) are negotiated with the remotes before
// any code that uses them runs.
import('./bootstrap');
