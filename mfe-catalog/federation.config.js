// The catalog team's public surface: one routes module the shell mounts per page.
export const federation = {
  name: 'catalog',
  exposes: {
    './routes': './src/exposed/routes.tsx',
  },
};
