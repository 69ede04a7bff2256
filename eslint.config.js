// One lint set-up for the repo. Besides code quality it enforces the architecture's borders
// (docs/architecture.md), so a tool checks them rather than review: a remote never imports the
// shell or another remote, across packages only shared-contracts is imported (never a deep path of
// it), and inside a frontend package one feature never imports another.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const PACKAGES = ['shared-contracts', 'shell', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'backend', 'e2e'];
const FRONTENDS = ['shell', 'mfe-catalog', 'mfe-cart', 'mfe-account'];

/** Every package may reach only its own folder and shared-contracts' public entry. */
const packageZones = PACKAGES.flatMap((target) =>
  PACKAGES.filter((other) => other !== target && other !== 'shared-contracts').map((other) => ({
    target: `./${target}`,
    from: `./${other}`,
    message: `${target} may not import ${other}: packages talk through shared-contracts, the event bus and the backend.`,
  })),
).concat(
  PACKAGES.filter((p) => p !== 'shared-contracts').map((target) => ({
    target: `./${target}`,
    from: './shared-contracts',
    except: ['./package.json'],
    message: 'Import shared-contracts by its package name, never by a relative path.',
  })),
);

/** Inside a frontend package, features/<a> may not import features/<b>. */
function featuresOf(pkg) {
  try {
    return readdirSync(`${pkg}/src/features`);
  } catch {
    return [];
  }
}

const featureZones = FRONTENDS.flatMap((pkg) =>
  featuresOf(pkg).map((feature) => ({
    target: `./${pkg}/src/features/${feature}`,
    from: `./${pkg}/src/features`,
    except: [`./${feature}`],
    message:
      'Features never import each other; move what both need to the package level (components, api, store).',
  })),
);

/**
 * Across packages only shared-contracts, by its entry or its router facade. Its page paths
 * (which page an address draws) are the server's: a browser bundle that imported them would
 * carry a copy outside the shared singleton, so only the backend and tests may.
 */
function restrictedImports({ allowPagePaths }) {
  return [
    'error',
    {
      paths: [
        ...PACKAGES.filter((p) => p !== 'shared-contracts').map((name) => ({
          name,
          message: 'Only shared-contracts is imported across packages.',
        })),
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          message: 'Import routing from shared-contracts/react-router: the one router on the page.',
        })),
      ],
      patterns: [
        {
          group: [
            'shared-contracts/*',
            '!shared-contracts/package.json',
            '!shared-contracts/react-router',
            // Bundled into each build (not shared): a remote's translations kept in two files.
            '!shared-contracts/translation-files',
            ...(allowPagePaths ? ['!shared-contracts/page-paths'] : []),
          ],
          message:
            'Import shared-contracts by its entry, its router facade or its translation-files helper only.',
        },
        {
          group: ['shell/*', 'mfe-*', 'backend/*', 'e2e/*'],
          message: 'Only shared-contracts is imported across packages.',
        },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'build/**',
      'build-dev/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: [...packageZones, ...featureZones] }],
      'no-restricted-imports': restrictedImports({ allowPagePaths: false }),
    },
  },
  {
    files: ['backend/src/**/*.ts', 'shell/src/server/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports({ allowPagePaths: true }) },
  },
  {
    // The router facade itself is the one place that reads react-router-dom.
    files: ['shared-contracts/src/react-router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{shell,mfe-catalog,mfe-cart,mfe-account}/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
