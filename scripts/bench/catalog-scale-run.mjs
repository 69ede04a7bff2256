// Runs the catalogue-scale part of the bench on its own (catalog-scale.mjs says what it measures):
// compiles the backend from source (swc, as the build does) into a folder of its own, so a
// developer server's backend/dist is never touched, measures, and writes
// bench/catalog-scale-report.md and .json (BENCH_SCALE_OUT=<path without extension> elsewhere).
//   node scripts/bench/catalog-scale-run.mjs
//   BENCH_SCALE_CONFIGS=postgres:100000 BENCH_SCALE_SECONDS=5 node scripts/bench/catalog-scale-run.mjs
//   node scripts/bench/catalog-scale-run.mjs --markdown-only    the .md again from the .json
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/packages.mjs';
import { compileBackend } from '../load/servers.mjs';
import { catalogScaleMarkdown } from './catalog-scale-markdown.mjs';
import { measureCatalogScale } from './catalog-scale.mjs';

const out = process.env.BENCH_SCALE_OUT ?? path.join(root, 'bench/catalog-scale-report');

async function measure() {
  // Inside backend/ so the compiled server resolves the backend's packages.
  const serverDir = compileBackend({
    outDir: path.join(root, 'backend/node_modules/.cache/riode-scale-bench'),
  });
  const result = await measureCatalogScale({
    serverDir,
    buildDir: path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build')),
  });
  // The code measured: a report is read beside the commit it was taken at.
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--', 'backend/src');
  result.commit = `${git('rev-parse', '--short', 'HEAD')}${changed ? ' (with uncommitted changes to backend/src)' : ''}`;
  writeFileSync(`${out}.json`, JSON.stringify(result, null, 2));
  return result;
}

const result = process.argv.includes('--markdown-only')
  ? JSON.parse(readFileSync(`${out}.json`, 'utf8'))
  : await measure();
const markdown = `# Catalogue at scale\n\n${result.date} · backend at ${result.commit ?? 'an unrecorded commit'} · ${result.machine.cpus} × ${result.machine.cpuModel}\n\n${catalogScaleMarkdown(result)}`;
writeFileSync(`${out}.md`, markdown);
console.log(`\n${markdown}`);
console.log(`written: ${out}.json, ${out}.md`);
