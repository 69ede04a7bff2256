// One part of the bench on its own, against an existing production build (it does not build):
//   BUILD_DIR=/tmp/build-x node scripts/bench/run-part.mjs lighthouse|monolith|bundles [--runs N] [--out DIR]
// Starts the production server on that build, runs the part and writes <out>/bench-<part>.json
// and .md (out defaults to the system's temp folder). The monolith part builds its own bundle
// (under /tmp/build.lock, as every build on this machine) into a temp folder it removes after.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../lib/packages.mjs';
import { bundlesMarkdown, measureBundles } from './bundles.mjs';
import { lighthouseMarkdown, measureLighthouse } from './lighthouse.mjs';
import { measureMonolith, monolithMarkdown } from './monolith.mjs';
import { startShop } from './shop-process.mjs';

const PARTS = {
  lighthouse: {
    measure: ({ shop, runs }) => measureLighthouse(shop.url, { runs }),
    markdown: lighthouseMarkdown,
  },
  monolith: {
    measure: ({ shop, buildDir, runs }) =>
      measureMonolith({ shopUrl: shop.url, buildDir, runs, buildLock: '/tmp/build.lock' }),
    markdown: monolithMarkdown,
  },
  bundles: {
    measure: ({ shop, buildDir }) => measureBundles({ shopUrl: shop.url, buildDir }),
    markdown: bundlesMarkdown,
  },
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' }, out: { type: 'string', default: tmpdir() } },
});
const part = PARTS[positionals[0]];
if (!part) {
  console.error(
    `usage: node scripts/bench/run-part.mjs ${Object.keys(PARTS).join('|')} [--runs N] [--out DIR]`,
  );
  process.exit(2);
}
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const started = Date.now();
const shop = await startShop({ BUILD_DIR: buildDir });
let result;
try {
  result = await part.measure({ shop, buildDir, runs: Number(values.runs) });
} finally {
  await shop.stop();
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const markdown = `${part.markdown(result)}\n\n_${positionals[0]}: ${seconds} s on ${buildDir}, ${new Date().toISOString()}_\n`;
const base = path.join(values.out, `bench-${positionals[0]}`);
writeFileSync(`${base}.json`, JSON.stringify({ buildDir, seconds: Number(seconds), ...result }, null, 2));
writeFileSync(`${base}.md`, markdown);
console.log(markdown);
console.log(`→ ${base}.md, ${base}.json`);
