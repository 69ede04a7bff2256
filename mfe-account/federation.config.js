// The account team's public surface: its pages, the login/register modal body and the header user menu.
export const federation = {
  name: 'account',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './login-modal': './src/exposed/login-modal.tsx',
    './user-menu': './src/exposed/user-menu.tsx',
  },
};
