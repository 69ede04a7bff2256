import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { pageForPath, productIdFromPath } from './page-paths';
import { REMOTE_PAGES } from './remotes';
import { routes } from './routes';

describe('the page a path draws', () => {
  const pathOf = (address: string) => new URL(address, 'http://shop.test').pathname;

  it("names the remote page of every route the builders make, and none for the shell's own", () => {
    const expected: Array<[string, ReturnType<typeof pageForPath>]> = [
      [routes.home(), { remote: 'catalog', page: 'home' }],
      [routes.shop({ search: 'laken' }), { remote: 'catalog', page: 'shop' }],
      [routes.category({ id: 4, name: 'Beddengoed' }), { remote: 'catalog', page: 'category' }],
      [routes.sale(), { remote: 'catalog', page: 'sale' }],
      [routes.categoryPage(13), { remote: 'catalog', page: 'category-page' }],
      [routes.product({ id: 12, name: 'Badjas' }), { remote: 'catalog', page: 'product' }],
      [routes.productDefault(12), { remote: 'catalog', page: 'product' }],
      [routes.cart(), { remote: 'cart', page: 'cart' }],
      [routes.checkout(), { remote: 'cart', page: 'checkout' }],
      [routes.wishlist(), { remote: 'cart', page: 'wishlist' }],
      [routes.login(), { remote: 'account', page: 'login' }],
      [routes.resetPassword({ token: 't' }), { remote: 'account', page: 'reset-password' }],
      [routes.account({ tabId: 3 }), { remote: 'account', page: 'account' }],
      [routes.trackOrder({ order: 'RD-1' }), { remote: 'account', page: 'track-order' }],
      [routes.info('privacy'), undefined],
      [routes.notFound(), undefined],
    ];
    for (const [address, page] of expected)
      expect([address, pageForPath(pathOf(address))]).toEqual([address, page]);
    // Every page a remote draws is reachable.
    const reached = new Set(expected.map(([, page]) => page && `${page.remote}/${page.page}`));
    for (const [remote, pages] of Object.entries(REMOTE_PAGES))
      for (const page of pages) expect(reached).toContain(`${remote}/${page}`);
  });

  it('matches as the router does: any case, escapes decoded, trailing slashes, only whole paths', () => {
    const cases: Array<[string, string | undefined]> = [
      ['/SHOP/', 'catalog/shop'],
      ['/shop//', 'catalog/shop'],
      ['/sh%6Fp', 'catalog/shop'],
      ['/pages/c%61rt', 'cart/cart'],
      ['/product/default/%31', 'catalog/product'],
      ['//', 'catalog/home'],
      ['/cat/Beddengoed-4/', 'catalog/category'],
      ['/cat/sale', 'catalog/sale'],
      ['/cat/%E0%A4%A-4', 'catalog/category'],
      // A slug without an id is the category route still; the catalog's loader answers not found (404).
      ['/cat/beddengoed', 'catalog/category'],
      ['/cat/a/b-4', undefined],
      ['/cat/a%2Fb-4', 'catalog/category'],
      ['/product/default/x', 'catalog/product'],
      ['/shopping', undefined],
      ['/pages/cart/x', undefined],
    ];
    for (const [path, expected] of cases) {
      const page = pageForPath(path);
      expect([path, page && `${page.remote}/${page.page}`]).toEqual([path, expected]);
    }
  });

  it('reads the product id of /product/default/{id} as the router does, and only a usable one', () => {
    expect(productIdFromPath('/product/default/12')).toBe(12);
    expect(productIdFromPath('/Product/Default/%31%32/')).toBe(12);
    for (const path of [
      '/product/default/0',
      '/product/default/99999999999999999999',
      '/product/default/1x',
      '/product/d/p',
    ])
      expect([path, productIdFromPath(path)]).toEqual([path, undefined]);
  });

  it('never throws, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (tail) => {
        pageForPath(`/${tail}`);
        pageForPath(`/cat/${tail}`);
        productIdFromPath(`/product/default/${tail}`);
      }),
    );
  });
});
