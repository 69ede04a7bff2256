import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-contracts';
import { reportClientProblem } from './report';
import { releaseOf } from './start-federation';

export interface LoadOptions {
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
  /** Further attempts after the first one fails. */
  retries: number;
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = { timeoutMs: 12_000, retries: 1 };

class RemoteLoadError extends Error {}

/** Remotes that failed on this page: their next load starts from a fresh registration. */
const failedBefore = new Set<RemoteName>();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new RemoteLoadError(String(error)));
      },
    );
  });
}

/**
 * Loads an exposed module with a bounded number of attempts and a time limit per attempt.
 * Between attempts the remote is registered anew (force), which clears the runtime's memory
 * of the failed entry script; when the registry names a fallback release, that is the one
 * tried next, and the shell reports whether it loaded or failed too (the operator's status
 * counts these reports: docs/operating.md).
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  expose: string,
  options = DEFAULT_LOAD_OPTIONS,
): Promise<T> {
  const release = await releaseOf(remote);
  if (!release) throw new RemoteLoadError(`no release of "${remote}" is registered`);
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  let entry = release.entry;
  let lastError: unknown;
  const reportFallback = (outcome: 'loaded' | 'failed') =>
    reportClientProblem('remote-fallback', {
      remote,
      from: release.version,
      to: release.fallbackVersion ?? 'previous',
      outcome,
    });
  if (failedBefore.has(remote)) registerRemotes([{ name: remote, entry }], { force: true });
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    try {
      const module = await withTimeout(loadRemote<T>(id), options.timeoutMs, id);
      if (!module) throw new RemoteLoadError(`${id} answered no module`);
      failedBefore.delete(remote);
      if (entry !== release.entry) reportFallback('loaded');
      return module;
    } catch (error) {
      lastError = error;
      failedBefore.add(remote);
      if (attempt === options.retries) break;
      if (release.fallbackEntry && entry !== release.fallbackEntry) entry = release.fallbackEntry;
      registerRemotes([{ name: remote, entry }], { force: true });
    }
  }
  if (entry !== release.entry) reportFallback('failed');
  throw lastError instanceof Error ? lastError : new RemoteLoadError(String(lastError));
}
