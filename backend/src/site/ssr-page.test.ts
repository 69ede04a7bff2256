import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { buildTestApp, createAccount, solveCaptcha } from '../test-support/account-app';
import { Browser } from '../test-support/inject-browser';
import { writeBuildFolder, writeReleaseFolder } from '../test-support/release-folders';
import { HOSTILE_DATA, takeShellRequests, writeShellServerBuild } from '../test-support/shell-server-build';

const assets = (js: string[], css: string[] = []) => ({
  js: { sync: js, async: ['later.1.js'] },
  css: { sync: css, async: [] },
});

/** catalog 1.0.1-new (its fall-back 1.0.0-aaa) and cart 1.0.0-bbb, and the shell's fake server build. */
async function buildShop(db: Database): Promise<{ app: FastifyInstance; buildDir: string }> {
  const buildDir = writeBuildFolder([
    { remote: 'catalog', version: '1.0.0-aaa' },
    { remote: 'cart', version: '1.0.0-bbb' },
  ]);
  writeShellServerBuild(buildDir);
  const release = path.join(buildDir, 'remotes/catalog/1.0.1-new');
  writeReleaseFolder(buildDir, {
    remote: 'catalog',
    version: '1.0.1-new',
    files: ['routes.1.js', 'routes.1.css', 'shared.1.js', 'search.1.js', 'quick-view.1.js', 'later.1.js'],
  });
  writeFileSync(
    path.join(release, 'mf-manifest.json'),
    JSON.stringify({
      name: 'catalog',
      exposes: [
        { path: './routes', assets: assets(['routes.1.js', 'shared.1.js'], ['routes.1.css']) },
        { path: './header-search', assets: assets(['search.1.js', 'shared.1.js']) },
        { path: './quick-view', assets: assets(['quick-view.1.js']) },
      ],
    }),
  );
  const app = await buildTestApp(db, { BUILD_DIR: buildDir });
  await app.remoteRegistry.release('catalog', '1.0.1-new', 'test');
  return { app, buildDir };
}

