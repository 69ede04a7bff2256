import { createConfig } from '../tooling/webpack/create-config.js';
import { federation, pageChunks } from './federation.config.js';

export default createConfig({
  packageDir: import.meta.dirname,
  federation,
  port: 3101,
  isShell: false,
  title: 'Catalog (standalone)',
  // The shell's header draws it on every page; the catalog's pages share its code.
  everyPageExpose: './header-search',
  pageChunks,
});
