// Emits the shell's page start (shell/src/page-start.js) beside its entry, as it is: a classic
// script of its own, not a webpack entry (an entry would carry the federation runtime, the very
// weight it holds back). Production builds minify and precompress it like any other script.
import { readFileSync } from 'node:fs';

export const PAGE_START_FILE = 'page-start.js';

export class PageStartPlugin {
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageStartPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Watched: `npm run dev` rebuilds when it changes.
          compilation.fileDependencies.add(this.source);
          compilation.emitAsset(PAGE_START_FILE, new sources.RawSource(readFileSync(this.source, 'utf8')));
        },
      );
    });
  }
}
