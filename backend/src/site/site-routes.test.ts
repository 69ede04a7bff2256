import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { openPgliteDatabase } from '../db/pglite-database';
import { migrate } from '../db/migrate';
import { buildTestApp } from '../test-support/account-app';
import { writeBuildFolder } from '../test-support/release-folders';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { renderShellPage } from './index-html';
import { createPreloadPlanner, type RemoteModule } from './preload-assets';

const registry = {
  remotes: {
    catalog: {
      version: '1.0.0-aaa',
      entry: '/remotes/catalog/1.0.0-aaa/remoteEntry.js',
      contractsVersion: '1.0.0',
    },
    cart: {
      version: '1.0.0-bbb',
      entry: '/remotes/cart/1.0.0-bbb/remoteEntry.js',
      contractsVersion: '1.0.0',
    },
  },
};

/** What the shell draws (shell/src/server/render-page.tsx): the page's './routes', then the header's search. */
const CATALOG_PAGE: RemoteModule[] = [
  { remote: 'catalog', expose: './routes' },
  { remote: 'catalog', expose: './header-search' },
];
const CART_PAGE: RemoteModule[] = [
  { remote: 'cart', expose: './routes' },
  { remote: 'catalog', expose: './header-search' },
];
/** An information page is the shell's own: only the header's search is a remote's. */
const SHELL_PAGE: RemoteModule[] = [{ remote: 'catalog', expose: './header-search' }];

function writeBuild(): string {
  return writeBuildFolder([
    { remote: 'catalog', version: '1.0.0-aaa' },
    { remote: 'cart', version: '1.0.0-bbb' },
  ]);
}

