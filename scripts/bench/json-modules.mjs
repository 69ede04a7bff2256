// The JSON files a built script holds. webpack writes an imported .json file into the script as one
// `JSON.parse('…')` literal and maps none of it in the source map, so a reader of source maps alone
// never sees it: the catalog's Dutch messages bundled into two files the home page loads were
// invisible to the duplicate check (docs/performance.md). This finds each literal and names it
// after the file of the repository it came from.
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import vm from 'node:vm';
import precompileMessages from '../../tooling/webpack/precompile-messages-loader.js';
import { FRONTENDS, root } from '../lib/packages.mjs';

/** A `JSON.parse('…')` whose argument is one single-quoted string literal, as the minifier writes it. */
const JSON_LITERAL = /JSON\.parse\('((?:[^'\\\r\n]|\\.)*)'\)/g;

const MESSAGES_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json$/;

const digest = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);

let sourceIndex;

/**
 * Every JSON file under a frontend's src/, by the digest of what webpack puts in the bundle: the
 * file's data, or for a message file the parsed form precompile-messages-loader.js makes of it.
 */
function jsonSources() {
  if (sourceIndex) return sourceIndex;
  sourceIndex = new Map();
  for (const { dir } of FRONTENDS) {
    const src = path.join(root, dir, 'src');
    for (const name of readdirSync(src, { recursive: true }).map(String)) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(src, name);
      try {
        const text = readFileSync(file, 'utf8');
        const bundled = MESSAGES_FILE.test(file)
          ? precompileMessages.call({ resourcePath: file }, text)
          : JSON.stringify(JSON.parse(text));
        sourceIndex.set(digest(bundled), path.relative(root, file));
      } catch {
        // Not valid JSON (or a message that does not parse): the build fails on it anyway.
      }
    }
  }
  return sourceIndex;
}

/** The value of a single-quoted JavaScript string literal's body. */
function stringValue(body) {
  return vm.runInNewContext(`'${body}'`, Object.create(null), { timeout: 1000 });
}

/**
 * The JSON literals of a built script: [{ name, start, end }], `start`/`end` being the literal's
 * character offsets. `name` is the repository file it came from (as moduleName() names modules),
 * or, for data no source file matches, `<package>/(JSON data <digest>)`.
 */
export function jsonModulesOf(code, packageDir) {
  const found = [];
  for (const match of code.matchAll(JSON_LITERAL)) {
    let canonical;
    try {
      canonical = JSON.stringify(JSON.parse(stringValue(match[1])));
    } catch {
      continue; // not data after all
    }
    const key = digest(canonical);
    const name = jsonSources().get(key) ?? `${path.relative(root, packageDir)}/(JSON data ${key})`;
    found.push({ name, start: match.index, end: match.index + match[0].length });
  }
  return found;
}
