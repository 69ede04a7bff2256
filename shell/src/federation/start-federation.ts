import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRelease } from 'shared-contracts';
import { acceptedReleases, fetchRegistry, readInlinedRegistry } from './registry';
import { reportingPlugin } from './reporting-plugin';
import { yieldingPlugin } from './yielding-plugin';

const releases = new Map<RemoteName, RemoteRelease>();
let ready: Promise<void> = Promise.resolve();

function register(list: Array<[RemoteName, RemoteRelease]>): void {
  for (const [name, release] of list) releases.set(name, release);
  registerRemotes(list.map(([name, release]) => ({ name, entry: release.entry })));
}

/**
 * Registers the remotes the registry names. With the registry inlined (production) this is
 * synchronous, so the first remote request starts without a round trip.
 */
export function startFederation(): void {
  registerPlugins([reportingPlugin(), yieldingPlugin()]);
  const inlined = readInlinedRegistry();
  if (inlined) register(acceptedReleases(inlined));
  else ready = fetchRegistry().then((registry) => register(acceptedReleases(registry)));
}

/** The release of a remote in force on this page, once the registry is known. */
export async function releaseOf(name: RemoteName): Promise<RemoteRelease | undefined> {
  await ready;
  return releases.get(name);
}
