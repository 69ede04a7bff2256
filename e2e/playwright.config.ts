import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from './support/chromium';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3311);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys against the production build, served the way `npm start` serves it (the build is made
 * by `npm test` just before). Data lives in a folder of its own, new for every run.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, `.reports/e2e-artifacts-${port}`),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // On CI a failed test runs once more, to record whether and how the failure repeats (its trace);
  // a test that passes only on that retry still counts as failed in `npm test`'s last line
  // (scripts/lib/test-totals.mjs).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.reports/playwright.json') }]],
  use: {
    baseURL,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node ${path.join(root, 'scripts/start.mjs')} --no-build`,
    url: `${baseURL}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, `.reports/e2e-data-${port}`),
      BUILD_DIR: process.env.BUILD_DIR ?? path.join(root, 'build'),
    },
  },
});
