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

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
