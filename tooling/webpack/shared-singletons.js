// The modules every build shares as singletons (docs/architecture.md, docs/decisions.md). One copy
// of React, the router, RxJS, react-intl, zod and shared-contracts per page: hooks and context work
// across the border, and the event bus is one instance. requiredVersion comes from the package.json
// of the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export function sharedSingletons(packageDir) {
  const deps = readJson(path.join(packageDir, 'package.json')).dependencies ?? {};
  const contracts = readJson(path.join(root, 'shared-contracts/package.json'));
  const version = (name, fallback) => deps[name] ?? fallback;
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: singleton(version('react')),
    'react/jsx-runtime': singleton(version('react')),
    'react-dom': singleton(version('react-dom')),
    // The trailing slash shares every subpath, so react-dom/client is the same copy too.
    'react-dom/': singleton(version('react-dom')),
    'react-intl': singleton(version('react-intl')),
    'shared-contracts': singleton(`^${contracts.version}`),
    // The router's narrow shared surface (see shared-contracts/src/react-router.ts). RxJS and zod
    // are not shared on their own: only shared-contracts imports them, so they travel inside it,
    // once, trimmed to what the contracts use.
    'shared-contracts/react-router': singleton(`^${contracts.version}`),
  };
}
