import { createContext, use, useContext, type ComponentType, type ReactNode } from 'react';
import {
  tracked,
  type LocaleCode,
  type PrepareModule,
  type RemoteHeads,
  type RemoteLoaders,
  type RemoteModuleRef,
  type RemoteName,
} from 'shared-contracts';
import { loadRemoteModule } from './load-remote-module';

/**
 * What a remote's exposed module gives the shell: a component, for './routes' its pages' loaders
 * and heads, and for a module the server draws what it needs before drawing in a language.
 */
export interface ExposedModule {
  default?: ComponentType<never>;
  loaders?: RemoteLoaders;
  heads?: RemoteHeads;
  prepare?: PrepareModule;
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
    load = tracked(
      loadRemoteModule<ExposedModule>(remote, expose).then((module) => {
        if (typeof module.default !== 'function' && typeof module.default !== 'object') {
          throw new Error(`${remote}/${expose} does not export a component`);
        }
        return module;
      }),
    );
    loads.set(key, load);
  }
  return load;
}

/**
 * Loads the modules the server drew in this page and what they need to draw in its language, so
 * the page hydrates in one pass: React hydrates a part still waiting for its code later, and a tap
 * on that part meanwhile is lost (React replays it only on a part it can hydrate at once). Gives up
 * waiting after `limitMs`: a slow remote's part then hydrates when its module arrives.
 */
export async function loadBeforeHydrating(
  modules: readonly RemoteModuleRef[],
  locale: LocaleCode,
  limitMs: number,
): Promise<void> {
  const ready = Promise.allSettled(
    modules.map(async ({ remote, expose, page }) => {
      const module = await loadExposed(remote, expose, 0);
      await module.prepare?.(locale, page);
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([ready, limit]);
  clearTimeout(timer);
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
