// Bench only: loaded into a server process (NODE_OPTIONS=--import) by catalog-explain.mjs, it
// appends every statement the server sends to PostgreSQL, with its parameters, to the file
// BENCH_RECORD_QUERIES as one JSON line each. So the EXPLAIN of a request's statements is of the
// SQL the server really runs, whatever code builds it. It wraps the driver's Client.query (the
// pool's connections are Clients), found from the server's folder as the server resolves it.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const file = process.env.BENCH_RECORD_QUERIES;
const serverEntry = path.resolve(process.argv[1] ?? '.');
if (file) {
  const pg = createRequire(serverEntry)('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function recorded(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = typeof config === 'string' ? values : (config?.values ?? values);
    if (typeof text === 'string') {
      appendFileSync(file, `${JSON.stringify({ text, values: Array.isArray(params) ? params : [] })}\n`);
    }
    return query.call(this, config, values, callback);
  };
}
