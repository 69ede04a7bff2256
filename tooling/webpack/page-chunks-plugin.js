// Writes page-chunks.json beside a remote's manifest: for each page its './routes' draws, the
// files of the chunk that page's code loads in (`import(/* webpackChunkName: "…" */ …)`), split
// chunks and stylesheets included. The server preloads them with a first load of the page (issue
// 9), so loading a page's code on its own costs no round trip. The remote names the chunk of each
// page in its federation.config.js (pageChunks); a name no import() carries fails the build, so
// the table cannot drift from the code unnoticed.
const FILE_NAME = 'page-chunks.json';

export class PageChunksPlugin {
  /** @param {Record<string, string>} pageChunks page (as the shell names it) → webpackChunkName */
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
          for (const [page, chunkName] of Object.entries(this.pageChunks)) {
            const group = compilation.namedChunkGroups.get(chunkName);
            if (!group) {
              compilation.errors.push(
                new WebpackError(
                  `pageChunks: page "${page}" names the chunk "${chunkName}", but no import() has that webpackChunkName`,
                ),
              );
              continue;
            }
            pages[page] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
          }
          compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify({ pages }, null, 2)));
        },
      );
    });
  }
}
