import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { pageForPath } from './page-paths';
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

  it('matches as the router does: any case, an optional trailing slash, and only whole paths', () => {
    expect(pageForPath('/SHOP/')).toEqual({ remote: 'catalog', page: 'shop' });
    expect(pageForPath('/cat/Beddengoed-4/')).toEqual({ remote: 'catalog', page: 'category' });
    expect(pageForPath('/cat/sale')).toEqual({ remote: 'catalog', page: 'sale' });
    for (const other of [
      '/cat/beddengoed',
      '/cat/a/b-4',
      '/product/default/x',
      '/shopping',
      '/pages/cart/x',
      '//',
    ])
      expect([other, pageForPath(other)]).toEqual([other, undefined]);
    expect(pageForPath('/cat/%E0%A4%A-4')).toEqual({ remote: 'catalog', page: 'category' });
  });

  it('never throws, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (tail) => {
        pageForPath(`/${tail}`);
        pageForPath(`/cat/${tail}`);
      }),
    );
  });
});
