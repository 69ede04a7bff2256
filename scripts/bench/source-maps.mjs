// Which modules a built JavaScript file holds, and how many of its bytes each one takes, read
// from the source map next to it (webpack writes `<file>.map`; its `sources` name every module),
// and the JSON files it holds, found by their content (json-modules.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/packages.mjs';
import { jsonModulesOf } from './json-modules.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The fields of one mappings segment (Base64 VLQ). */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Characters of [start, end) that fall in any of the (sorted, disjoint) ranges. */
function overlap(start, end, ranges) {
  let inside = 0;
  for (const range of ranges) {
    if (range.start >= end) break;
    inside += Math.max(0, Math.min(end, range.end) - Math.max(start, range.start));
  }
  return inside;
}

/**
 * Generated characters per source index: each segment owns the characters up to the next
 * segment on its line (or the line's end). Unmapped characters (webpack's glue) count for none,
 * nor do the `excluded` character ranges (JSON literals, counted on their own).
 */
function bytesPerSource(map, code, excluded = []) {
  const lines = code.split('\n');
  const bytes = new Array(map.sources.length).fill(0);
  let source = 0;
  let lineStart = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let owner = -1;
    let ownerColumn = 0;
    const credit = (from, to) => {
      if (owner < 0 || to <= from) return;
      bytes[owner] += to - from - overlap(lineStart + from, lineStart + to, excluded);
    };
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      credit(ownerColumn, column);
      if (fields.length >= 4) {
        source += fields[1];
        owner = source;
      } else {
        owner = -1;
      }
      ownerColumn = column;
      // Fields 2-4 (line, column, name) are relative across the map but not needed here;
      // only the source index is tracked.
    }
    credit(ownerColumn, lineLength);
    lineStart += lineLength + 1;
  });
  return bytes;
}

/**
 * `webpack://<namespace>/<path relative to the package>?<loaders>` → a name relative to the
 * repository (`node_modules/react-dom/cjs/…`, `shared-contracts/src/bus.ts`), or null for
 * webpack's own runtime modules, which every build has by design.
 */
export function moduleName(source, packageDir) {
  const stripped = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  if (!stripped.startsWith('.') && !stripped.startsWith('/')) return null;
  const absolute = path.resolve(packageDir, stripped);
  const relative = path.relative(root, absolute);
  const at = relative.lastIndexOf('node_modules/');
  return at >= 0 ? relative.slice(at) : relative;
}

/** The npm package (or workspace folder) a module name belongs to. */
export function packageOf(name) {
  const parts = name.split('/');
  if (parts[0] === 'node_modules') return parts[1].startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1];
  return parts[0];
}

/** Where the package's copy lives (two installs of one package are two copies). */
export function installOf(name) {
  if (!name.includes('node_modules/')) return packageOf(name);
  const at = name.lastIndexOf('node_modules/');
  const pkg = packageOf(name.slice(at));
  return name.slice(0, at) + `node_modules/${pkg}`;
}

/**
 * The modules of one built file: Map(module name → bytes of the file it takes). A module whose
 * code was entirely removed by the minifier has no bytes and is left out. JSON files the script
 * holds are found by their content (json-modules.mjs), with or without a source map.
 */
export function modulesOfFile(file, packageDir) {
  const modules = new Map();
  const code = readFileSync(file, 'utf8');
  const add = (name, bytes) => modules.set(name, (modules.get(name) ?? 0) + bytes);
  const json = jsonModulesOf(code, packageDir);
  for (const { name, start, end } of json) add(name, Buffer.byteLength(code.slice(start, end)));
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return { modules, mapped: false, size: Buffer.byteLength(code) };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const bytes = bytesPerSource(map, code, json);
  map.sources.forEach((source, index) => {
    const name = moduleName(source, packageDir);
    if (!name || bytes[index] === 0) return;
    add(name, bytes[index]);
  });
  return { modules, mapped: true, size: Buffer.byteLength(code) };
}
