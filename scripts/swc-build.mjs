// Compiles a Node-run package (src → dist) with swc. swc only appends the `.js` extensions that
// Node's ESM loader needs when `resolveFully` has an absolute baseUrl, which .swcrc cannot hold
// portably, so the config is written here with this package's own path.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const packageDir = process.cwd();
const config = JSON.parse(readFileSync(path.join(root, '.swcrc'), 'utf8'));
config.jsc.baseUrl = packageDir;
const dir = mkdtempSync(path.join(tmpdir(), 'swc-'));
const configFile = path.join(dir, 'swcrc.json');
writeFileSync(configFile, JSON.stringify(config));
rmSync(path.join(packageDir, 'dist'), { recursive: true, force: true });
try {
  execFileSync(
    path.join(root, 'node_modules/.bin/swc'),
    [
      'src',
      '-d',
      'dist',
      '--strip-leading-paths',
      '--config-file',
      configFile,
      '--ignore',
      '**/*.test.ts,**/*.test.tsx',
      '-q',
    ],
    { stdio: 'inherit', cwd: packageDir },
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
