import { createConfig } from '../tooling/webpack/create-config.js';
import { federation } from './federation.config.js';

export default createConfig({
  packageDir: import.meta.dirname,
  federation,
  port: 3100,
  isShell: true,
  title: 'Riode – groothandel in huishoudtextiel',
});
