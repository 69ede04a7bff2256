// The cart team's public surface: its pages and the header's cart dropdown.
export const federation = {
  name: 'cart',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './cart-dropdown': './src/exposed/cart-dropdown.tsx',
  },
};
