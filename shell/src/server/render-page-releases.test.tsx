/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { PageLoader } from 'shared-contracts';
import {
  fakeRelease,
  fakeRequire,
  pageRequest,
  renderPage,
  routesModule,
  searchModule,
} from './fake-releases';
import { createPageRenderer } from './render-page';

const PAGE_SKELETON = '<div class="sh-page-loading" aria-busy="true" data-slot-skeleton="page">';
const SEARCH_PLACEHOLDER = '<div class="sh-search-placeholder"></div>';

/** The catalog's product page, answering after a turn of the event loop so concurrent requests interleave. */
const product =
  (version: string): PageLoader =>
  async ({ params }) => {
    await new Promise((resolve) => setImmediate(resolve));
    return { found: true, data: { title: `${version} product ${params.id}` } };
  };

/** A catalog release whose page and search box both work. */
const working = (version: string) =>
  fakeRelease('catalog', version, {
    './routes': routesModule(version, { product: product(version) }),
    './header-search': searchModule(version),
  });

describe('a release whose server code fails to load', () => {
  it('leaves its slot to the browser, and is not asked again on the next request', async () => {
    const v1 = fakeRelease('catalog', 'v1', {
      './routes': { rejects: new Error('chunk gone') },
      './header-search': searchModule('v1'),
    });
    const renderer = createPageRenderer({ requireEntry: fakeRequire(v1) });

    const first = await renderPage(renderer, pageRequest('/product/default/7', { catalog: [v1] }));

    expect(first.status).toBe(200);
    expect(first.main).toContain(PAGE_SKELETON);
    expect(first.html).toContain('<header class="sh-header"');
    expect(first.html).toContain('data-search-release="v1"');
    expect(first.html).toContain('<footer class="sh-footer"');
    expect(first.problems).toEqual(['catalog v1 ./routes: chunk gone']);
    expect(first.state).not.toHaveProperty('loaded');

    const asked = [...v1.gets];
    const second = await renderPage(renderer, pageRequest('/product/default/7', { catalog: [v1] }));

    // The release is passed over as a whole: its search box, which loaded, is left to the browser too.
    expect(v1.gets).toEqual(asked);
    expect(second.main).toContain(PAGE_SKELETON);
    expect(second.html).toContain(SEARCH_PLACEHOLDER);
    expect(second.rendered).toEqual({});
    expect(second.problems).toEqual([
      'catalog v1 ./routes: chunk gone',
      'catalog v1 ./header-search: chunk gone',
    ]);
  });

  it('renders the page with the fall-back release, and names it', async () => {
    const broken = new Error('Cannot read properties of undefined');
    const v1 = fakeRelease('catalog', 'v1', {
      './routes': { throws: broken },
      './header-search': { throws: broken },
    });
    const v2 = working('v2');
    const requireEntry = fakeRequire(v1, v2);
    const renderer = createPageRenderer({ requireEntry });

    for (const attempt of [1, 2]) {
      const page = await renderPage(renderer, pageRequest('/product/default/7', { catalog: [v1, v2] }));

      expect([attempt, page.status, page.rendered]).toEqual([attempt, 200, { catalog: 'v2' }]);
      expect(page.main).toContain('<h1>v2 product 7</h1>');
      expect(page.html).toContain('data-search-release="v2"');
      expect(page.problems).toHaveLength(2);
      expect(page.problems.every((problem) => problem.startsWith('catalog v1 '))).toBe(true);
    }
    expect(v1.gets.sort()).toEqual(['./header-search', './routes']);
    expect(requireEntry.required.filter((file) => file === v1.entry)).toHaveLength(1);
  });

  // A remote renders from one release: when one of the visitor's release's modules fails, the whole
  // remote renders with the fall-back, which the browser then hydrates too.
  it('renders the page with the fall-back when only the page of the visitor’s release fails', async () => {
    const v1 = fakeRelease('catalog', 'v1', {
      './routes': { rejects: new Error('chunk gone') },
      './header-search': searchModule('v1'),
    });
    const v2 = working('v2');
    const renderer = createPageRenderer({ requireEntry: fakeRequire(v1, v2) });

    const page = await renderPage(renderer, pageRequest('/product/default/7', { catalog: [v1, v2] }));

    expect(page.main).toContain('<h1>v2 product 7</h1>');
    expect(page.rendered).toEqual({ catalog: 'v2' });
  });
});

describe('two releases of one remote', () => {
  it('render their own HTML for requests served at the same time', async () => {
    const [v1, v2] = [working('v1'), working('v2')];
    const renderer = createPageRenderer({ requireEntry: fakeRequire(v1, v2) });

    const pages = await Promise.all(
      Array.from({ length: 100 }, async (_, n) => {
        const release = n % 2 ? v2 : v1;
        const page = await renderPage(renderer, pageRequest(`/product/default/${n}`, { catalog: [release] }));
        return { want: release.version, n, page };
      }),
    );

    for (const { want, n, page } of pages) {
      const other = want === 'v1' ? 'v2' : 'v1';
      expect([n, page.rendered.catalog]).toEqual([n, want]);
      expect(page.main).toContain(`<article data-release="${want}" data-page="product"`);
      expect(page.main).toContain(`<h1>${want} product ${n}</h1>`);
      expect(page.html).toContain(`data-search-release="${want}"`);
      expect(page.html).not.toContain(`"${other}`);
      expect(page.html).not.toContain(`>${other} `);
    }
  });

  // Two versions the release guards accept (/^[0-9A-Za-z.+-]+$/), such as 1.0.0-1 and 1.0.0+1, are
  // two releases with names of their own.
  it('keep apart versions that differ only in punctuation', async () => {
    const [prerelease, build] = [working('1.0.0-1'), working('1.0.0+1')];
    const renderer = createPageRenderer({ requireEntry: fakeRequire(prerelease, build) });

    await renderPage(renderer, pageRequest('/product/default/7', { catalog: [prerelease] }));
    const page = await renderPage(renderer, pageRequest('/product/default/7', { catalog: [build] }));

    expect(page.main).toContain('<h1>1.0.0+1 product 7</h1>');
  });
});

describe('releasesPerRemote', () => {
  it('keeps the newest releases loaded and drops the older one’s files from the require cache', async () => {
    const releases = [working('v1'), working('v2'), working('v3'), working('v4')] as const;
    const [v1, v2, v3, v4] = releases;
    const requireEntry = fakeRequire(...releases);
    requireEntry.cache['/app/shell/server/render-page.js'] = {};
    const renderer = createPageRenderer({ requireEntry, releasesPerRemote: 3 });

    for (const release of releases) await renderPage(renderer, pageRequest('/shop', { catalog: [release] }));

    expect(renderer.loaded().map((release) => release.version)).toEqual(['v2', 'v3', 'v4']);
    const folder = (release: typeof v1) => release.entry.replace(/remoteEntry\.js$/, '');
    const cached = Object.keys(requireEntry.cache);
    expect(cached.filter((file) => file.startsWith(folder(v1)))).toEqual([]);
    for (const kept of [v2, v3, v4]) expect(cached).toContain(kept.entry);
    expect(cached).toContain('/app/shell/server/render-page.js');

    // A rollback to v1 loads its server code again.
    const page = await renderPage(renderer, pageRequest('/product/default/7', { catalog: [v1] }));
    expect(page.main).toContain('<h1>v1 product 7</h1>');
    expect(requireEntry.required.filter((file) => file === v1.entry)).toHaveLength(2);
    expect(renderer.loaded().map((release) => release.version)).toEqual(['v3', 'v4', 'v1']);
  });
});
