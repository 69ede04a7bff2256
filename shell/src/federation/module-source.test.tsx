import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { renderToString } from 'react-dom/server.node';
import type { RemoteName } from 'shared-contracts';
import { serverModuleSource } from '../server/server-module-source';
import { deferred, heldModuleLoads } from '../testing/held-module-loads';

const { moduleLoad } = heldModuleLoads();

// Only the shell's side is under test: the federation runtime is the network, held by the test.
jest.unstable_mockModule('./load-remote-module', () => ({
  loadRemoteModule: (remote: RemoteName, expose: string) => moduleLoad(remote, expose).promise,
}));
jest.unstable_mockModule('../i18n/locale-provider', () => ({ useLocale: () => ({ locale: 'nl_NL' }) }));
const { loadBeforeHydrating, ModuleSourceProvider } = await import('./module-source');
const { RemoteSlot } = await import('./remote-slot');

/** A remote's widget with a button that counts the taps it got. */
function Counter() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      {`taps: ${taps}`}
    </button>
  );
}
const counterModule = { default: Counter };

const slot = (expose: string) => <RemoteSlot remote="catalog" expose={expose} props={{}} />;

/** The server's HTML of a page with the slot, its module there. */
function serve(expose: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ModuleSourceProvider source={serverModuleSource(new Map([[`catalog/${expose}`, counterModule]]))}>
      {slot(expose)}
    </ModuleSourceProvider>,
  );
  document.body.append(container);
  return container;
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('loading the page’s remote modules before hydrating', () => {
  it('hydrates their part with the page, so a tap right after hydration counts', async () => {
    const container = serve('./first');
    const loading = loadBeforeHydrating([{ remote: 'catalog', expose: './first' }], 'nl_NL', 60_000);
    moduleLoad('catalog', './first').resolve(counterModule);
    await loading;

    act(() => {
      roots.push(hydrateRoot(container, slot('./first')));
    });
    const button = container.querySelector('button')!;
    act(() => button.click());
    expect(button).toHaveTextContent('taps: 1');
  });

  it('a part whose module is still on its way when the page hydrates loses a tap (why they load first)', async () => {
    const container = serve('./late');
    await act(async () => {
      roots.push(hydrateRoot(container, slot('./late')));
    });
    const button = container.querySelector('button')!;
    act(() => button.click());
    await act(async () => moduleLoad('catalog', './late').resolve(counterModule));
    expect(button).toHaveTextContent('taps: 0');
  });

  it('waits for what a module needs to draw the page in its language (its messages, the page’s code)', async () => {
    const messages = deferred<void>();
    const prepare = jest.fn((_locale: string, _page?: string) => messages.promise);
    let done = false;
    const loading = loadBeforeHydrating(
      [{ remote: 'catalog', expose: './prepared', page: 'product' }],
      'de_DE',
      60_000,
    ).then(() => {
      done = true;
    });
    moduleLoad('catalog', './prepared').resolve({ default: Counter, prepare });
    await act(async () => undefined);
    expect(prepare).toHaveBeenCalledWith('de_DE', 'product');
    expect(done).toBe(false);
    messages.resolve();
    await loading;
    expect(done).toBe(true);
  });

  it('stops waiting for a remote that does not answer, and one that fails does not hold the page', async () => {
    jest.useFakeTimers();
    let done = false;
    const loading = loadBeforeHydrating(
      [
        { remote: 'cart', expose: './never' },
        { remote: 'account', expose: './broken' },
      ],
      'nl_NL',
      3_000,
    ).then(() => {
      done = true;
    });
    moduleLoad('account', './broken').resolve({ default: 'not a component' });
    await jest.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
  });
});

describe('a module that fails to load', () => {
  it("shows its remote's notice in the slot instead of waiting for ever", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    await act(async () =>
      root.render(
        <IntlProvider locale="en" messages={{}} onError={() => undefined}>
          {slot('./gone')}
        </IntlProvider>,
      ),
    );
    expect(container.querySelector('[data-slot-fallback]')).toBeNull();
    await act(async () => moduleLoad('catalog', './gone').reject(new Error('remoteEntry.js: 404')));
    expect(container.querySelector('[data-slot-fallback="catalog"]')).not.toBeNull();
  });
});
