// Writes startup-assets.json beside the shell's entry: the files the shell fetches as it starts,
// i.e. the chunk group of `import(/* webpackChunkName: "bootstrap" */ ...)` and the chunks of the
// modules the shell provides to the share scope (React, the router, shared-contracts...), split
// chunks included. The server preloads them from the page's HTML (docs/performance.md), so they are
// fetched in parallel with main.js instead of after it.
const FILE_NAME = 'startup-assets.json';
const PROVIDE_SHARED = 'provide-module';

export class StartupAssetsPlugin {
  constructor({ chunkGroup = 'bootstrap' } = {}) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = [];
          for (const module of compilation.modules) {
            if (module.type !== PROVIDE_SHARED) continue;
            for (const block of module.blocks) groups.push(compilation.chunkGraph.getBlockChunkGroup(block));
          }
          groups.push(compilation.namedChunkGroups.get(this.chunkGroup));
          const files = new Set(
            groups.flatMap((group) => (group ? group.getFiles() : [])).filter((f) => /\.(js|css)$/.test(f)),
          );
          compilation.emitAsset(
            FILE_NAME,
            new sources.RawSource(JSON.stringify({ files: [...files] }, null, 2)),
          );
        },
      );
    });
  }
}
