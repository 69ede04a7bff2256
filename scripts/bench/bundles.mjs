// Singletons and duplicates (docs/performance.md): is each of React, react-dom, react-router,
// react-intl, RxJS and zod loaded once per page, and which modules are bundled into more than one
// file of the shell and the remotes? Modules are read from the source maps next to the built files,
// and the JSON files webpack inlines (which no source map covers) by their content; the files a
// page loads come from a real visit (first-load.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS, root } from '../lib/packages.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { installOf, modulesOfFile, packageOf } from './source-maps.mjs';
import { BENCH_PAGES, kb } from './pages.mjs';

/** The libraries that must be one copy per page, and the npm packages that make each one up. */
export const SINGLETONS = {
  react: ['react'],
  'react-dom': ['react-dom', 'scheduler'],
  'react-router': ['react-router', 'react-router-dom'],
  'react-intl': ['react-intl', '@formatjs/*', 'intl-messageformat'],
  rxjs: ['rxjs'],
  zod: ['zod'],
  'shared-contracts': ['shared-contracts'],
};

const libraryOf = (pkg) =>
  Object.keys(SINGLETONS).find((library) =>
    SINGLETONS[library].some((name) =>
      name.endsWith('/*') ? pkg.startsWith(name.slice(0, -1)) : pkg === name,
    ),
  );

const REMOTE_DIRS = Object.fromEntries(FRONTENDS.filter((f) => f.remote).map((f) => [f.remote, f.dir]));

/** A built file by its URL path: where it is on disk and which package's build made it. */
function locate(buildDir, urlPath) {
  const remote = /^\/remotes\/([^/]+)\//.exec(urlPath)?.[1];
  if (remote)
    return {
      file: path.join(buildDir, urlPath),
      packageDir: path.join(root, REMOTE_DIRS[remote]),
      part: remote,
    };
  return { file: path.join(buildDir, 'shell', urlPath), packageDir: path.join(root, 'shell'), part: 'shell' };
}

function listJs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
}

/** Every JavaScript file of the build in force: the shell and the release of each remote the registry names. */
function buildFiles(buildDir) {
  const registry = JSON.parse(readFileSync(path.join(buildDir, 'registry.json'), 'utf8'));
  const urls = listJs(path.join(buildDir, 'shell')).map(
    (file) => `/${path.relative(path.join(buildDir, 'shell'), file)}`,
  );
  for (const release of Object.values(registry.remotes)) {
    const dir = path.join(buildDir, path.dirname(release.entry));
    urls.push(...listJs(dir).map((file) => `/${path.relative(buildDir, file)}`));
  }
  return { urls, registry };
}

/** Modules in more than one of the given files: [{ module, files: [{ url, bytes }] }]. */
function duplicatesAmong(urls, modulesOf) {
  const where = new Map();
  for (const url of urls)
    for (const [module, bytes] of modulesOf(url).modules) {
      if (!where.has(module)) where.set(module, []);
      where.get(module).push({ url, bytes });
    }
  return [...where].filter(([, files]) => files.length > 1).map(([module, files]) => ({ module, files }));
}

/** What webpack wraps around a chunk's modules (`(self.webpackChunk…).push([[id],{…}])`), at most. */
const CHUNK_WRAPPER_BYTES = 256;

/**
 * A file whose modules cannot be told: no source map, and more than the chunk wrapper left over
 * beside the JSON found by content. webpack writes no source map for a chunk that holds only a
 * JSON file; that one is counted.
 */
function uncounted(read) {
  if (read.missing) return true;
  if (read.mapped) return false;
  const found = [...read.modules.values()].reduce((sum, bytes) => sum + bytes, 0);
  return found === 0 || read.size - found > CHUNK_WRAPPER_BYTES;
}

/** Bytes beyond the first copy: what the duplicates cost. */
const extraBytes = (files) =>
  files.reduce((sum, f) => sum + f.bytes, 0) - Math.max(...files.map((f) => f.bytes));

/** One singleton library on a set of files: which files hold it, how many installs, duplicated modules. */
function libraryAmong(library, urls, modulesOf, duplicates) {
  const files = [];
  const installs = new Set();
  let bytes = 0;
  for (const url of urls) {
    let inFile = 0;
    for (const [module, moduleBytes] of modulesOf(url).modules) {
      if (libraryOf(packageOf(module)) !== library) continue;
      inFile += moduleBytes;
      installs.add(installOf(module));
    }
    if (inFile > 0) files.push({ url, bytes: inFile });
    bytes += inFile;
  }
  const duplicated = duplicates.filter((d) => libraryOf(packageOf(d.module)) === library);
  return {
    files,
    bytes,
    installs: [...installs],
    duplicatedModules: duplicated.length,
    duplicatedBytes: duplicated.reduce((sum, d) => sum + extraBytes(d.files), 0),
    // Once: at most one install of each package, and no module of it in two loaded files.
    once: duplicated.length === 0 && new Set([...installs].map(packageOf)).size === installs.size,
  };
}

