import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { testConfig } from '../test-support/account-app';
import { writeBuildFolder } from '../test-support/release-folders';
import { inlinePageStart } from './inline-page-start';

jest.setTimeout(60_000);

const PAGE_START = '(()=>{document.documentElement.dataset.started="yes"})();';
const SHELL_HTML =
  '<html><head><!--riode-registry--><script defer src=/page-start.js></script></head>' +
  '<body><div id=root></div></body></html>';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1]?.split(' ') ?? [];

describe('the page start written into the page', () => {
  it('replaces the file’s tag with the script itself at the end of the body, and names its hash', async () => {
    const files = new Map([['/shell/page-start.js', `${PAGE_START}\n`]]);
    const page = await inlinePageStart(SHELL_HTML, '/shell', async (file) => files.get(file)!);
    expect(page.html).not.toContain('page-start.js');
    expect(page.html).toContain(`<script id="riode-page-start">${PAGE_START}</script></body>`);
    expect(page.scriptHash).toBe(hashOf(PAGE_START));
  });

  it('leaves the page as it is when the file is missing, or could end its element early', async () => {
    const missing = await inlinePageStart(SHELL_HTML, '/shell', () => Promise.reject(new Error('ENOENT')));
    expect(missing).toEqual({ html: SHELL_HTML });
    const hostile = await inlinePageStart(SHELL_HTML, '/shell', async () => 'a("</script><img>")');
    expect(hostile).toEqual({ html: SHELL_HTML });
    expect(await inlinePageStart('<html><body></body></html>', '/shell', async () => PAGE_START)).toEqual({
      html: '<html><body></body></html>',
    });
  });
});

describe('a page of the shop with its page start inline', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    const buildDir = writeBuildFolder([{ remote: 'cart', version: '1.0.0-bbb' }]);
    writeFileSync(path.join(buildDir, 'shell/index.html'), SHELL_HTML);
    writeFileSync(path.join(buildDir, 'shell/page-start.js'), PAGE_START);
    app = await buildApp(testConfig({ BUILD_DIR: buildDir }), { db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('runs it by its hash alone: the page’s CSP names it, and no other answer allows an inline script', async () => {
    const page = await app.inject({ url: '/pages/cart', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const inline = /<script id="riode-page-start">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
    expect(inline).toBe(PAGE_START);
    expect(scriptSources(page.headers['content-security-policy'])).toEqual(["'self'", hashOf(inline!)]);

    const api = await app.inject({ url: '/products/api/v1/categories/get-public-all-categories' });
    expect(scriptSources(api.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});
