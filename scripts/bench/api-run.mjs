// Runs the API part of the bench on its own: compiles the backend from source (swc, as the build
// does) into a folder of its own, so a developer server's backend/dist is never touched, then
// measureApi; the result to the console and to BENCH_API_OUT (default /tmp/bench-api.{json,md}).
// BENCH_API_REF=<commit> measures the backend with the folders BENCH_API_REF_PATHS (default
// backend/src/catalog, db and plugins) as they were at that commit and the rest as it is now:
// figures before a change, taken in the same conditions as after, with today's shared-contracts.
// `--compile-only` stops after compiling.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../lib/packages.mjs';
import { compileBackend } from '../load/servers.mjs';
import { apiMarkdown, measureApi } from './api.mjs';

const backendDir = path.join(root, 'backend');
// Inside backend/ so the compiled server resolves the backend's packages.
const ref = process.env.BENCH_API_REF;
const serverDir = path.join(backendDir, `node_modules/.cache/riode-api-bench${ref ? `-${ref}` : ''}`);
const out = process.env.BENCH_API_OUT ?? path.join(tmpdir(), `bench-api${ref ? `-${ref}` : ''}`);

/** backend/src of the working tree, with BENCH_API_REF_PATHS as at commit `ref` (in a temporary copy). */
function sources() {
  if (!ref) return { dir: backendDir, done: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-api-src-'));
  const paths = (
    process.env.BENCH_API_REF_PATHS ?? 'backend/src/catalog backend/src/db backend/src/plugins'
  ).split(/\s+/);
  cpSync(path.join(backendDir, 'src'), path.join(dir, 'backend/src'), { recursive: true });
  for (const folder of paths) rmSync(path.join(dir, folder), { recursive: true, force: true });
  execFileSync('sh', ['-c', `git archive ${ref} ${paths.join(' ')} | tar -x -C ${dir}`], { cwd: root });
  return { dir: path.join(dir, 'backend'), done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The server, compiled from the sources (the working tree's, or partly `ref`'s). */
function compileServer() {
  const src = sources();
  try {
    compileBackend({ sourceDir: src.dir, outDir: serverDir });
  } finally {
    src.done();
  }
}

compileServer();
if (process.argv.includes('--compile-only')) {
  console.log(`compiled: ${serverDir}`);
  process.exit(0);
}
const result = await measureApi({ serverDir });
const markdown = apiMarkdown(result);
writeFileSync(`${out}.json`, JSON.stringify(result, null, 2));
writeFileSync(`${out}.md`, markdown);
console.log(`\n${markdown}`);
console.log(`written: ${out}.json, ${out}.md`);
