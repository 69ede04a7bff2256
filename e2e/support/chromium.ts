import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium with the flags this machine needs (docs/decisions.md): no downloads, no sandbox
 * as root.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
