import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { categoryIdFromSlug, routes, safeCallbackPath } from './routes';

describe('route builders (spec §2)', () => {
  it('build every route shape of the theme', () => {
    expect(routes.category({ id: 4, name: 'Beddengoed' })).toBe('/cat/beddengoed-4');
    expect(routes.sale()).toBe('/cat/sale/?isSale=true');
    expect(routes.product({ id: 12, name: 'Badjas Wafel Wit' })).toBe(
      '/product/d/p/?t=badjas-wafel-wit&slug=12',
    );
    expect(routes.productDefault(12)).toBe('/product/default/12');
    expect(routes.shop({ search: 'laken & sloop', categoryId: 0 })).toBe(
      '/shop?search=laken+%26+sloop&categoryId=0',
    );
    expect(routes.account({ tabId: 3, track: 'RD-1001' })).toBe('/pages/account?tabId=3&track=RD-1001');
    expect(routes.trackOrder({ order: 'RD-1001' })).toBe('/pages/track-order?order=RD-1001');
    expect(routes.trackOrder()).toBe('/pages/track-order');
    expect(routes.login({ regmsg: 'Success' })).toBe('/pages/login?regmsg=Success');
    expect(routes.categoryPage(13)).toBe('/categories/categorypage/?categoryId=13');
    expect(routes.signIn({ error: 'SessionRequired', callbackUrl: '/pages/account' })).toBe(
      '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fpages%2Faccount',
    );
  });

  it('read the category id back from any category path it builds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.string({ maxLength: 40 }), (id, name) => {
        const segment = routes.category({ id, name }).slice('/cat/'.length);
        expect(categoryIdFromSlug(segment)).toBe(id);
      }),
    );
    expect(categoryIdFromSlug('sale')).toBeUndefined();
    expect(categoryIdFromSlug('bed-linen-0')).toBeUndefined();
  });

  it('allow only same-site return addresses', () => {
    expect(safeCallbackPath('/pages/account?tabId=1')).toBe('/pages/account?tabId=1');
    for (const hostile of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeCallbackPath(hostile)).toBe('/');
    }
  });
});
