import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet } from 'shared-contracts/react-router';
import { INFO_PAGES, routes, type RemoteName } from 'shared-contracts';
import { pageForPath } from 'shared-contracts/page-paths';

// Only the route table is under test: each place it can lead to stands in as a marker.
jest.unstable_mockModule('./layout', () => ({ Layout: () => <Outlet /> }));
jest.unstable_mockModule('./remote-page', () => ({
  RemotePageSlot: ({ remote, page }: { remote: RemoteName; page: string }) => (
    <p data-testid="drawn">{`${remote}/${page}`}</p>
  ),
}));
jest.unstable_mockModule('../session/require-session', () => ({
  RequireSession: ({ children }: { children: ReactNode }) => children,
}));
jest.unstable_mockModule('../features/info-pages/info-page', () => ({
  InfoPage: ({ page }: { page: string }) => <p data-testid="drawn">{`shell/info/${page}`}</p>,
}));
jest.unstable_mockModule('../features/not-found/not-found-page', () => ({
  NotFoundPage: () => <p data-testid="drawn">shell/404</p>,
}));
const { AppRoutes } = await import('./app-routes');

function drawnAt(address: string): string {
  const view = render(
    <MemoryRouter initialEntries={[address]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  const drawn = screen.getByTestId('drawn').textContent ?? '';
  view.unmount();
  return drawn;
}

/** What the server expects the shell to draw (shared-contracts' pageForPath, used for preloads). */
function expectedAt(address: string): string {
  const page = pageForPath(new URL(address, 'http://shop.test').pathname);
  return page ? `${page.remote}/${page.page}` : 'shell';
}

describe('the route table and pageForPath agree', () => {
  it('on every address the route builders make, and on the odd ones the router still matches', () => {
    const addresses = [
      routes.home(),
      routes.shop({ search: 'laken' }),
      routes.category({ id: 4, name: 'Beddengoed' }),
      routes.sale(),
      routes.categoryPage(13),
      routes.product({ id: 12, name: 'Badjas' }),
      routes.productDefault(12),
      routes.cart(),
      routes.checkout(),
      routes.wishlist(),
      routes.login(),
      routes.resetPassword(),
      routes.account({ tabId: 1 }),
      ...INFO_PAGES.map((page) => routes.info(page)),
      '/SHOP/',
      '/shop//',
      '/sh%6Fp',
      '/pages/c%61rt',
      '/product/default/%31',
      '/cat/Beddengoed-4/',
      '/cat/a%2Fb-4',
      '/cat/beddengoed',
      '/product/default/abc',
      '/pages/nothing-here',
    ];
    for (const address of addresses) {
      const drawn = drawnAt(address);
      const expected = expectedAt(address);
      expect([address, expected === 'shell' ? drawn.startsWith('shell/') : drawn]).toEqual([
        address,
        expected === 'shell' ? true : expected,
      ]);
    }
  });
});
