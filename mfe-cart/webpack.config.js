import { createConfig } from '../tooling/webpack/create-config.js';
import { federation } from './federation.config.js';

export default createConfig({
  packageDir: import.meta.dirname,
  federation,
  port: 3102,
  isShell: false,
  title: 'Cart (standalone)',
});