describe('the static site', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildTestApp(db, { BUILD_DIR: writeBuild() });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers every deep link with the shell, its registry inlined, private and no-cache', async () => {
    for (const url of ['/', '/shop?search=laken', '/product/d/p/?t=x&slug=5', '/pages/account?tabId=3']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      // The page depends on the visitor's cookies (releases, whether a session may exist).
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary).split(/,\s*/).sort()).toEqual(['accept-encoding', 'cookie']);
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<script type="application/json" id="riode-remotes">');
      expect(html).toContain('/remotes/cart/1.0.0-bbb/remoteEntry.js');
    }
  });

  it('sends deep links compressed to a browser that takes brotli or gzip', async () => {
    // ("/" is a route of its own: @fastify/compress answers it, above its 1 KB threshold.)
    for (const url of ['/cat/beddengoed-4', '/product/default/1', '/pages/cart']) {
      for (const encoding of ['br', 'gzip']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', 'accept-encoding': encoding },
        });
        expect(response.statusCode).toBe(200);
        expect([url, response.headers['content-encoding']]).toEqual([url, encoding]);
      }
    }
    const refused = await app.inject({
      method: 'GET',
      url: '/cat/beddengoed-4',
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('riode-remotes');
  });

  it('answers a page address with the shell also for clients that accept anything, but not for JSON clients', async () => {
    const anything = await app.inject({
      method: 'GET',
      url: '/product/d/p/?t=x&slug=5',
      headers: { accept: '*/*' },
    });
    expect(anything.statusCode).toBe(200);
    expect(anything.headers['content-type']).toMatch(/^text\/html/);
    const json = await app.inject({
      method: 'GET',
      url: '/pages/cart',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('serves the registry document uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(registry);
    expect(response.headers['set-cookie']).toMatch(/^riode-visitor=[0-9a-f]{32}; Path=\/;.*HttpOnly/);
  });

  it('caches hashed chunks for a year and revalidates entry files', async () => {
    const chunk = await app.inject({ method: 'GET', url: '/829.bc75846eea.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ method: 'GET', url: '/remotes/cart/1.0.0-bbb/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ method: 'GET', url: '/main.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed files asked for by URL (the intro video) for a year, and revalidates unhashed ones', async () => {
    const video = await app.inject({ method: 'GET', url: '/riode-intro.a105c5b8d5.webm' });
    expect([video.statusCode, video.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect([icon.statusCode, icon.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it("sends the build's precompressed copies to a browser that takes them, and the file to one that does not", async () => {
    const fetch = (url: string, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    for (const [url, text, caching] of [
      ['/829.bc75846eea.js', 'console.log("chunk")', 'public, max-age=31536000, immutable'],
      ['/remotes/cart/1.0.0-bbb/remoteEntry.js', 'var cart = "1.0.0-bbb";', 'no-cache'],
    ] as const) {
      const brotli = await fetch(url, 'gzip, deflate, br, zstd');
      expect([url, brotli.headers['content-encoding'], brotli.headers['cache-control']]).toEqual([
        url,
        'br',
        caching,
      ]);
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(text);
      // The file written at build time, sent as it is (a per-request compression has no length).
      expect(brotli.headers['content-length']).toBe(String(brotliCompressSync(text).length));

      const gzip = await fetch(url, 'gzip');
      expect([url, gzip.headers['content-encoding'], gzip.headers['cache-control']]).toEqual([
        url,
        'gzip',
        caching,
      ]);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);

      for (const plain of [
        await fetch(url),
        await fetch(url, 'identity'),
        await fetch(url, 'br;q=0, gzip;q=0'),
      ]) {
        expect([url, plain.headers['content-encoding'], plain.body]).toEqual([url, undefined, text]);
      }
    }
  });

  it("answers odd page addresses with the shop's page, never a 500", async () => {
    for (const url of [
      '//',
      '//evil.example/cat/beddengoed-4',
      '/shop//?x=1',
      '/%E0%A4%A',
      '/cat/%2F..%2F-4',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, response.statusCode]).toEqual([url, url === '/%E0%A4%A' ? 400 : 200]);
      if (response.statusCode === 200) expect(response.body).toContain('id="riode-remotes"');
    }
  });

  it("sends a page's form posted before hydration back to the page by GET, its fields unread and never in an address", async () => {
    for (const [url, contentType, payload] of [
      ['/pages/login', 'application/x-www-form-urlencoded', 'email=a%40b.nl&password=Geheim%401234'],
      ['/pages/login?callbackUrl=%2Fpages%2Fcart', 'multipart/form-data; boundary=x', '--x--'],
      ['/pages/track-order?order=RD-100001', 'text/plain', 'email=a@b.nl'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { accept: 'text/html', 'content-type': contentType },
        payload,
      });
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 303, url]);
      expect(response.body).not.toContain('Geheim');
    }
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/pages/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${'x'.repeat(70 * 1024)}`,
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('answers unknown API paths and missing remote files with a JSON 404, never the shell', async () => {
    for (const url of ['/products/api/v1/nope', '/remotes/cart/9.9.9/remoteEntry.js', '/api/unknown']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'notFound' });
    }
  });

  it('takes small client problem reports and refuses malformed ones', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/client-log',
      payload: { kind: 'remote-load-failed', remote: 'cart' },
    });
    expect(ok.statusCode).toBe(204);
    const nested = await app.inject({
      method: 'POST',
      url: '/api/client-log',
      payload: { kind: 'x', deep: { a: 1 } },
    });
    expect(nested.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/client-log',
      payload: { kind: 'x', text: 'a'.repeat(5000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('inlining the registry', () => {
  it('cannot be broken out of by a value containing markup', () => {
    const hostile = {
      remotes: {
        cart: { version: '</script><script>alert(1)</script>', entry: '/x.js', contractsVersion: '1.0.0' },
      },
    };
    const html = renderShellPage('<head><!--riode-registry--></head>', hostile);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });
});

describe('preloading what a first page load fetches', () => {
  const writeJson = (file: string, value: unknown) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(value));
  };
  const exposed = (expose: string, js: unknown[], css: string[] = []) => ({
    path: expose,
    assets: { js: { sync: js, async: ['fallback.js'] }, css: { sync: css, async: [] } },
  });

  function buildWithManifests(): string {
    const dir = writeBuild();
    writeJson(path.join(dir, 'shell/startup-assets.json'), {
      files: ['bootstrap.1.js', 'bootstrap.1.css', 'react.1.js'],
    });
    writeJson(path.join(dir, 'remotes/catalog/1.0.0-aaa/mf-manifest.json'), {
      exposes: [
        exposed('./routes', ['routes.1.js', 'shared-with-search.1.js'], ['routes.1.css']),
        exposed('./header-search', ['search.1.js', 'shared-with-search.1.js']),
        exposed('./quick-view', ['quick-view.1.js']),
      ],
    });
    writeJson(path.join(dir, 'remotes/cart/1.0.0-bbb/mf-manifest.json'), {
      exposes: [exposed('./routes', ['cart-routes.1.js']), exposed('./cart-dropdown', ['dropdown.1.js'])],
    });
    return dir;
  }

  it("names the entries, the shell's startup chunks and the drawn modules' chunks, once each", async () => {
    const plan = createPreloadPlanner(buildWithManifests());
    const assets = await plan(registry, '/product/default/1', CATALOG_PAGE);
    expect(assets.map((a) => a.href)).toEqual([
      '/remotes/catalog/1.0.0-aaa/remoteEntry.js',
      '/bootstrap.1.js',
      '/bootstrap.1.css',
      '/react.1.js',
      '/remotes/catalog/1.0.0-aaa/routes.1.css',
      '/remotes/catalog/1.0.0-aaa/routes.1.js',
      '/remotes/catalog/1.0.0-aaa/shared-with-search.1.js',
      '/remotes/catalog/1.0.0-aaa/search.1.js',
    ]);
    expect(assets.find((a) => a.href.endsWith('.css'))?.as).toBe('style');
    // The cart is not drawn on this page, nor the quick view; shared fallbacks load only when needed.
    expect(assets.map((a) => a.href).join()).not.toMatch(/cart|quick-view|fallback/);

    const html = renderShellPage('<head><!--riode-registry--></head>', registry, assets);
    expect(html.match(/<link rel="stylesheet" href="([^"]+)">/g)).toEqual([
      '<link rel="stylesheet" href="/bootstrap.1.css">',
      '<link rel="stylesheet" href="/remotes/catalog/1.0.0-aaa/routes.1.css">',
    ]);
    const preloads = JSON.parse(/id="riode-preloads">([^<]*)</.exec(html)?.[1] ?? 'null') as string[];
    expect(preloads).toEqual(assets.filter((a) => a.as === 'script').map((a) => a.href));
  });

  it("adds the files of the page's own code where the remote's release names them (page-chunks.json)", async () => {
    const dir = buildWithManifests();
    writeJson(path.join(dir, 'remotes/catalog/1.0.0-aaa/page-chunks.json'), {
      pages: { product: ['page-product.1.js', 'shared-pages.1.js'], home: ['page-home.1.js'] },
    });
    const plan = createPreloadPlanner(dir);
    const product: RemoteModule[] = [
      { remote: 'catalog', expose: './routes', page: 'product' },
      { remote: 'catalog', expose: './header-search' },
    ];
    const hrefs = (await plan(registry, '/product/default/1', product)).map((a) => a.href);
    // After the module's own chunks, before the next module's.
    const afterRoutes = hrefs.indexOf('/remotes/catalog/1.0.0-aaa/shared-with-search.1.js') + 1;
    expect(afterRoutes).toBeGreaterThan(0);
    expect(hrefs.slice(afterRoutes)).toEqual([
      '/remotes/catalog/1.0.0-aaa/page-product.1.js',
      '/remotes/catalog/1.0.0-aaa/shared-pages.1.js',
      '/remotes/catalog/1.0.0-aaa/search.1.js',
    ]);
    // Only the page drawn: not the home page's file, and nothing for a page the file does not name.
    expect(hrefs.join()).not.toContain('page-home');
    const unnamed = await plan(registry, '/shop', [{ remote: 'catalog', expose: './routes', page: 'shop' }]);
    expect(unnamed.map((a) => a.href).join()).not.toContain('page-');
  });

  it("preloads the page's chunks of a shell that bundles the pages itself (the bench's monolith)", async () => {
    const dir = buildWithManifests();
    writeJson(path.join(dir, 'shell/page-chunks.json'), {
      pages: {
        home: ['catalog-routes.1.js', 'catalog-page-home.1.js'],
        product: ['catalog-page-product.1.js'],
      },
    });
    const monolith = { remotes: {} };
    const plan = createPreloadPlanner(dir);
    expect((await plan(monolith, '/', [])).map((a) => a.href)).toEqual([
      '/bootstrap.1.js',
      '/bootstrap.1.css',
      '/react.1.js',
      '/catalog-routes.1.js',
      '/catalog-page-home.1.js',
    ]);
    expect((await plan(monolith, '/pages/privacy', [])).map((a) => a.href)).toEqual([
      '/bootstrap.1.js',
      '/bootstrap.1.css',
      '/react.1.js',
    ]);
  });

  it('keeps to entries for releases elsewhere, and never reads outside the build folder', async () => {
    const plan = createPreloadPlanner(buildWithManifests());
    const elsewhere = {
      remotes: {
        catalog: {
          version: '2',
          entry: 'https://cdn.example/catalog/remoteEntry.js',
          contractsVersion: '1.0.0',
        },
        cart: { version: '3', entry: '/remotes/../../../etc/remoteEntry.js', contractsVersion: '1.0.0' },
      },
    };
    const assets = await plan(elsewhere, '/pages/cart', CART_PAGE);
    expect(
      assets.filter((a) => a.href.includes('remotes/') || a.href.startsWith('https:')).map((a) => a.href),
    ).toEqual(['/remotes/../../../etc/remoteEntry.js', 'https://cdn.example/catalog/remoteEntry.js']);
  });

  it('serves a page with the preloads in its head, from a build without manifests too', async () => {
    const plan = createPreloadPlanner(writeBuild());
    const assets = await plan(registry, '/', CATALOG_PAGE);
    expect(assets.map((a) => a.href)).toEqual(['/remotes/catalog/1.0.0-aaa/remoteEntry.js']);
  });

  it("preloads only what the page draws: an information page, the shell's own, only the header's search", async () => {
    const plan = createPreloadPlanner(buildWithManifests());
    const hrefs = (await plan(registry, '/pages/privacy', SHELL_PAGE)).map((a) => a.href);
    expect(hrefs).toContain('/remotes/catalog/1.0.0-aaa/search.1.js');
    expect(hrefs.join()).not.toMatch(/routes\.1/);
    // A remote the visitor's registry does not name has nothing to preload.
    const login = await plan(registry, '/pages/login', [
      { remote: 'account', expose: './routes' },
      ...SHELL_PAGE,
    ]);
    expect(login.map((a) => a.href).join()).not.toContain('account');
  });

  it('ignores a manifest that is not JSON, and names outside the release', async () => {
    const dir = buildWithManifests();
    const file = path.join(dir, 'remotes/catalog/1.0.0-aaa/mf-manifest.json');
    const exposing = (files: unknown[]) => JSON.stringify({ exposes: [exposed('./routes', files)] });
    for (const broken of [
      '{ not json',
      JSON.stringify([]),
      exposing([
        42,
        '../../../shell/main.js',
        'sub/../../x.js',
        '/abs.js',
        'a.json',
        'ok.1.js',
        'js/ok.2.js',
      ]),
    ]) {
      writeFileSync(file, broken);
      // A new planner: a release's files are read once and kept.
      const hrefs = (await createPreloadPlanner(dir)(registry, '/', CATALOG_PAGE)).map((a) => a.href);
      const chunks = hrefs.filter((href) => !/remoteEntry|bootstrap|react/.test(href));
      expect([broken, chunks]).toEqual([
        broken,
        // A subfolder of the release is still the release (the release guard checks those too).
        broken.includes('ok.1.js')
          ? ['/remotes/catalog/1.0.0-aaa/ok.1.js', '/remotes/catalog/1.0.0-aaa/js/ok.2.js']
          : [],
      ]);
    }
  });

  it('reads a release file again after a failed read, and keeps one it has read', async () => {
    const dir = buildWithManifests();
    const manifest = path.join(dir, 'remotes/catalog/1.0.0-aaa/mf-manifest.json');
    const good = readFileSync(manifest, 'utf8');
    // A read that fails for another reason than a missing file (here: a folder in its place, as
    // a copy in progress could leave it) gives no preloads this time...
    rmSync(manifest);
    mkdirSync(manifest);
    const plan = createPreloadPlanner(dir);
    const exposedChunks = async () =>
      (await plan(registry, '/product/default/1', CATALOG_PAGE))
        .map((a) => a.href)
        .filter((href) => /routes\.1\.css|search\.1\.js/.test(href)); // named by the manifest only
    expect(await exposedChunks()).toEqual([]);
    // ...and is not kept: once the file is there, the same server preloads from it.
    rmSync(manifest, { recursive: true });
    writeFileSync(manifest, good);
    const fromManifest = [
      '/remotes/catalog/1.0.0-aaa/routes.1.css',
      '/remotes/catalog/1.0.0-aaa/shared-with-search.1.js',
      '/remotes/catalog/1.0.0-aaa/search.1.js',
    ];
    expect(await exposedChunks()).toEqual(fromManifest);
    // What was read is kept: a release folder never changes.
    rmSync(manifest);
    expect(await exposedChunks()).toEqual(fromManifest);
  });

  it('serves a shell redeployed in place with its new page and startup chunks at the next request', async () => {
    const dir = buildWithManifests();
    const db = await openPgliteDatabase();
    await migrate(db);
    const app = await buildTestApp(db, { BUILD_DIR: dir });
    try {
      const page = async () =>
        (await app.inject({ method: 'GET', url: '/pages/privacy', headers: { accept: 'text/html' } })).body;
      expect(await page()).toContain('"/bootstrap.1.js"');
      await page();
      writeFileSync(
        path.join(dir, 'shell/index.html'),
        '<html><head><title>Riode, nieuw</title><!--riode-registry--></head><body></body></html>',
      );
      writeJson(path.join(dir, 'shell/startup-assets.json'), { files: ['bootstrap.2.js', 'react.2.js'] });
      const redeployed = await page();
      expect(redeployed).toContain('<title>Riode, nieuw</title>');
      expect(redeployed).toContain('"/bootstrap.2.js"');
      expect(redeployed).not.toContain('bootstrap.1');
      // Taken away mid-deploy: the shop says it is not built yet, then serves the shell once back.
      rmSync(path.join(dir, 'shell/index.html'));
      const missing = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(missing.statusCode).toBe(503);
      writeFileSync(path.join(dir, 'shell/index.html'), '<html><head><!--riode-registry--></head></html>');
      expect(await page()).toContain('"/react.2.js"');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("preloads the cart's pages on the cart's routes, with the catalog's search box, not the dropdown", async () => {
    const plan = createPreloadPlanner(buildWithManifests());
    const assets = await plan(registry, '/pages/cart', CART_PAGE);
    expect(assets.map((a) => a.href)).toEqual([
      '/remotes/cart/1.0.0-bbb/remoteEntry.js',
      '/remotes/catalog/1.0.0-aaa/remoteEntry.js',
      '/bootstrap.1.js',
      '/bootstrap.1.css',
      '/react.1.js',
      '/remotes/cart/1.0.0-bbb/cart-routes.1.js',
      '/remotes/catalog/1.0.0-aaa/search.1.js',
      '/remotes/catalog/1.0.0-aaa/shared-with-search.1.js',
    ]);
  });
});
