import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The design lives in the repository (docs/): a comment or a page that sends a maintainer to an
// issue tracker, or to a design or style document outside the repository, cannot be followed from
// a fresh clone, and a pointer into docs/ must lead to a file (and heading) that exists. "spec §n"
// names a section of the product's specification, which docs/product-spec.md holds.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Files still being fixed by another change: their problems are not reported. Keep it empty. */
const NOT_YET_FIXED = [];

/** What is read: code, styles, pages, data and docs. */
const SCANNED = /\.(?:[cm]?[jt]sx?|css|json|md|html|ya?ml|sh)$/;
/** Build output, installed packages, run-time data and reports; dot-folders (.git, .ci) too. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'build',
  'build-dev',
  'data',
  'test-results',
  'playwright-report',
]);
/** Written by tools, not people. */
const GENERATED = [/^bench\/report\./, /^bench\/load-report\.md$/, /(^|\/)package-lock\.json$/];

/** References that lead out of the repository. Each pattern is written so as not to match itself. */
const OUTSIDE = [
  { pattern: /\b(?:issues?|tickets?)\s+#?\d+/i, what: 'an issue number' },
  { pattern: /\b(?:PR|pull request)\s*#\d+/i, what: 'a pull request number' },
  { pattern: /\bDES[I]GN\b/, what: 'the design document outside the repository' },
  { pattern: /\b(?:design|style)\.md\b/i, what: 'a design or style document outside the repository' },
  {
    pattern: /\(ST[Y]LE\b|\bST[Y]LE(?:\s*[:)]|\s+")/,
    what: 'the style document outside the repository',
  },
  { pattern: /\/work\/shared\b/, what: 'a path outside the repository' },
];

/** A docs page named by its path from the repository root (`../docs/<page>.md` from a subfolder). */
const DOCS_PATH = /(?<![\w./-])((?:\.\.\/)*docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g;
/** "spec §n": a section of the product's specification, copied into docs/product-spec.md. */
const SPEC_SECTION = /\bspec\s+§(\d+)/g;
const specSections = new Set(
  [...readFileSync(path.join(root, 'docs/product-spec.md'), 'utf8').matchAll(/^## (\d+)\./gm)].map(
    (match) => match[1],
  ),
);
/** A Markdown link's target. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

function isScanned(file) {
  const parts = file.split('/');
  if (parts.slice(0, -1).some((part) => part.startsWith('.') || SKIPPED_FOLDERS.has(part))) return false;
  return SCANNED.test(file) && !GENERATED.some((pattern) => pattern.test(file));
}

/** Tracked files and new ones git does not ignore; every file but the skipped ones without git. */
function repositoryFiles() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\0');
  } catch {
    files = walk('');
  }
  return files.filter((file) => file && isScanned(file) && existsSync(path.join(root, file))).sort();
}

function walk(folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (!entry.isDirectory()) return [file];
    return entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) ? [] : walk(file);
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsByFile = new Map();
function anchorsOf(file) {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    anchors = new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1])));
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

/** Why a pointer from `from` (a repository path) to `target` (a path, maybe with #anchor) fails. */
function brokenTarget(from, target, relativeTo) {
  const [file, anchor] = target.split('#');
  const resolved = path.resolve(relativeTo === 'root' ? root : path.join(root, path.dirname(from)), file);
  if (!resolved.startsWith(root) || !existsSync(resolved)) return `${target} does not exist`;
  if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !anchorsOf(resolved).has(anchor))
    return `${target}: ${file} has no heading "#${anchor}"`;
  return undefined;
}

/** The problems of one file's text, as `file:line: what`. */
function problemsIn(file, text) {
  const problems = [];
  const markdown = file.endsWith('.md');
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const { pattern, what } of OUTSIDE) {
      const found = line.match(pattern);
      if (found) problems.push(`${at}: cites ${what} ("${found[0]}"): point to docs/ or say why`);
    }
    for (const match of line.matchAll(DOCS_PATH)) {
      const [, docsPath, anchor] = match;
      const target = anchor ? `${docsPath}#${anchor}` : docsPath;
      const broken = brokenTarget(file, target, docsPath.startsWith('../') ? 'file' : 'root');
      if (broken) problems.push(`${at}: points to ${broken}`);
    }
    for (const [found, section] of line.matchAll(SPEC_SECTION)) {
      if (!specSections.has(section))
        problems.push(`${at}: cites "${found}", which docs/product-spec.md does not have`);
    }
    if (!markdown) return;
    for (const [, target] of line.matchAll(MARKDOWN_LINK)) {
      if (/^(?:[a-z][\w+.-]*:|#|\/)/i.test(target)) continue; // another site, this page, the shop's own routes
      let decoded;
      try {
        decoded = decodeURI(target);
      } catch {
        decoded = target;
      }
      const broken = brokenTarget(file, decoded, 'file');
      if (broken) problems.push(`${at}: links to ${broken}`);
    }
  });
  return problems;
}

describe('references in the repository', () => {
  it('point into the repository, to files and headings that exist', () => {
    const problems = repositoryFiles()
      .filter((file) => !NOT_YET_FIXED.includes(file))
      .flatMap((file) => problemsIn(file, readFileSync(path.join(root, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('are caught in each form', () => {
    // Pieced together, so this file does not cite what it looks for.
    const sample = (...lines) => lines.map((line) => line.join('')).join('\n');
    const text = sample(
      ['// fixed in iss', 'ue 12'],
      [' * see ', 'DES', 'IGN §2'],
      ['(STY', 'LE: config validated at boot)'],
      ['// docs/', 'no-such-page.md explains it'],
      ['// docs/', 'architecture.md#no-such-heading'],
      ['// docs/', 'architecture.md#the-event-bus is fine'],
      ['// the add-to-cart rules of spec', ' §12'],
      ['// the add-to-cart rules of spec', ' §5 are fine'],
    );
    const problems = problemsIn('shell/src/example.ts', text);
    expect(problems).toEqual([
      expect.stringMatching(/^shell\/src\/example\.ts:1: cites an issue number/),
      expect.stringMatching(/^shell\/src\/example\.ts:2: cites the design document/),
      expect.stringMatching(/^shell\/src\/example\.ts:3: cites the style document/),
      expect.stringMatching(/^shell\/src\/example\.ts:4: points to docs\/no-such-page\.md does not exist/),
      expect.stringMatching(/^shell\/src\/example\.ts:5: points to .*has no heading "#no-such-heading"/),
      expect.stringMatching(/^shell\/src\/example\.ts:7: cites "spec[ ]§12", which docs\/product-spec\.md/),
    ]);
    expect(
      problemsIn(
        path.join('docs', 'example.md'),
        sample(['[a](', 'missing.md)'], ['[b](', 'operating.md#releases)']),
      ),
    ).toEqual([expect.stringMatching(/^docs\/example\.md:1: links to missing\.md does not exist/)]);
  });
});
