// The monolith build's stand-in for shell/src/federation/start-federation.ts: there is no
// registry to read and no remote to register; every exposed module is part of the bundle.
export function startFederation() {}

export async function releaseOf(name) {
  return { version: 'monolith', entry: '', contractsVersion: '', name };
}
