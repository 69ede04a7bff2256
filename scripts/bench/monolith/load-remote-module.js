// The monolith build's stand-in for shell/src/federation/load-remote-module.ts: the same
// exported surface, but an exposed module is a chunk of this one bundle, loaded with import()
// instead of through the Module Federation runtime. The table is generated at build time from
// each remote's federation.config.js (see webpack.config.js beside this file).
import { exposedModules } from 'riode-monolith-exposes';

export const DEFAULT_LOAD_OPTIONS = { timeoutMs: 12_000, retries: 1 };

export async function loadRemoteModule(remote, expose) {
  const load = exposedModules[remote]?.[expose];
  if (!load) throw new Error(`the monolith build has no module ${remote}/${expose}`);
  return load();
}
