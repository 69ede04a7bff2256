// Shared Jest settings for every package: swc compiles TypeScript, tests run as native ESM (Node's
// --experimental-vm-modules, set by scripts/test.mjs), so ESM-only packages load without transform.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

export function jestProject({
  name,
  dir,
  environment = 'node',
  setupFiles = [],
  testMatch = ['<rootDir>/src/**/*.test.{ts,tsx}'],
}) {
  return {
    displayName: name,
    rootDir: path.join(root, dir),
    testEnvironment: environment,
    testMatch,
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
            // Keeps `with { type: 'json' }`, which Node's ESM loader (and so Jest) needs for JSON.
            experimental: { keepImportAttributes: true },
          },
          module: { type: 'es6' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/'],
    // Tests read shared-contracts from source, so no build is needed before a test run.
    moduleNameMapper: {
      '^shared-contracts$': path.join(root, 'shared-contracts/src/index.ts'),
      '^shared-contracts/react-router$': path.join(root, 'shared-contracts/src/react-router.ts'),
      '^shared-contracts/page-paths$': path.join(root, 'shared-contracts/src/page-paths.ts'),
      '^shared-contracts/translation-files$': path.join(root, 'shared-contracts/src/translation-files.ts'),
      '\\.(css)$': path.join(root, 'tooling/jest/style-mock.js'),
      // Swiper's stylesheets, named by package subpaths without the .css ending (swiper/css/a11y).
      '^swiper/css(/.*)?$': path.join(root, 'tooling/jest/style-mock.js'),
    },
    resolver: path.join(root, 'tooling/jest/cjs-fallback-resolver.cjs'),
    setupFilesAfterEnv: setupFiles,
  };
}
