import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { utimesSync } from 'node:fs';
import { writeBuildFolder } from '../test-support/release-folders';
import { startServer, type ServerProcess } from '../test-support/server-process';
import { writeShellServerBuild } from '../test-support/shell-server-build';

// In a server process of its own: Jest's module registry keeps a file once required, whatever
// Node's require cache is told, so only real Node shows the shell's build being loaded again.
describe("the shell's server build, redeployed in place", () => {
  let server: ServerProcess;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = writeBuildFolder([{ remote: 'catalog', version: '1.0.0-aaa' }]);
    writeShellServerBuild(buildDir, 'one');
    server = await startServer({ BUILD_DIR: buildDir });
  }, 120_000);
  afterAll(() => server.stop());

  const renderedBy = async () => {
    const response = await fetch(`${server.url}/shop?q=laken`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    return /<main data-build="(\w+)"/.exec(await response.text())?.[1];
  };

  it('renders the next page with the new build, without a restart', async () => {
    expect(await renderedBy()).toBe('one');
    expect(await renderedBy()).toBe('one');
    const shellEntry = writeShellServerBuild(buildDir, 'two');
    // A deploy writes a newer file; said outright, so the test does not lean on the clock's resolution.
    const later = new Date(Date.now() + 5_000);
    utimesSync(shellEntry, later, later);
    expect(await renderedBy()).toBe('two');
    expect(await renderedBy()).toBe('two');
  });
});
