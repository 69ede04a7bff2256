// Writes page-chunks.json beside a build's entry: for each page, the files of the chunks its code
// loads in (`import(/* webpackChunkName: "…" */ …)`), split chunks and stylesheets included. The
// server preloads them with a first load of the page (docs/performance.md), so loading a page's
// code on its own costs no round trip. A remote names the chunk of each of its pages in its
// federation.config.js (pageChunks); the bench's monolith, which bundles the remotes into the
// shell, names the chunks of every page. A name no import() carries fails the build, so the table
// cannot drift from the code unnoticed.
const FILE_NAME = 'page-chunks.json';

export class PageChunksPlugin {
  /** @param {Record<string, string | string[]>} pageChunks page (as the shell names it) → webpackChunkName(s) */
  constructor(pageChunks) {
    this.pageChunks = pageChunks;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages = {};
          for (const [page, names] of Object.entries(this.pageChunks)) {
            const files = new Set();
            for (const chunkName of [names].flat()) {
              const group = compilation.namedChunkGroups.get(chunkName);
              if (!group) {
                compilation.errors.push(
                  new WebpackError(
                    `pageChunks: page "${page}" names the chunk "${chunkName}", but no import() has that webpackChunkName`,
                  ),
                );
                continue;
              }
              // The entry (a remote's remoteEntry.js, the shell's main.js) is loaded before any page.
              for (const chunk of group.chunks.filter((c) => !c.canBeInitial()))
                for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
            }
            pages[page] = [...files];
          }
          compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify({ pages }, null, 2)));
        },
      );
    });
  }
}