/** Duplicates grouped by package: how many modules, in how many files, and what they cost. */
function groupByPackage(duplicates, loadedOn) {
  const groups = new Map();
  for (const { module, files } of duplicates) {
    const pkg = packageOf(module);
    const group = groups.get(pkg) ?? {
      package: pkg,
      modules: 0,
      examples: [],
      extraBytes: 0,
      files: new Set(),
      samePage: new Set(),
    };
    group.modules += 1;
    if (group.examples.length < 6) group.examples.push(module);
    group.extraBytes += extraBytes(files);
    for (const f of files) group.files.add(f.url);
    // Pages on which two or more of these copies were really loaded together.
    for (const [page, urls] of Object.entries(loadedOn))
      if (files.filter((f) => urls.has(f.url)).length > 1) group.samePage.add(page);
    groups.set(pkg, group);
  }
  return [...groups.values()]
    .map((g) => ({
      ...g,
      files: [...g.files],
      samePage: [...g.samePage],
      singleton: Boolean(libraryOf(g.package)),
    }))
    .sort((a, b) => b.extraBytes - a.extraBytes);
}

/** url path → the modules of that built file of `buildDir` (read once, from its source map). */
export function moduleReader(buildDir) {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url)) {
      const { file, packageDir, part } = locate(buildDir, url);
      cache.set(
        url,
        existsSync(file)
          ? { ...modulesOfFile(file, packageDir), part }
          : { modules: new Map(), mapped: false, missing: true, part },
      );
    }
    return cache.get(url);
  };
}

/** Minified bytes per npm package (or workspace folder) over the given files. */
export function bytesByPackage(urls, modulesOf) {
  const totals = new Map();
  for (const url of urls)
    for (const [module, bytes] of modulesOf(url).modules)
      totals.set(packageOf(module), (totals.get(packageOf(module)) ?? 0) + bytes);
  return totals;
}

/**
 * Visits each page of the shop at `shopUrl` (serving `buildDir`), attributes every loaded
 * script's modules through its source map, and checks the singletons and duplicates per page
 * and across the whole build in force.
 */
export async function measureBundles({ shopUrl, buildDir, pages = BENCH_PAGES }) {
  const started = Date.now();
  const modulesOf = moduleReader(buildDir);

  const pageResults = [];
  const loadedOn = {};
  for (const page of pages) {
    const visit = await measureFirstLoad(shopUrl + page.path, page.ready);
    const origin = new URL(shopUrl).origin;
    const urls = [
      ...new Set(visit.scripts.filter((u) => u.startsWith(origin)).map((u) => new URL(u).pathname)),
    ];
    loadedOn[page.name] = new Set(urls);
    const duplicates = duplicatesAmong(urls, modulesOf);
    pageResults.push({
      name: page.name,
      path: page.path,
      scripts: urls.length,
      foreignScripts: visit.scripts.filter((u) => !u.startsWith(origin)),
      unmapped: urls.filter((u) => uncounted(modulesOf(u))),
      libraries: Object.fromEntries(
        Object.keys(SINGLETONS).map((library) => [
          library,
          libraryAmong(library, urls, modulesOf, duplicates),
        ]),
      ),
      duplicates: groupByPackage(duplicates, { [page.name]: loadedOn[page.name] }),
    });
  }

  const { urls: allUrls, registry } = buildFiles(buildDir);
  const buildDuplicates = duplicatesAmong(allUrls, modulesOf);
  const loadedAnywhere = new Set(Object.values(loadedOn).flatMap((set) => [...set]));
  return {
    releases: Object.fromEntries(Object.entries(registry.remotes).map(([name, r]) => [name, r.version])),
    durationMs: Date.now() - started,
    pages: pageResults,
    build: {
      files: allUrls.length,
      unmapped: allUrls.filter((u) => uncounted(modulesOf(u))),
      libraries: Object.fromEntries(
        Object.keys(SINGLETONS).map((library) => {
          const found = libraryAmong(library, allUrls, modulesOf, buildDuplicates);
          return [
            library,
            {
              ...found,
              files: found.files.map((f) => ({
                ...f,
                part: modulesOf(f.url).part,
                loaded: loadedAnywhere.has(f.url),
              })),
            },
          ];
        }),
      ),
      duplicates: groupByPackage(buildDuplicates, loadedOn).map((group) => ({
        ...group,
        filesLoaded: group.files.filter((url) => loadedAnywhere.has(url)).length,
      })),
    },
  };
}

