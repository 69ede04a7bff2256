// One frontend package's builds for `npm run dev`, in watch mode: the browser's and Node's, in
// development mode, into the folder the dev server serves (argv: package folder, output folder).
// Run as a child of scripts/dev.mjs, which it tells over IPC when a build starts and ends, so
// that the page is reloaded (and the backend restarted) only once every build is done.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const [packageDir, outputPath] = process.argv.slice(2);
const label = path.basename(packageDir);
const send = (message) => process.send?.(message);

const { default: createConfigs } = await import(pathToFileURL(path.join(packageDir, 'webpack.config.js')));
const compiler = webpack(createConfigs({ ssr: true, outputPath }, { mode: 'development' }));

for (const build of compiler.compilers) {
  build.hooks.invalid.tap('npm-run-dev', () => send({ type: 'busy', build: build.name }));
  build.hooks.done.tap('npm-run-dev', (stats) => {
    const { compilation } = stats;
    const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
    if (stats.hasErrors()) {
      const errors = stats.toString({ all: false, errors: true, colors: false });
      console.error(`${build.name} build failed:\n${errors}`);
      send({ type: 'failed', build: build.name, errors });
      return;
    }
    // webpack leaves a file alone when its bytes did not change: nothing emitted, nothing to reload.
    const changed = compilation.emittedAssets.size > 0;
    console.log(`${build.name} built in ${seconds} s${changed ? '' : ' (no file changed)'}`);
    send({ type: 'built', build: build.name, changed });
  });
}

const watching = compiler.watch({ aggregateTimeout: 100 }, (error) => {
  if (error) {
    console.error(`${label}: webpack stopped: ${error.stack ?? error}`);
    process.exit(1);
  }
});

// The parent ends the watch when `npm run dev` stops, or goes away without a word.
const stop = () => watching.close(() => process.exit(0));
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
