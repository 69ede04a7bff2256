// Jest on Node 20 cannot require() an ESM-only package (Node 24.9+ can). A few CommonJS packages
// that the backend loads in tests require such packages; this resolver hands them a CommonJS
// copy of the same API that is also installed. Only those exact (requirer, package) pairs change.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const FALLBACKS = [
  // @fastify/static requires content-disposition 3 (ESM); 2.x has the same create().
  {
    from: `${path.sep}@fastify${path.sep}static${path.sep}`,
    request: 'content-disposition',
    to: 'node_modules/content-disposition',
  },
  // light-my-request (app.inject) requires cookie 2 (ESM); 1.1 has the same stringifySetCookie().
  {
    from: `${path.sep}light-my-request${path.sep}`,
    request: 'cookie',
    to: 'node_modules/react-router/node_modules/cookie',
  },
];

module.exports = (request, options) => {
  const fallback = FALLBACKS.find(
    (entry) => entry.request === request && (options.basedir + path.sep).includes(entry.from),
  );
  return options.defaultResolver(fallback ? path.join(root, fallback.to) : request, options);
};
