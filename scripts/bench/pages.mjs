// The pages every bench part measures, and what shows that each one has drawn its first products.
export const BENCH_PAGES = [
  { name: 'home', path: '/', ready: 'main [data-boundary="catalog"] [data-product-id]' },
  {
    name: 'category listing',
    path: '/cat/beddengoed-4',
    ready: 'main [data-boundary="catalog"] [data-product-id]',
  },
  { name: 'product', path: '/product/default/1', ready: 'main [data-boundary="catalog"] h1' },
];

/**
 * Waits (bounded, 20 s) until the header's parts drawn after the content, the cart and the
 * account menu, are on the page. Network idle alone is not enough: on a busy machine the network
 * can fall quiet before they are even asked for, and a page measured then misses their files.
 */
export async function headerPartsDrawn(page) {
  await page
    .waitForFunction(
      () => ['cart', 'account'].every((part) => document.querySelector(`header [data-boundary="${part}"]`)),
      null,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
