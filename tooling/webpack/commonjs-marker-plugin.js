// Writes package.json {"type":"commonjs"} beside a Node build's files. The repository's root
// package.json says "type": "module", which Node applies to every .js file below it that has no
// nearer package.json: requiring the build would fail with "module is not defined".
export class WriteCommonJsMarkerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WriteCommonJsMarkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WriteCommonJsMarkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const marker = `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`;
          compilation.emitAsset('package.json', new sources.RawSource(marker));
        },
      );
    });
  }
}