const parts = (files) => {
  const count = {};
  for (const f of files) count[f.part] = (count[f.part] ?? 0) + 1;
  return Object.entries(count)
    .map(([part, n]) => `${part} ${n}`)
    .join(', ');
};

function note(group) {
  if (group.samePage.length) return group.singleton ? '⚠ a singleton loaded twice' : 'loaded twice';
  if (group.singleton) return 'shared-module fallback copies, not loaded on these pages';
  return group.filesLoaded < group.files.length ? 'some copies not loaded on these pages' : '';
}

/** The singletons-and-duplicates section of the bench report. */
export function bundlesMarkdown(result) {
  const names = Object.keys(SINGLETONS);
  const cell = (lib) => {
    if (lib.files.length === 0) return '– not loaded';
    const verdict = lib.once
      ? '✓ once'
      : `✗ ${lib.installs.length} installs, ${lib.duplicatedModules} modules twice (+${kb(lib.duplicatedBytes)})`;
    return `${verdict}: ${lib.files.length} file${lib.files.length > 1 ? 's' : ''}, ${kb(lib.bytes)}`;
  };
  const lines = [
    `## Singletons and duplicate modules`,
    ``,
    `From the source maps of the files each page loads (cache off, until the network is idle), and of every file of the build in force (shell + ${Object.entries(
      result.releases,
    )
      .map(([n, v]) => `${n} ${v}`)
      .join(
        ', ',
      )}). Bytes are minified, uncompressed, attributed by source map; a JSON file (translations, page texts), which webpack inlines as one literal and no source map covers, is found by its content and named after its file.`,
    ``,
    `| library | ${result.pages.map((p) => p.name).join(' | ')} | whole build: files holding it |`,
    `| --- | ${result.pages.map(() => '---').join(' | ')} | --- |`,
    ...names.map((name) => {
      const build = result.build.libraries[name];
      const notLoaded = build.files.filter((f) => !f.loaded).length;
      return `| ${name} | ${result.pages.map((p) => cell(p.libraries[name])).join(' | ')} | ${build.files.length} (${parts(build.files)})${notLoaded ? `, ${notLoaded} never loaded on these pages` : ''} |`;
    }),
    ``,
  ];
  for (const page of result.pages) {
    const dupes = page.duplicates;
    lines.push(
      dupes.length === 0
        ? `- ${page.name}: no module loaded twice (${page.scripts} scripts).`
        : `- ${page.name}: ${dupes.reduce((n, d) => n + d.modules, 0)} modules loaded twice (+${kb(dupes.reduce((n, d) => n + d.extraBytes, 0))}, ${page.scripts} scripts): ${dupes
            .slice(0, 8)
            .map((d) => `${d.package} ×${d.modules} (+${kb(d.extraBytes)})`)
            .join(', ')}`,
    );
    if (page.unmapped.length)
      lines.push(`  - loaded without a source map (not counted): ${page.unmapped.join(', ')}`);
  }
  const dupes = result.build.duplicates;
  lines.push(
    ``,
    `Modules bundled into more than one file of the build (${result.build.files} files): ${dupes.length === 0 ? 'none.' : ''}`,
  );
  if (dupes.length) {
    lines.push(
      ``,
      `| package / source | modules | files | extra bytes | loaded together on | note |`,
      `| --- | --- | --- | --- | --- | --- |`,
      ...dupes
        .slice(0, 25)
        .map(
          (d) =>
            `| ${d.package} | ${d.modules} | ${d.files.length} (${d.filesLoaded} loaded) | ${kb(d.extraBytes)} | ${d.samePage.join(', ') || '–'} | ${note(d)} |`,
        ),
    );
    if (dupes.length > 25) lines.push(``, `…and ${dupes.length - 25} more packages (see the JSON).`);
  }
  const unmapped = result.build.unmapped;
  if (unmapped.length)
    lines.push(
      ``,
      `${unmapped.length} files have no source map (not counted): ${unmapped
        .slice(0, 4)
        .join(', ')}${unmapped.length > 4 ? ', …' : ''}`,
    );
  return lines.join('\n');
}
