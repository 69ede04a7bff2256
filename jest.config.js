import { jestProject } from './jest.base.js';

/** One Jest run over every package; each project keeps its own environment. */
export default {
  // A safety net for hung tests, not a speed check: PGlite alone can take seconds on a busy machine.
  testTimeout: 60_000,
  // Jest's default leaves a core to itself (cores - 1): one worker on a two-core machine, where
  // the suites wait on PostgreSQL, child processes and sockets much of the time.
  maxWorkers: '100%',
  projects: [
    jestProject({ name: 'shared-contracts', dir: 'shared-contracts' }),
    jestProject({ name: 'backend', dir: 'backend' }),
    jestProject({
      name: 'shell',
      dir: 'shell',
      environment: 'jsdom',
      setupFiles: ['<rootDir>/../tooling/jest/dom-setup.js'],
    }),
    jestProject({
      name: 'mfe-catalog',
      dir: 'mfe-catalog',
      environment: 'jsdom',
      setupFiles: ['<rootDir>/../tooling/jest/dom-setup.js'],
    }),
    jestProject({
      name: 'mfe-cart',
      dir: 'mfe-cart',
      environment: 'jsdom',
      setupFiles: ['<rootDir>/../tooling/jest/dom-setup.js'],
    }),
    jestProject({
      name: 'mfe-account',
      dir: 'mfe-account',
      environment: 'jsdom',
      setupFiles: ['<rootDir>/../tooling/jest/dom-setup.js'],
    }),
    // Checks of the repository as a whole: docs/ and what points there, and npm test's totals.
    jestProject({
      name: 'repository checks',
      dir: 'tooling',
      testMatch: ['<rootDir>/checks/*.test.js'],
    }),
  ],
};
