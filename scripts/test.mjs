// `npm test`: lint and format, type-check, every Jest suite, the production build, then the
// Playwright journeys in Debian Chromium against that build served as `npm start` serves it.
// Each stage runs even when an earlier one failed, and the last line is the total over all of
// them, `N passed, M failed` (lint, format, type-check and build count as one check each).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/packages.mjs';
import { playwrightTotals } from './lib/test-totals.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

/** Each stage's wall time, printed with the summary (the README quotes the total of a CI run). */
const timings = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => {
      timings.push({ label, ms: Date.now() - started });
      resolve(code ?? 1);
    });
  });
}

async function check(label, command, args) {
  const code = await run(label, command, args);
  totals[code === 0 ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${code === 0 ? 'passed' : 'FAILED'}`);
  return code === 0;
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

async function jest() {
  const output = path.join(reports, 'jest.json');
  const code = await run('unit and API tests (Jest)', bin('jest'), ['--json', `--outputFile=${output}`], {
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
  });
  const result = readJson(output);
  if (!result) {
    totals.failed += 1;
    lines.push(`jest: FAILED to run (exit ${code})`);
    return;
  }
  const suiteErrors = result.numRuntimeErrorTestSuites ?? 0;
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + suiteErrors;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  lines.push(
    `jest: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${suiteErrors} suites could not run`,
  );
}

async function playwright() {
  const output = path.join(reports, 'playwright.json');
  const code = await run(
    'browser journeys (Playwright, Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  );
  const stats = readJson(output)?.stats;
  if (!stats) {
    totals.failed += 1;
    lines.push(`playwright: FAILED to run (exit ${code})`);
    return;
  }
  const counted = playwrightTotals(stats);
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  lines.push(
    `playwright: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky (passed only on a retry: counted as failed)`,
  );
}

if (!only || only === 'unit') {
  await check('lint (ESLint)', bin('eslint'), ['.']);
  await check('format (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']);
  await check('type-check (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  await jest();
}
if (!only || only === 'e2e') {
  const built = await check('production build', process.execPath, [path.join(root, 'scripts/build.mjs')]);
  if (built) await playwright();
  else lines.push('playwright: not run, the build failed');
}

console.log('\n━━ summary ━━');
for (const line of lines) console.log(`  ${line}`);
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
console.log(
  `  wall time: ${timings.map(({ label, ms }) => `${label} ${minutes(ms)}`).join('; ')}; in all ${minutes(
    timings.reduce((sum, { ms }) => sum + ms, 0),
  )}`,
);
if (totals.skipped) console.log(`  (${totals.skipped} skipped)`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
