// The frontend packages and how each is published into build/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// serverEntry: the Node build's entry in dist/ (tooling/webpack/server-config.js). The server
// requires the shell's to render pages, and loads a remote's from its release folder.
export const FRONTENDS = [
  { dir: 'shell', remote: null, serverEntry: 'server/render-page.js' },
  { dir: 'mfe-catalog', remote: 'catalog', serverEntry: 'server/remoteEntry.js' },
  { dir: 'mfe-cart', remote: 'cart', serverEntry: 'server/remoteEntry.js' },
  { dir: 'mfe-account', remote: 'account', serverEntry: 'server/remoteEntry.js' },
];

/** What a frontend build reads besides its own folder. */
export const SHARED_BUILD_INPUTS = [
  'tooling/webpack',
  'shared-contracts/src',
  'shared-contracts/package.json',
  'package-lock.json',
];
