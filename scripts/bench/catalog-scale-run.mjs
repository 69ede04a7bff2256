// Runs the catalogue-scale part of the bench on its own (catalog-scale.mjs says what it measures):
// compiles the backend from source (swc, as the build does) into a folder of its own, so a
// developer server's backend/dist is never touched, measures, and writes
// bench/catalog-scale-report.md and .json (BENCH_SCALE_OUT=<path without extension> elsewhere).
//   node scripts/bench/catalog-scale-run.mjs
//   BENCH_SCALE_CONFIGS=postgres:100000 BENCH_SCALE_SECONDS=5 node scripts/bench/catalog-scale-run.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/packages.mjs';
import { compileBackend } from '../load/servers.mjs';
import { catalogScaleMarkdown } from './catalog-scale-markdown.mjs';
import { measureCatalogScale } from './catalog-scale.mjs';

// Inside backend/ so the compiled server resolves the backend's packages.
const serverDir = compileBackend({
  outDir: path.join(root, 'backend/node_modules/.cache/riode-scale-bench'),
});
const out = process.env.BENCH_SCALE_OUT ?? path.join(root, 'bench/catalog-scale-report');
const result = await measureCatalogScale({
  serverDir,
  buildDir: path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build')),
});
const markdown = `# Catalogue at scale\n\n${result.date} · ${result.machine.cpus} × ${result.machine.cpuModel}\n\n${catalogScaleMarkdown(result)}`;
writeFileSync(`${out}.json`, JSON.stringify(result, null, 2));
writeFileSync(`${out}.md`, markdown);
console.log(`\n${markdown}`);
console.log(`written: ${out}.json, ${out}.md`);
