import type { RemoteName } from 'shared-contracts';
import type { ExposedModule, ModuleSource } from '../federation/module-source';

/** Thrown in a slot whose remote is not rendered on the server: React streams its fallback instead. */
export class DrawnInBrowser extends Error {
  constructor(readonly slot: string) {
    super(`${slot} is drawn in the browser`);
    this.name = 'DrawnInBrowser';
  }
}

/**
 * The server's module source: the modules the request loaded before rendering, by remote and
 * expose. A slot whose module is missing (its remote failed, overran its time, or draws only in
 * the browser) throws, inside the slot's Suspense boundary: the rest of the page still renders.
 */
export function serverModuleSource(modules: ReadonlyMap<string, ExposedModule>): ModuleSource {
  return {
    useModule(remote: RemoteName, expose: string) {
      const module = modules.get(`${remote}/${expose}`);
      if (!module) throw new DrawnInBrowser(`${remote}/${expose}`);
      return module;
    },
  };
}
