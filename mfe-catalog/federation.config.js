// The catalog team's public surface: the pages the shell routes to, and two widgets it mounts.
export const federation = {
  name: 'catalog',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './quick-view': './src/exposed/quick-view.tsx',
    './header-search': './src/exposed/header-search.tsx',
  },
};
