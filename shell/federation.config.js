// The shell's federation boundary: it exposes nothing and knows no remote at build time; the
// registry document names the remotes at run time (docs/architecture.md).
export const federation = { name: 'shell' };
