import * as z from 'zod/mini';

// zod probes whether it may compile parsers with `new Function`. Under the shop's
// Content-Security-Policy (script-src without 'unsafe-eval') the probe is refused and reported as
// a violation on every page, so in a browser zod is told up front to parse without compiling.
// The server keeps the faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
