import { createConfig } from '../tooling/webpack/create-config.js';
import { federation } from './federation.config.js';

export default createConfig({
  packageDir: import.meta.dirname,
  federation,
  port: 3103,
  isShell: false,
  title: 'Account (standalone)',
});
