// The account team's public surface: its pages (login, reset password, account).
export const federation = {
  name: 'account',
  exposes: {
    './routes': './src/exposed/routes.tsx',
  },
};
