// The catalog team's public surface: the pages the shell routes to, and two widgets it mounts.
export const federation = {
  name: 'catalog',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './quick-view': './src/exposed/quick-view.tsx',
    './header-search': './src/exposed/header-search.tsx',
  },
};

// The chunk each page of './routes' loads its code in (webpackChunkName in src/app/page-views.tsx),
// by the page names of shared-contracts' REMOTE_PAGES: the server preloads it with a first load.
export const pageChunks = {
  home: 'catalog-page-home',
  shop: 'catalog-page-listing',
  category: 'catalog-page-listing',
  sale: 'catalog-page-listing',
  'category-page': 'catalog-page-listing',
  product: 'catalog-page-product',
};
