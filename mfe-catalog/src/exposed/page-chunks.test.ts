import { expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { REMOTE_PAGES } from 'shared-contracts';

// The team's federation boundary is plain JS for webpack; read it as the build does.
const configFile = new URL('../../federation.config.js', import.meta.url).href;
const { pageChunks } = (await import(configFile)) as { pageChunks: Record<string, string> };

it("names a chunk for every page the shell asks './routes' for, and for no other page", () => {
  expect(Object.keys(pageChunks).sort()).toEqual([...REMOTE_PAGES.catalog].sort());
  // Each named chunk is one routes.tsx loads a page in (the build checks the names exist too).
  const routes = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
  for (const chunk of new Set(Object.values(pageChunks))) {
    expect(routes).toContain(`webpackChunkName: "${chunk}"`);
  }
});
