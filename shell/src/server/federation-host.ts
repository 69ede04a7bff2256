import { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactIntl from 'react-intl';
import * as SharedContracts from 'shared-contracts';
import contractsPackage from 'shared-contracts/package.json';
import * as RouterSurface from 'shared-contracts/react-router';
import type { PageRendererOptions, RemoteName, ServerRelease } from 'shared-contracts';
import shellPackage from '../../package.json';

interface RemoteRemoval {
  removeRemote(remote: { name: string; entry: string }): void;
}

const lowest = (range: string) => range.replace(/^[^\d]*/, '');

/** The shared singletons of every build (tooling/webpack/shared-singletons.js), as this process's own copies. */
function sharedModules() {
  const single = (version: string, lib: () => unknown) => ({
    version,
    lib: lib as () => never,
    shareConfig: { singleton: true, requiredVersion: false as const },
  });
  return {
    react: single(React.version, () => React),
    'react/jsx-runtime': single(React.version, () => JsxRuntime),
    'react-dom': single(ReactDom.version, () => ReactDom),
    'react-intl': single(lowest(shellPackage.dependencies['react-intl']), () => ReactIntl),
    'shared-contracts': single(contractsPackage.version, () => SharedContracts),
    'shared-contracts/react-router': single(contractsPackage.version, () => RouterSurface),
  };
}

/**
 * Each release its own remote name, so a canary and the active release never share one. A version
 * may hold '.', '+' and '-' (backend/src/releases/release-folder.ts), which a name may not: each
 * becomes '_' and its character code, so no two versions meet in one name (a version has no '_').
 */
export const remoteNameOf = ({ remote, version }: Pick<ServerRelease, 'remote' | 'version'>) =>
  `${remote}_${version.replace(/[^A-Za-z0-9]/g, (char) => `_${char.charCodeAt(0).toString(16)}`)}`;

/**
 * The server's Module Federation host (docs/page-rendering.md): one runtime instance for the
 * process, which provides the shared singletons above and loads each release's server build from
 * its folder, registered once under a name of its own. A release that failed to load is
 * remembered as bad (a Node entry that threw is not cached, and would run again on every request).
 */
export function createFederationHost({ requireEntry, releasesPerRemote = 3 }: PageRendererOptions) {
  const instance = createInstance({
    name: 'shell_server',
    remotes: [],
    shared: sharedModules(),
    shareStrategy: 'loaded-first',
    plugins: [
      {
        name: 'riode-release-folders',
        // The default loader wants a URL; a release's server build is a file on disk.
        loadEntry: ({ remoteInfo }) => requireEntry(remoteInfo.entry) as never,
      },
    ],
  });
  const registered = new Map<string, ServerRelease>();
  const modules = new Map<string, Promise<unknown>>();
  const bad = new Map<string, unknown>();

  function register(release: ServerRelease): string {
    const name = remoteNameOf(release);
    if (!registered.has(name)) {
      instance.registerRemotes([{ name, entry: release.entry }]);
      registered.set(name, release);
      forgetOldReleases(release.remote);
    }
    return name;
  }

  /** Keeps the newest few releases of a remote loaded: a release, rollback or canary adds one. */
  function forgetOldReleases(remote: RemoteName): void {
    const names = [...registered].filter(([, release]) => release.remote === remote).map(([name]) => name);
    for (const name of names.slice(0, Math.max(0, names.length - releasesPerRemote))) {
      const release = registered.get(name);
      registered.delete(name);
      bad.delete(name);
      for (const key of modules.keys()) if (key.startsWith(`${name}/`)) modules.delete(key);
      if (!release) continue;
      // What registerRemotes(…, { force: true }) does to a remote it replaces: its entry's globals,
      // its container instance and its share-scope records go. The runtime keeps it private.
      (instance.remoteHandler as unknown as RemoteRemoval).removeRemote({ name, entry: release.entry });
      forgetFiles(release);
    }
  }

  function forgetFiles(release: ServerRelease): void {
    const folder = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
    const cache = (requireEntry as { cache?: Record<string, unknown> }).cache;
    if (!cache) return;
    for (const file of Object.keys(cache)) if (file.startsWith(folder)) delete cache[file];
  }

  return {
    /** An exposed module of a release ('./routes'), loaded once; rejects when the release is bad. */
    load(release: ServerRelease, expose: string): Promise<unknown> {
      const name = register(release);
      if (bad.has(name)) return Promise.reject(bad.get(name));
      const key = `${name}/${expose.replace(/^\.\//, '')}`;
      let load = modules.get(key);
      if (!load) {
        load = instance.loadRemote(key).then((module) => {
          if (!module) throw new Error(`${key} answered no module`);
          return module;
        });
        load.catch((error: unknown) => {
          bad.set(name, error);
          modules.delete(key);
        });
        modules.set(key, load);
      }
      return load;
    },
    /** The releases whose server code is loaded now (for the operator's status and the bench). */
    loaded: () => [...registered.values()],
  };
}
