import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { RemoteName } from 'shared-contracts';
import { heldModuleLoads } from '../testing/held-module-loads';

const { loads, moduleLoad } = heldModuleLoads();

// Only the shell's side is under test: the federation runtime is the network, held by the test.
jest.unstable_mockModule('./load-remote-module', () => ({
  loadRemoteModule: (remote: RemoteName, expose: string) => moduleLoad(remote, expose).promise,
}));
jest.unstable_mockModule('../i18n/locale-provider', () => ({ useLocale: () => ({ locale: 'nl_NL' }) }));
const { RemoteSlot } = await import('./remote-slot');
const { AccountSkeleton, CartSkeleton, PageSkeleton } = await import('./slot-skeletons');

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

async function draw(tree: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () =>
    root.render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        {tree}
      </IntlProvider>,
    ),
  );
  return container;
}

const remotePage = () => ({ default: () => <h1>the remote&apos;s page</h1> });

describe("a remote's slot while the remote's code is still coming", () => {
  it.each([
    ['page', <PageSkeleton key="page" />],
    ['cart', <CartSkeleton key="cart" />],
    ['account', <AccountSkeleton key="account" />],
  ])(
    'shows the %s skeleton, busy, until the remote draws, which then replaces it',
    async (kind, skeleton) => {
      const expose = `./held-${kind}`;
      const container = await draw(
        <RemoteSlot remote="catalog" expose={expose} props={{}} placeholder={skeleton} />,
      );
      const busy = container.querySelector(`[data-slot-skeleton="${kind}"]`);
      expect(busy).toHaveAttribute('aria-busy', 'true');

      await act(async () => moduleLoad('catalog', expose).resolve(remotePage()));
      expect(container).toHaveTextContent("the remote's page");
      expect(container.querySelector('[data-slot-skeleton], [aria-busy]')).toBeNull();
    },
  );

  it('keeps the skeleton, loading nothing, while the slot is not ready (the header waits for the page)', async () => {
    const container = await draw(
      <RemoteSlot remote="cart" expose="./not-yet" props={{}} placeholder={<CartSkeleton />} ready={false} />,
    );
    expect(container.querySelector('[data-slot-skeleton="cart"]')).toHaveAttribute('aria-busy', 'true');
    expect(loads.has('cart/./not-yet')).toBe(false);
  });

  it("says so once the remote fails, and the skeleton gives way to the remote's notice", async () => {
    const failed = jest.fn();
    const container = await draw(
      <RemoteSlot
        remote="catalog"
        expose="./failing"
        props={{}}
        placeholder={<PageSkeleton />}
        onFailed={failed}
      />,
    );
    expect(failed).not.toHaveBeenCalled();
    await act(async () => moduleLoad('catalog', './failing').reject(new Error('remoteEntry.js: 503')));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-slot-fallback="catalog"]')).not.toBeNull();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });
});
