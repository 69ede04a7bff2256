import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { playwrightTotals } from '../../scripts/lib/test-totals.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** The environment without Jest's marks: Playwright refuses to run when it thinks Jest runs it. */
const outsideJest = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('JEST')));

describe("npm test's totals", () => {
  it('count a Playwright test that passed only on its retry as failed', async () => {
    // A real Playwright run (no browser needed) of one test that fails on its first try only,
    // one that passes, and one that always fails, with CI's one retry.
    // Inside the repository, so the spec finds @playwright/test in its node_modules.
    mkdirSync(path.join(root, '.reports'), { recursive: true });
    const dir = mkdtempSync(path.join(root, '.reports/retry-counting-'));
    try {
      writeFileSync(path.join(dir, 'retry.config.mjs'), "export default { testDir: '.' };");
      writeFileSync(
        path.join(dir, 'retry.spec.mjs'),
        [
          "import { test, expect } from '@playwright/test';",
          "test('passes only on its retry', ({}, info) => expect(info.retry).toBe(1));",
          "test('passes', () => expect(1).toBe(1));",
          "test('fails', () => expect(1).toBe(2));",
        ].join('\n'),
      );
      const report = path.join(dir, 'report.json');
      await run(
        path.join(root, 'node_modules/.bin/playwright'),
        ['test', '--config', path.join(dir, 'retry.config.mjs'), '--retries=1', '--reporter=json'],
        { cwd: dir, env: { ...outsideJest(), PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
      ).catch(() => undefined); // exits 1: a test failed
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      expect(stats).toMatchObject({ expected: 1, unexpected: 1, flaky: 1 });
      expect(playwrightTotals(stats)).toEqual({ passed: 1, failed: 2, skipped: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
