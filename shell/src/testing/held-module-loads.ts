import type { RemoteName } from 'shared-contracts';

/** A load the test settles when it wants: a remote's code on its way over a slow network. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

export type HeldLoad = ReturnType<typeof deferred<unknown>>;

/**
 * The federation runtime as the network, held by the test: `moduleLoad(remote, expose)` is the
 * one pending load of that module (the same on every call), which the test resolves or rejects.
 * Tests of the shell's side mock `federation/load-remote-module` with it.
 */
export function heldModuleLoads() {
  const loads = new Map<string, HeldLoad>();
  const moduleLoad = (remote: RemoteName, expose: string): HeldLoad => {
    const key = `${remote}/${expose}`;
    if (!loads.has(key)) loads.set(key, deferred<unknown>());
    return loads.get(key)!;
  };
  return { loads, moduleLoad };
}
