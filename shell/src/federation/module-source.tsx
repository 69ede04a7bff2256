import { createContext, use, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemoteLoaders, RemoteName } from 'shared-contracts';
import { loadRemoteModule } from './load-remote-module';

/** What a remote's exposed module gives the shell: a component, and for './routes' its pages' loaders. */
export interface ExposedModule {
  default?: ComponentType<never>;
  loaders?: RemoteLoaders;
}

/**
 * Where a slot gets its remote's module. In the browser, from the federation runtime (a slot
 * suspends until it is there); on the server, from the modules the request loaded before
 * rendering (shell/src/server/render-page.tsx), where a missing one throws, so React streams the
 * slot's fallback and the browser draws that slot itself.
 */
export interface ModuleSource {
  useModule(remote: RemoteName, expose: string, attempt: number): ExposedModule;
}

const loads = new Map<string, Promise<ExposedModule>>();

/** One load per remote module and attempt (React's use() needs the same promise every render). */
function loadExposed(remote: RemoteName, expose: string, attempt: number): Promise<ExposedModule> {
  const key = `${remote}/${expose}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteModule<ExposedModule>(remote, expose).then((module) => {
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new Error(`${remote}/${expose} does not export a component`);
      }
      return module;
    });
    loads.set(key, load);
  }
  return load;
}

export const browserModuleSource: ModuleSource = {
  useModule: (remote, expose, attempt) => use(loadExposed(remote, expose, attempt)),
};

const ModuleSourceContext = createContext<ModuleSource>(browserModuleSource);

export function ModuleSourceProvider({ source, children }: { source: ModuleSource; children: ReactNode }) {
  return <ModuleSourceContext.Provider value={source}>{children}</ModuleSourceContext.Provider>;
}

export function useModuleSource(): ModuleSource {
  return useContext(ModuleSourceContext);
}