const jsonElement = (html: string, id: string): unknown => {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no ${id} element in ${html}`);
  return JSON.parse(match[1]);
};
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a page rendered on the server', () => {
  let db: Database;
  let app: FastifyInstance;
  let buildDir: string;
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    ({ app, buildDir } = await buildShop(db));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  beforeEach(() => void takeShellRequests());

  it("is the shell's index.html with the rendered page in #root, in the cookie's language", async () => {
    const response = await page('/shop?q=laken&page=2', { cookie: 'riode-language=en_US' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(
      /^<!doctype html><html lang="en"><head><meta charset="utf-8"><title data-page-head>&lt;\/shop\?q=laken&amp;page=2> at http:\/\/localhost:80<\/title><link rel="canonical" href="http:\/\/localhost:80\/shop" data-page-head><script defer src="\/main.js"><\/script>.*<\/head><body><div id="root"><main data-build="one" data-locale="en_US"><h1>\/shop\?q=laken&amp;page=2<\/h1><\/main><\/div><\/body><\/html>$/s,
    );
    for (const [cookie, lang] of [
      ['riode-language=de_DE', 'de'],
      ['riode-language=xx_XX', 'nl'],
      ['other=1', 'nl'],
    ] as const) {
      const html = (await page('/', { cookie })).body;
      expect([cookie, /^<!doctype html><html lang="(\w+)">/.exec(html)?.[1]]).toEqual([cookie, lang]);
    }
  });

  it('answers with the status the shell rendered (its not-found page is a 404)', async () => {
    const missing = await page('/missing/thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"><main data-build="one"');
    expect((await page('/cat/beddengoed-4')).statusCode).toBe(200);
  });

  it("is still the shop's page when the shell's server build fails: the browser draws it", async () => {
    const response = await page('/broken/page');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<script type="application/json" id="riode-remotes">');
    expect(response.body).not.toContain('riode-page-state');
    expect(response.body).toMatch(/<div id="?root"?><\/div>/);
  });

  it('carries the page state and the registry as JSON in the head, markup in them escaped', async () => {
    const html = (await page('/product/default/1', { cookie: 'riode-language=fr_CA' })).body;
    const head = headOf(html);
    expect(jsonElement(head, 'riode-page-state')).toEqual({
      locale: 'fr_CA',
      modules: [
        { remote: 'catalog', expose: './routes' },
        { remote: 'catalog', expose: './header-search' },
      ],
      loaded: { href: '/product/default/1', result: { found: true, data: HOSTILE_DATA } },
      signedOut: true,
    });
    expect(jsonElement(head, 'riode-remotes')).toEqual(
      (await app.inject({ method: 'GET', url: '/remotes.json' })).json(),
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(head).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it("asks the shell for the address, the cookie's language, and the visitor's releases with their fall-backs", async () => {
    await page('/cat/beddengoed-4?sort=price&page=3', { cookie: 'riode-language=en_US' });
    const serverEntry = (remote: string, version: string) =>
      path.join(buildDir, 'remotes', remote, version, 'server/remoteEntry.js');
    expect(takeShellRequests()).toEqual([
      {
        url: '/cat/beddengoed-4?sort=price&page=3',
        origin: 'http://localhost:80',
        locale: 'en_US',
        releases: {
          catalog: [
            { remote: 'catalog', version: '1.0.1-new', entry: serverEntry('catalog', '1.0.1-new') },
            { remote: 'catalog', version: '1.0.0-aaa', entry: serverEntry('catalog', '1.0.0-aaa') },
          ],
          cart: [{ remote: 'cart', version: '1.0.0-bbb', entry: serverEntry('cart', '1.0.0-bbb') }],
        },
        budgetMs: 150,
        signedOut: true,
        fetchIsFunction: true,
      },
    ]);
  });

  it("renders from the visitor's Auth.js session: a stale cookie is signed out, a signed-in shopper's page is theirs", async () => {
    const stale = await page('/', { cookie: 'riode-language=en_US; __Secure-authjs.session-token=abc' });
    await page('/', { cookie: 'riode-language=en_US' });
    // Auth.js does not accept the stale cookie: signed out, the same page as without one (kept once).
    expect(takeShellRequests().map((request) => request.signedOut)).toEqual([true]);
    expect(jsonElement(stale.body, 'riode-page-state')).toMatchObject({ signedOut: true });

    const account = await createAccount(db, { firstName: 'Ilse' });
    const browser = new Browser(app);
    await browser.postForm('/api/auth/callback/credentials', {
      csrfToken: await browser.csrf(),
      callbackUrl: '/',
      json: 'true',
      email: account.email,
      password: account.password,
      captchaToken: await solveCaptcha(app),
    });
    const signedIn = async () =>
      app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: browser.header() } });
    const first = await signedIn();
    await signedIn();
    const requests = takeShellRequests();
    // Never kept: the page carries the shopper's name.
    expect(requests.map((request) => [request.signedOut, request.signedInAs])).toEqual([
      [false, 'Ilse'],
      [false, 'Ilse'],
    ]);
    expect(jsonElement(first.body, 'riode-page-state')).toMatchObject({ signedInAs: 'Ilse' });
    expect(jsonElement(first.body, 'riode-page-state')).not.toHaveProperty('signedOut');
  });

  it('keeps a rendered page: the same address, language, releases and cookie render once', async () => {
    const first = await page('/shop?kept=1', { cookie: 'riode-language=de_DE' });
    const again = await page('/shop?kept=1', { cookie: 'riode-language=de_DE' });
    expect(again.body).toBe(first.body);
    expect(again.statusCode).toBe(first.statusCode);
    await page('/shop?kept=1', { cookie: 'riode-language=fr_CA' });
    await page('/shop?kept=2', { cookie: 'riode-language=de_DE' });
    expect(takeShellRequests().map((request) => [request.url, request.locale])).toEqual([
      ['/shop?kept=1', 'de_DE'],
      ['/shop?kept=1', 'fr_CA'],
      ['/shop?kept=2', 'de_DE'],
    ]);
  });

  it('never keeps a page rendered with a slot left to the browser', async () => {
    await page('/shop?render=fall-back&unkept=1');
    await page('/shop?render=fall-back&unkept=1');
    expect(takeShellRequests()).toHaveLength(2);
  });

  it('names the fall-back as the active release when the shell rendered with it, so the browser hydrates the same', async () => {
    const response = await page('/shop?render=fall-back');
    const registry = jsonElement(headOf(response.body), 'riode-remotes') as {
      remotes: Record<string, unknown>;
    };
    expect(registry.remotes.catalog).toEqual({
      version: '1.0.0-aaa',
      entry: '/remotes/catalog/1.0.0-aaa/remoteEntry.js',
      contractsVersion: '1.0.0',
    });
    expect(registry.remotes.cart).toEqual({
      version: '1.0.0-bbb',
      entry: '/remotes/cart/1.0.0-bbb/remoteEntry.js',
      contractsVersion: '1.0.0',
    });
    // The hydrating scripts are the fall-back's too.
    expect(jsonElement(headOf(response.body), 'riode-preloads')).toContain(
      '/remotes/catalog/1.0.0-aaa/remoteEntry.js',
    );
    expect(response.body).not.toContain('1.0.1-new/remoteEntry.js');
    // The visitor's registry itself is unchanged: the next page tries the active release again.
    const served = (await app.inject({ method: 'GET', url: '/remotes.json' })).json() as {
      remotes: { catalog: { version: string } };
    };
    expect(served.remotes.catalog.version).toBe('1.0.1-new');
  });

  it("links the drawn modules' stylesheets, and lists their scripts for the page start to preload, once each, nothing the page does not draw", async () => {
    const head = headOf((await page('/shop')).body);
    // Stylesheets are needed before the first paint; scripts wait for the page's first pictures.
    expect(head.match(/<link (?!rel="canonical")[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/remotes/catalog/1.0.1-new/routes.1.css">',
    ]);
    expect(jsonElement(head, 'riode-preloads')).toEqual([
      '/remotes/catalog/1.0.1-new/remoteEntry.js',
      '/remotes/catalog/1.0.1-new/routes.1.js',
      '/remotes/catalog/1.0.1-new/shared.1.js',
      '/remotes/catalog/1.0.1-new/search.1.js',
    ]);
  });

  it('is compressed with brotli or gzip when the browser takes it, and is private to the visitor', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await page('/cat/beddengoed-4', { 'accept-encoding': encoding });
      expect([encoding, response.headers['content-encoding']]).toEqual([encoding, encoding]);
      expect(decode(response.rawPayload).toString()).toContain('<h1>/cat/beddengoed-4</h1></main></div>');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary).split(/,\s*/).sort()).toEqual(['accept-encoding', 'cookie']);
    }
    const plain = await page('/cat/beddengoed-4', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>/cat/beddengoed-4</h1></main></div>');
    expect(plain.headers['cache-control']).toBe('private, no-cache');
  });

  it("gives the shell a fetch that reaches this server's routes in-process", async () => {
    const body = (await page('/shop?fetch=/remotes.json')).body;
    const shown = /<pre data-status="200">(.*?)<\/pre>/.exec(body)?.[1];
    expect(JSON.parse(String(shown))).toEqual(
      (await app.inject({ method: 'GET', url: '/remotes.json' })).json(),
    );
  });

  it('never serves a server build as a file', async () => {
    // The browser build beside it is served.
    const browserEntry = await app.inject({
      method: 'GET',
      url: '/remotes/catalog/1.0.0-aaa/remoteEntry.js',
    });
    expect([browserEntry.statusCode, browserEntry.body]).toEqual([200, 'var catalog = "1.0.0-aaa";']);
    for (const url of [
      '/remotes/catalog/1.0.0-aaa/server/remoteEntry.js',
      '/remotes/catalog/1.0.0-aaa/server/package.json',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('module.exports');
    }
    for (const url of ['/server/render-page.js', '/server/package.json']) {
      const script = await app.inject({ method: 'GET', url, headers: { accept: 'application/javascript' } });
      expect([url, script.statusCode]).toEqual([url, 404]);
      // A client that takes anything gets the shop's page for that address, not the code.
      const anything = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(anything.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(anything.body).not.toContain('createPageRenderer');
    }
  });
});

describe('a shop whose shell has no server build', () => {
  it("sends the shell's index.html with the registry for the browser to draw, status 200", async () => {
    const db = await openPgliteDatabase();
    await migrate(db);
    const { app, buildDir } = await buildShop(db);
    takeShellRequests();
    try {
      expect(
        (await app.inject({ method: 'GET', url: '/missing', headers: { accept: 'text/html' } })).statusCode,
      ).toBe(404);
      rmSync(path.join(buildDir, 'shell/server'), { recursive: true });
      for (const url of ['/', '/missing', '/shop?q=laken']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', cookie: 'riode-language=en_US' },
        });
        expect([url, response.statusCode]).toEqual([url, 200]);
        // The template as it is: an empty root, no page state, the registry for the browser.
        expect(response.body).toContain('<html lang="nl">');
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain('riode-page-state');
        expect(jsonElement(response.body, 'riode-remotes')).toMatchObject({
          remotes: { catalog: { version: '1.0.1-new' }, cart: { version: '1.0.0-bbb' } },
        });
        expect(response.headers['cache-control']).toBe('private, no-cache');
      }
      expect(takeShellRequests()).toHaveLength(1);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
