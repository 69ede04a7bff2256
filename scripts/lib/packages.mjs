// The frontend packages and how each is published into build/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const FRONTENDS = [
  { dir: 'shell', remote: null },
  { dir: 'mfe-catalog', remote: 'catalog' },
  { dir: 'mfe-cart', remote: 'cart' },
  { dir: 'mfe-account', remote: 'account' },
];

/** What a frontend build reads besides its own folder. */
export const SHARED_BUILD_INPUTS = [
  'tooling/webpack',
  'shared-contracts/src',
  'shared-contracts/package.json',
  'package-lock.json',
];
